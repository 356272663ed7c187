import { useMutation } from '@tanstack/react-query';
import { useDataProvider, useNotify, useRefresh, useTranslate, type RaRecord } from 'react-admin';
import type { PayoutActions } from '../../dataProviders/payouts/decision';
import { RemarksDialog } from '../../src/common/RemarksDialog';
import { useIdempotencyKey } from '../../src/common/idempotency-key';
import { payoutDecisionSummary, payoutState, type PendingPayout } from './payout-decision';

export type PayoutRecord = RaRecord & PendingPayout;

interface PayoutDecisionDialogProps {
  payout: PayoutRecord | null;
  isApproved: boolean;
  onClose(): void;
}

/**
 * Approve Payout / Reject Payout (spec §2.6, §5.7, §7.7): pessimistic, the toast only after the server agreed,
 * then the list refreshes. The same Idempotency-Key is reused until the decision lands.
 */
export function PayoutDecisionDialog({ payout, isApproved, onClose }: PayoutDecisionDialogProps) {
  const dataProvider = useDataProvider<ReturnType<typeof useDataProvider> & PayoutActions>();
  const notify = useNotify();
  const translate = useTranslate();
  const refresh = useRefresh();
  const idempotency = useIdempotencyKey();
  const { mutate, isPending } = useMutation({
    mutationFn: (remarks: string) =>
      dataProvider.decidePayout('postpe-payouts', {
        decision: {
          payoutRequestId: Number(payout?.id),
          isApproved,
          remarks,
          consumerId: String(payout?.consumerId ?? ''),
        },
        idempotencyKey: idempotency.key(),
      }),
    onSuccess: (answer) => {
      idempotency.reset();
      // Approved: the spec's toast with the transfer's true state (PENDING until the bank confirms).
      if (isApproved) notify('resources.payouts.success_state', { type: 'success', messageArgs: payoutState(answer) });
      else notify('resources.payouts.rejected', { type: 'success' });
      refresh();
      onClose();
    },
    onError: (error: Error) => notify(error.message, { type: 'error' }),
  });
  return (
    <RemarksDialog
      key={`${String(payout?.id)}-${String(isApproved)}`}
      open={payout !== null}
      title={isApproved ? 'resources.payouts.approve_title' : 'resources.payouts.reject_title'}
      confirmLabel={isApproved ? 'resources.payouts.approve' : 'resources.payouts.reject'}
      busy={isPending}
      summary={payout ? payoutDecisionSummary(payout, isApproved, translate) : undefined}
      onCancel={onClose}
      onConfirm={(remarks) => mutate(remarks)}
    />
  );
}
