import { useState } from 'react';
import { Box } from '@mui/material';
import { DataTable } from 'react-admin';
import { StatusChip } from '../../common/StatusChip';
import { formatDateTime, formatInr, orNotAvailable } from '../../format';
import { DecisionButtons, type DecidableRequest } from './DecisionButtons';
import { RequestTable } from './RequestTable';
import { REQUEST_TABS, StatusTabs, type RequestTab } from './StatusTabs';

type Row = DecidableRequest & {
  merchantId: string;
  proposed: Record<string, unknown>;
  makerEmail: string;
  makerRemarks: string;
  checkerEmail: string | null;
  createdAt: number;
};

const RESOURCE = 'settlement-unblock-requests';

/**
 * The settlement unblock requests by status (/merchant-settlement-unblock-new/requests, /settlement/unblock-request):
 * the reason and the amount held on each; a checker approves (the settlement update releases the hold) or rejects.
 */
export function SettlementRequestsList({ title }: { title: string }) {
  const [tab, setTab] = useState<RequestTab>('PENDING');
  return (
    <Box>
      <StatusTabs<RequestTab> tabs={REQUEST_TABS} value={tab} onChange={setTab} label="merchantChanges.status.label" />
      <RequestTable resource={RESOURCE} title={title} filter={tab ? { status: tab } : {}}>
        <DataTable.Col source="id" label="merchantChanges.settlement.columns.request" disableSort />
        <DataTable.Col source="merchantId" label="merchantChanges.settlement.columns.merchant" disableSort />
        <DataTable.Col
          label="merchantChanges.settlement.columns.amount"
          disableSort
          render={(r: Row) => formatInr(r.proposed.amountHeld)}
        />
        <DataTable.Col
          label="merchantChanges.settlement.columns.reason"
          disableSort
          render={(r: Row) => orNotAvailable(r.proposed.reason)}
        />
        <DataTable.Col
          label="merchantChanges.settlement.columns.unblock_reason"
          disableSort
          render={(r: Row) => `${String(r.proposed.unblockReason)}: ${r.makerRemarks}`}
        />
        <DataTable.Col source="makerEmail" label="merchantChanges.settlement.columns.maker" disableSort />
        <DataTable.Col
          label="merchantChanges.settlement.columns.created"
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
              kind="SETTLEMENT_UNBLOCK"
              request={r}
              queryKey={[RESOURCE]}
              toast={{
                approved: 'merchantChanges.settlement.approved',
                rejected: 'merchantChanges.decide.rejected',
                error: 'merchantChanges.settlement.error',
              }}
            />
          )}
        />
      </RequestTable>
    </Box>
  );
}
