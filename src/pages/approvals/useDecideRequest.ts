import { useMutation } from '@tanstack/react-query';
import { useDataProvider, useNotify, useRefresh } from 'react-admin';
import { useIdempotencyKey } from '../../common/idempotency-key';
import { INBOX_KINDS, type InboxDataProvider, type InboxDecision } from './inbox-kinds';

/**
 * Approve or reject any inbox item through its kind's provider method: pessimistic (the toast only after the server
 * agreed), keyed so a retry decides nothing twice; then every list refreshes.
 */
export function useDecideRequest(onDone: () => void) {
  const dataProvider = useDataProvider<InboxDataProvider>();
  const notify = useNotify();
  const refresh = useRefresh();
  const idempotency = useIdempotencyKey();
  return useMutation({
    mutationFn: (decision: InboxDecision) =>
      INBOX_KINDS[decision.item.kind].decide(dataProvider, decision, idempotency.key()),
    onSuccess: (_result, { item, isApproved }) => {
      idempotency.reset();
      notify(INBOX_KINDS[item.kind].toast[isApproved ? 'approve' : 'reject'], { type: 'success' });
      refresh();
      onDone();
    },
    onError: (error: Error) => {
      idempotency.settle(error);
      notify(error.message, { type: 'error' });
    },
  });
}
