import { http } from '../http';
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
  /** POST {resource}/decision; the same `idempotencyKey` on a retry makes it harmless. */
  decidePayout(
    resource: string,
    params: { decision: PayoutDecision; idempotencyKey?: string },
  ): Promise<{ data: unknown }>;
}

export function payoutActions(baseUrl: string): PayoutActions {
  return {
    async decidePayout(resource, { decision, idempotencyKey }) {
      const response = await http(`${baseUrl}/${resource}/decision`, {
        method: 'POST',
        body: decision,
        idempotencyKey,
      });
      return { data: unwrapPayouts(response) };
    },
  };
}
