import { Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { INVESTMENT_REQUESTS } from '../../../contract/bindings';
import type { OpsRequest } from './guardrail-types';
import { useOpsMutation, useOpsQuery, type Paged, decisionToast } from './ops-hooks';
import { RequestsTable } from './PendingRequests';
import { QueryState } from '../../common/QueryState';

const resource = INVESTMENT_REQUESTS.name;

/** The pending investment requests of one kind (spec §7.7 /investment/approval-request), decided here or in the inbox. */
export function InvestmentRequests({ kind }: { kind: 'INVESTMENT_TXN' | 'INVESTMENT_LIMIT' | 'P2P_ADD_MONEY' }) {
  const translate = useTranslate();
  const pending = useOpsQuery<Paged<OpsRequest>>(resource, ['pending', kind], (p) =>
    p.getInvestmentRequests(resource, { kind, status: 'PENDING', page: 1, limit: 50 }),
  );
  const decide = useOpsMutation<{ requestId: number; isApproved: boolean; remarks: string }>(
    [resource, 'investment-accounts'],
    (p, data, idempotencyKey) => p.decideInvestmentRequest(resource, { data, idempotencyKey }),
    { success: decisionToast('investments.approved', 'investments.rejected') },
  );
  return (
    <>
      <Typography variant="h6" component="h2" sx={{ mt: 3 }}>
        {translate('investments.pending')}
      </Typography>
      <QueryState query={pending} isEmpty={() => false}>
        {(page) => (
          <RequestsTable
            requests={page.content}
            resource={resource}
            busy={decide.isPending}
            decide={(r, isApproved, remarks) => decide.mutate({ requestId: r.id, isApproved, remarks })}
          />
        )}
      </QueryState>
    </>
  );
}
