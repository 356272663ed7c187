import { useState } from 'react';
import { Box, Button, TextField, Typography } from '@mui/material';
import { DataTable, useCanAccess, useTranslate } from 'react-admin';
import { MOBILE_CHANGE_REQUESTS } from '../../../contract/mobile-change/calls';
import { RequestQueue } from '../merchant-changes/RequestQueue';
import { MobileChangeDetail } from './MobileChangeDetail';
import type { MobileChangeRow } from './mobile-change-summary';
import { RaiseMobileChange } from './RaiseMobileChange';

const T = 'mobileChange';
const LABELS = {
  id: `${T}.columns.id`,
  merchant: `${T}.columns.merchant`,
  maker: `${T}.columns.maker`,
  created: `${T}.columns.created`,
  status: `${T}.columns.status`,
};

/**
 * /mobile-change-request (issue 43 item 3; the spec names the route only): a maker raises a change of a merchant's
 * registered mobile with a proof; every request is listed by status (and merchant), newest first, and opened to be
 * read, its numbers revealed (audited) and its proof viewed; a second person approves or rejects it there or in the
 * approvals inbox.
 */
export default function MobileChangePage() {
  const translate = useTranslate();
  const { canAccess: canRaise } = useCanAccess({ resource: MOBILE_CHANGE_REQUESTS.name, action: 'raise' });
  const [merchant, setMerchant] = useState('');
  const [open, setOpen] = useState<MobileChangeRow | null>(null);
  return (
    <Box sx={{ p: 2 }}>
      <Typography variant="h4" component="h1" gutterBottom>
        {translate(`${T}.title`)}
      </Typography>
      {canRaise && <RaiseMobileChange />}
      <Typography variant="h6" component="h2" gutterBottom>
        {translate(`${T}.requests`)}
      </Typography>
      <TextField
        size="small"
        sx={{ mb: 1 }}
        label={translate(`${T}.filter_merchant`)}
        value={merchant}
        onChange={(e) => setMerchant(e.target.value.replace(/\D+/g, '').slice(0, 10))}
        slotProps={{ htmlInput: { inputMode: 'numeric' } }}
      />
      <RequestQueue
        resource={MOBILE_CHANGE_REQUESTS.name}
        title={`${T}.requests`}
        filter={merchant ? { merchantId: merchant } : {}}
        labels={LABELS}
      >
        <DataTable.Col
          label={`${T}.merchant`}
          disableSort
          render={(r: MobileChangeRow) => r.proposed.merchantName ?? ''}
        />
        <DataTable.Col
          label={`${T}.old_number`}
          disableSort
          render={(r: MobileChangeRow) => r.previous?.mobile ?? ''}
        />
        <DataTable.Col label={`${T}.new_number`} disableSort render={(r: MobileChangeRow) => r.proposed.mobile ?? ''} />
        <DataTable.Col label={`${T}.reason`} disableSort render={(r: MobileChangeRow) => r.proposed.reason ?? ''} />
        <DataTable.Col
          label={`${T}.decision`}
          disableSort
          render={(r: MobileChangeRow) => (
            <Button
              size="small"
              variant="outlined"
              aria-label={translate(`${T}.open_label`, { id: r.id })}
              onClick={() => setOpen(r)}
            >
              {translate(`${T}.open`)}
            </Button>
          )}
        />
      </RequestQueue>
      <MobileChangeDetail row={open} onClose={() => setOpen(null)} />
    </Box>
  );
}
