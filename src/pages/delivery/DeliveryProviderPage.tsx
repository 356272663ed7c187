import { useState } from 'react';
import {
  Box,
  Button,
  Paper,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useCanAccess, useTranslate } from 'react-admin';
import { listPartners, type DeliveryPartner } from '../../../dataProviders/delivery/delivery';
import { QueryState } from '../../common/QueryState';
import { StatusChip } from '../../common/StatusChip';
import { formatDateTime } from '../../format';
import { PARTNERS_KEY, PartnerDialog } from './PartnerDialog';
import { PincodeCheck } from './PincodeCheck';
import { PincodeUploadDialog } from './PincodeUploadDialog';

const T = 'delivery.partners';
const COLUMNS = ['code', 'name', 'contact', 'active', 'pincodes', 'updated'] as const;

/**
 * /delivery-provider (spec §2.3 Delivery; issue 44 item 4): the courier partners with how many pincodes each serves;
 * add, edit or deactivate one and upload its pincode file (with CAN_MANAGE_DELIVERY_PARTNERS); check a pincode.
 */
export default function DeliveryProviderPage() {
  const translate = useTranslate();
  const query = useQuery({ queryKey: PARTNERS_KEY, queryFn: ({ signal }) => listPartners(signal) });
  const { canAccess: canManage } = useCanAccess({ resource: 'delivery-provider.manage', action: 'access' });
  const [editing, setEditing] = useState<DeliveryPartner | null>(null);
  const [adding, setAdding] = useState(false);
  const [uploading, setUploading] = useState<DeliveryPartner | null>(null);
  return (
    <Box sx={{ p: 2 }}>
      <Typography variant="h4" component="h1" gutterBottom>
        {translate('delivery.provider_title')}
      </Typography>
      <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'center', mb: 1 }}>
        <Typography variant="h6" component="h2">
          {translate(`${T}.heading`)}
        </Typography>
        {canManage && (
          <Button variant="contained" onClick={() => setAdding(true)}>
            {translate(`${T}.add`)}
          </Button>
        )}
      </Stack>
      <QueryState query={query} items={`${T}.items`}>
        {(partners) => (
          <TableContainer component={Paper} variant="outlined" sx={{ mb: 3 }}>
            <Table size="small" aria-label={translate(`${T}.list_label`)}>
              <TableHead>
                <TableRow>
                  {COLUMNS.map((c) => (
                    <TableCell key={c}>{translate(`${T}.field.${c}`)}</TableCell>
                  ))}
                  {canManage && <TableCell>{translate(`${T}.field.actions`)}</TableCell>}
                </TableRow>
              </TableHead>
              <TableBody>
                {partners.map((p) => (
                  <TableRow key={p.id}>
                    <TableCell>{p.code}</TableCell>
                    <TableCell>{p.name}</TableCell>
                    <TableCell>{p.contact}</TableCell>
                    <TableCell>
                      <StatusChip status={p.active ? 'ACTIVE' : 'INACTIVE'} />
                    </TableCell>
                    <TableCell>{p.pincodes.toLocaleString('en-IN')}</TableCell>
                    <TableCell>{formatDateTime(p.updatedAt)}</TableCell>
                    {canManage && (
                      <TableCell>
                        <Button
                          size="small"
                          onClick={() => setEditing(p)}
                          aria-label={translate(`${T}.edit`, { code: p.code })}
                        >
                          {translate('ra.action.edit')}
                        </Button>
                        <Button
                          size="small"
                          onClick={() => setUploading(p)}
                          aria-label={translate(`${T}.upload`, { code: p.code })}
                        >
                          {translate('delivery.upload.send')}
                        </Button>
                      </TableCell>
                    )}
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </TableContainer>
        )}
      </QueryState>
      <PincodeCheck />
      <PartnerDialog
        key={editing?.id ?? (adding ? 'new' : 'closed')}
        open={adding || editing !== null}
        partner={editing}
        onClose={() => {
          setAdding(false);
          setEditing(null);
        }}
      />
      <PincodeUploadDialog partner={uploading} onClose={() => setUploading(null)} />
    </Box>
  );
}
