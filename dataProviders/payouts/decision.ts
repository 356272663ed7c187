import { PAYOUT_CALLS } from '../../contract/payouts/calls';
import { declaredCall } from '../rest/ops-call';
import { unwrapPayouts } from './envelope';

/** Spec §7.7: the payout decision body. */
export interface PayoutDecision {
  payoutRequestId: number;
  isApproved: boolean;
  remarks: string;
  consumerId: string;
}

/** Custom methods of the payouts provider (DESIGN.md §3: never fetch from a component). */
export interface PayoutActions {
  /** The declared decision (contract/payouts/calls.ts); the same `idempotencyKey` on a retry makes it harmless. */
  decidePayout(
    resource: string,
    params: { decision: PayoutDecision; idempotencyKey?: string },
  ): Promise<{ data: unknown }>;
}

export function payoutActions(baseUrl: string): PayoutActions {
  const call = declaredCall(baseUrl, unwrapPayouts);
  return {
    decidePayout: (_resource, { decision, idempotencyKey }) =>
      call(PAYOUT_CALLS.decide, { body: decision, idempotencyKey }),
  };
}
