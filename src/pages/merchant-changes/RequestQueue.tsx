import { useState, type ReactNode } from 'react';
import { Box } from '@mui/material';
import { DataTable } from 'react-admin';
import type { RequestKind } from '../../../dataProviders/crm/maker-checker';
import { StatusChip } from '../../common/StatusChip';
import { formatDateTime } from '../../format';
import { DecisionButtons, type DecidableRequest } from './DecisionButtons';
import { RequestTable } from './RequestTable';
import { REQUEST_TABS, StatusTabs, type RequestTab } from './StatusTabs';

/** What every merchant-change request row carries, whatever its kind. */
export type QueueRow = Partial<DecidableRequest> & {
  id: number;
  merchantId: string;
  proposed: Record<string, unknown>;
  previous?: Record<string, unknown> | null;
  makerEmail: string;
  makerRemarks?: string;
  createdAt: number;
  status: string;
};

/** The i18n keys of the columns every queue shows. */
export interface QueueLabels {
  id: string;
  merchant: string;
  maker: string;
  created: string;
  status: string;
}

/** The approve/reject column: the request kind, its column label and its toasts. */
export interface QueueDecision {
  kind: RequestKind;
  label: string;
  toast: { approved: string; rejected: string; error: string };
}

/**
 * One queue of merchant-change requests by status (tabs PENDING / APPROVED / REJECTED / all): request id and
 * merchant first, then the kind's own columns (`children`), then maker, time raised, status and, when given, the
 * decision buttons of a second person.
 */
export function RequestQueue({
  resource,
  title,
  filter = {},
  rowClick,
  labels,
  decision,
  children,
}: {
  resource: string;
  title: string;
  filter?: Record<string, unknown>;
  rowClick?: (id: string | number, record: Record<string, unknown>) => string | false;
  labels: QueueLabels;
  decision?: QueueDecision;
  children: ReactNode;
}) {
  const [tab, setTab] = useState<RequestTab>('PENDING');
  return (
    <Box>
      <StatusTabs<RequestTab> tabs={REQUEST_TABS} value={tab} onChange={setTab} label="merchantChanges.status.label" />
      <RequestTable
        resource={resource}
        title={title}
        filter={{ ...filter, ...(tab ? { status: tab } : {}) }}
        rowClick={rowClick}
      >
        <DataTable.Col source="id" label={labels.id} disableSort />
        <DataTable.Col source="merchantId" label={labels.merchant} disableSort />
        {children}
        <DataTable.Col source="makerEmail" label={labels.maker} disableSort />
        <DataTable.Col label={labels.created} disableSort render={(r: QueueRow) => formatDateTime(r.createdAt)} />
        <DataTable.Col label={labels.status} disableSort render={(r: QueueRow) => <StatusChip status={r.status} />} />
        {decision && (
          <DataTable.Col
            label={decision.label}
            disableSort
            render={(r: DecidableRequest) => (
              <DecisionButtons kind={decision.kind} request={r} queryKey={[resource]} toast={decision.toast} />
            )}
          />
        )}
      </RequestTable>
    </Box>
  );
}
