import { useState } from 'react';
import { Box, Button, Stack, TextField, Tooltip, Typography } from '@mui/material';
import { Link, Route, Routes } from 'react-router-dom';
import { CanAccess, DataTable, useTranslate } from 'react-admin';
import { StatusChip } from '../../common/StatusChip';
import { formatDateTime, formatInr } from '../../format';
import { RequestTable } from './RequestTable';
import { SettlementRequestsList } from './SettlementRequestsList';
import { SettlementTypeSection } from './SettlementTypeSection';
import { StatusTabs } from './StatusTabs';
import { UnblockDialog, type Hold } from './UnblockDialog';

type HoldRow = Hold & { blockType: string; status: string; createdAt: number; pendingRequestId: number | null };
const HOLD_TABS = ['ACTIVE', 'RELEASED', ''] as const;
type HoldTab = (typeof HOLD_TABS)[number];

/** The settlement holds, by status, with a merchant filter; `raise` adds the unblock action per row. */
function HoldsList({ raise }: { raise: boolean }) {
  const translate = useTranslate();
  const [tab, setTab] = useState<HoldTab>('ACTIVE');
  const [merchantId, setMerchantId] = useState('');
  const [hold, setHold] = useState<Hold | null>(null);
  const merchant = /^\d{1,10}$/.test(merchantId.trim()) ? { merchantId: merchantId.trim() } : {};
  return (
    <Box>
      <StatusTabs<HoldTab> tabs={HOLD_TABS} value={tab} onChange={setTab} label="merchantChanges.status.label" />
      <TextField
        size="small"
        label={translate('merchantChanges.settlement.merchant_filter')}
        value={merchantId}
        onChange={(e) => setMerchantId(e.target.value)}
        slotProps={{ htmlInput: { maxLength: 10 } }}
      />
      <RequestTable
        resource="settlement-blocks"
        title="merchantChanges.settlement.holds"
        filter={{ ...merchant, ...(tab ? { status: tab } : {}) }}
      >
        <DataTable.Col source="id" label="merchantChanges.settlement.columns.id" disableSort />
        <DataTable.Col source="merchantId" label="merchantChanges.settlement.columns.merchant" disableSort />
        <DataTable.Col source="merchantName" label="merchantChanges.settlement.columns.name" disableSort />
        <DataTable.Col source="blockType" label="merchantChanges.settlement.columns.type" disableSort />
        <DataTable.Col
          label="merchantChanges.settlement.columns.amount"
          disableSort
          render={(r: HoldRow) => formatInr(r.amountHeld)}
        />
        <DataTable.Col source="reason" label="merchantChanges.settlement.columns.reason" disableSort />
        <DataTable.Col
          label="merchantChanges.settlement.columns.created"
          disableSort
          render={(r: HoldRow) => formatDateTime(r.createdAt)}
        />
        <DataTable.Col
          label="merchantChanges.settlement.columns.status"
          disableSort
          render={(r: HoldRow) => <StatusChip status={r.status} />}
        />
        {raise && (
          <DataTable.Col
            label="merchantChanges.settlement.columns.actions"
            disableSort
            render={(r: HoldRow) => {
              const why =
                r.status !== 'ACTIVE'
                  ? translate('merchantChanges.settlement.not_active')
                  : r.pendingRequestId !== null
                    ? translate('merchantChanges.settlement.pending', { id: r.pendingRequestId })
                    : '';
              return (
                <Tooltip title={why}>
                  <span>
                    <Button size="small" variant="outlined" disabled={why !== ''} onClick={() => setHold(r)}>
                      {translate('merchantChanges.settlement.raise')}
                    </Button>
                  </span>
                </Tooltip>
              );
            }}
          />
        )}
      </RequestTable>
      <UnblockDialog hold={hold} onClose={() => setHold(null)} />
    </Box>
  );
}

function Heading({ title }: { title: string }) {
  const translate = useTranslate();
  return (
    <Typography variant="h5" component="h1" gutterBottom>
      {translate(title)}
    </Typography>
  );
}

/** /merchant-settlement-unblock-new (raise) and /merchant-settlement-unblock-new/requests (the maker's view of them). */
export function SettlementUnblockNewPage() {
  const translate = useTranslate();
  return (
    <Box sx={{ p: 2 }}>
      <Heading title="merchantChanges.settlement.raise_title" />
      <Routes>
        <Route
          index
          element={
            <Stack spacing={1}>
              <Box>
                <Button component={Link} to="requests">
                  {translate('merchantChanges.settlement.requests_title')}
                </Button>
              </Box>
              <HoldsList raise />
            </Stack>
          }
        />
        <Route path="requests" element={<SettlementRequestsList title="merchantChanges.settlement.requests_title" />} />
      </Routes>
    </Box>
  );
}

/** /settlement/unblock-request: the checker's queue. */
export function SettlementUnblockRequestPage() {
  return (
    <Box sx={{ p: 2 }}>
      <Heading title="merchantChanges.settlement.queue_title" />
      <SettlementRequestsList title="merchantChanges.settlement.queue_title" />
    </Box>
  );
}

/** /settlement/home: every hold and its amount, released or not; settlement type changes (each for who may see it). */
export function SettlementHomePage() {
  return (
    <Box sx={{ p: 2 }}>
      <Heading title="merchantChanges.settlement.home_title" />
      <CanAccess resource="settlement-blocks" action="list">
        <HoldsList raise={false} />
      </CanAccess>
      <CanAccess resource="settlement-type-requests" action="list">
        <SettlementTypeSection />
      </CanAccess>
    </Box>
  );
}

export default SettlementUnblockNewPage;
