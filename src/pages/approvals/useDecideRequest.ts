import { useMutation } from '@tanstack/react-query';
import { useDataProvider, useNotify, useRefresh } from 'react-admin';
import type { MakerCheckerActions, RequestDecision } from '../../../dataProviders/crm/maker-checker';
import { useIdempotencyKey } from './idempotency-key';

/** Approve or reject a request: pessimistic (awaited before the toast), keyed so a retry decides nothing twice. */
export function useDecideRequest(onDone: () => void) {
  const dataProvider = useDataProvider<ReturnType<typeof useDataProvider> & MakerCheckerActions>();
  const notify = useNotify();
  const refresh = useRefresh();
  const idempotency = useIdempotencyKey();
  return useMutation({
    mutationFn: (decision: RequestDecision) => dataProvider.decideRequest('approval-requests', { decision, idempotencyKey: idempotency.key() }),
    onSuccess: (_result, decision) => {
      idempotency.reset();
      notify(decision.isApproved ? 'pages.approvals.approved' : 'pages.approvals.rejected', { type: 'success' });
      refresh();
      onDone();
    },
    onError: (error: Error) => notify(error.message, { type: 'error' }),
  });
}
