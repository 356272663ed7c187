import { useState } from 'react';
import { Box, Button, Tooltip } from '@mui/material';
import { DataTable, useCanAccess, useTranslate } from 'react-admin';
import { StatusChip } from '../../common/StatusChip';
import { formatDateTime, orNotAvailable } from '../../format';
import { DecisionButtons, type DecidableRequest } from './DecisionButtons';
import { RequestTable } from './RequestTable';
import { SettlementTypeDialog } from './SettlementTypeDialog';
import { REQUEST_TABS, StatusTabs, type RequestTab } from './StatusTabs';

type Row = DecidableRequest & {
  merchantId: string;
  proposed: Record<string, unknown>;
  previous: Record<string, unknown> | null;
  makerEmail: string;
  makerRemarks: string;
  checkerEmail: string | null;
  createdAt: number;
};

const RESOURCE = 'settlement-type-requests';

/**
 * Settlement type changes on /settlement/home: a maker raises one (AUTO_SETTLEMENT ↔ INSTANT_SETTLEMENT, with a
 * reason); the requests by status, old type beside new, each approved or rejected by a second person.
 */
export function SettlementTypeSection() {
  const translate = useTranslate();
  const [tab, setTab] = useState<RequestTab>('PENDING');
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
      <StatusTabs<RequestTab> tabs={REQUEST_TABS} value={tab} onChange={setTab} label="merchantChanges.status.label" />
      <RequestTable
        resource={RESOURCE}
        title="merchantChanges.settlementType.requests_title"
        filter={tab ? { status: tab } : {}}
      >
        <DataTable.Col source="id" label="merchantChanges.settlement.columns.request" disableSort />
        <DataTable.Col source="merchantId" label="merchantChanges.settlement.columns.merchant" disableSort />
        <DataTable.Col
          label="merchantChanges.settlementType.columns.from"
          disableSort
          render={(r: Row) => orNotAvailable(r.previous?.settlementType)}
        />
        <DataTable.Col
          label="merchantChanges.settlementType.columns.to"
          disableSort
          render={(r: Row) => orNotAvailable(r.proposed.settlementType)}
        />
        <DataTable.Col
          label="merchantChanges.settlementType.columns.reason"
          disableSort
          render={(r: Row) => `${String(r.proposed.changeReason)}: ${r.makerRemarks}`}
        />
        <DataTable.Col source="makerEmail" label="merchantChanges.settlement.columns.maker" disableSort />
        <DataTable.Col
          label="merchantChanges.settlementType.columns.raised"
          disableSort
          render={(r: Row) => formatDateTime(r.createdAt)}
        />
        <DataTable.Col
          label="merchantChanges.settlement.columns.status"
          disableSort
          render={(r: Row) => <StatusChip status={r.status} />}
        />
        <DataTable.Col
          label="merchantChanges.settlement.columns.actions"
          disableSort
          render={(r: Row) => (
            <DecisionButtons
              kind="SETTLEMENT_TYPE"
              request={r}
              queryKey={[RESOURCE]}
              toast={{
                approved: 'merchantChanges.settlementType.approved',
                rejected: 'merchantChanges.decide.rejected',
                error: 'merchantChanges.settlementType.decide_error',
              }}
            />
          )}
        />
      </RequestTable>
      <SettlementTypeDialog open={open} onClose={() => setOpen(false)} />
    </Box>
  );
}
