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
    onSuccess: (answer, { item, isApproved }) => {
      idempotency.reset();
      const spec = INBOX_KINDS[item.kind];
      // The toast says the state the server left it in (a payout's transfer: PENDING until the bank confirms).
      notify(spec.toast[isApproved ? 'approve' : 'reject'], {
        type: 'success',
        messageArgs: isApproved ? spec.toastArgs?.(answer) : undefined,
      });
      refresh();
      onDone();
    },
    onError: (error: Error) => {
      idempotency.settle(error);
      notify(error.message, { type: 'error' });
    },
  });
}
