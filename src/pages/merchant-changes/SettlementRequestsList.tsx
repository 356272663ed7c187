import { DataTable } from 'react-admin';
import { formatInr, orNotAvailable } from '../../format';
import { RequestQueue, type QueueLabels, type QueueRow } from './RequestQueue';

const RESOURCE = 'settlement-unblock-requests';
const LABELS: QueueLabels = {
  id: 'merchantChanges.settlement.columns.request',
  merchant: 'merchantChanges.settlement.columns.merchant',
  maker: 'merchantChanges.settlement.columns.maker',
  created: 'merchantChanges.settlement.columns.created',
  status: 'merchantChanges.settlement.columns.status',
};

/**
 * The settlement unblock requests by status (/merchant-settlement-unblock-new/requests, /settlement/unblock-request):
 * the reason and the amount held on each; a checker approves (the settlement update releases the hold) or rejects.
 */
export function SettlementRequestsList({ title }: { title: string }) {
  return (
    <RequestQueue
      resource={RESOURCE}
      title={title}
      labels={LABELS}
      decision={{
        kind: 'SETTLEMENT_UNBLOCK',
        label: 'merchantChanges.settlement.columns.actions',
        toast: {
          approved: 'merchantChanges.settlement.approved',
          rejected: 'merchantChanges.decide.rejected',
          error: 'merchantChanges.settlement.error',
        },
      }}
    >
      <DataTable.Col
        label="merchantChanges.settlement.columns.amount"
        disableSort
        render={(r: QueueRow) => formatInr(r.proposed.amountHeld)}
      />
      <DataTable.Col
        label="merchantChanges.settlement.columns.reason"
        disableSort
        render={(r: QueueRow) => orNotAvailable(r.proposed.reason)}
      />
      <DataTable.Col
        label="merchantChanges.settlement.columns.unblock_reason"
        disableSort
        render={(r: QueueRow) => `${String(r.proposed.unblockReason)}: ${r.makerRemarks}`}
      />
    </RequestQueue>
  );
}
