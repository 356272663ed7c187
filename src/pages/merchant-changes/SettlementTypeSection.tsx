import { useState } from 'react';
import { Box, Button, Tooltip } from '@mui/material';
import { DataTable, useCanAccess, useTranslate } from 'react-admin';
import { orNotAvailable } from '../../format';
import { RequestQueue, type QueueLabels, type QueueRow } from './RequestQueue';
import { onFirstOpen } from '../../common/lazy-mount';

/** The raise dialog, fetched when first opened: its form checks against the settlement contract's zod rules. */
const SettlementTypeDialog = onFirstOpen(
  () => import('./SettlementTypeDialog').then((module) => module.SettlementTypeDialog),
  (props: { open: boolean; onClose(): void }) => props.open,
);

const RESOURCE = 'settlement-type-requests';
const LABELS: QueueLabels = {
  id: 'merchantChanges.settlement.columns.request',
  merchant: 'merchantChanges.settlement.columns.merchant',
  maker: 'merchantChanges.settlement.columns.maker',
  created: 'merchantChanges.settlementType.columns.raised',
  status: 'merchantChanges.settlement.columns.status',
};

/**
 * Settlement type changes on /settlement/home: a maker raises one (AUTO_SETTLEMENT ↔ INSTANT_SETTLEMENT, with a
 * reason); the requests by status, old type beside new, each approved or rejected by a second person.
 */
export function SettlementTypeSection() {
  const translate = useTranslate();
  const [open, setOpen] = useState(false);
  const { canAccess: mayRaise, isPending } = useCanAccess({ resource: RESOURCE, action: 'raise' });
  const why = isPending
    ? translate('ra.page.loading')
    : mayRaise
      ? ''
      : translate('merchantChanges.settlementType.no_raise');
  return (
    <Box>
      <Tooltip title={why}>
        <span>
          <Button variant="contained" disabled={!mayRaise} onClick={() => setOpen(true)} sx={{ my: 1 }}>
            {translate('merchantChanges.settlementType.open')}
          </Button>
        </span>
      </Tooltip>
      <RequestQueue
        resource={RESOURCE}
        title="merchantChanges.settlementType.requests_title"
        labels={LABELS}
        decision={{
          kind: 'SETTLEMENT_TYPE',
          label: 'merchantChanges.settlement.columns.actions',
          toast: {
            approved: 'merchantChanges.settlementType.approved',
            rejected: 'merchantChanges.decide.rejected',
            error: 'merchantChanges.settlementType.decide_error',
          },
        }}
      >
        <DataTable.Col
          label="merchantChanges.settlementType.columns.from"
          disableSort
          render={(r: QueueRow) => orNotAvailable(r.previous?.settlementType)}
        />
        <DataTable.Col
          label="merchantChanges.settlementType.columns.to"
          disableSort
          render={(r: QueueRow) => orNotAvailable(r.proposed.settlementType)}
        />
        <DataTable.Col
          label="merchantChanges.settlementType.columns.reason"
          disableSort
          render={(r: QueueRow) => `${String(r.proposed.changeReason)}: ${r.makerRemarks}`}
        />
      </RequestQueue>
      <SettlementTypeDialog open={open} onClose={() => setOpen(false)} />
    </Box>
  );
}
