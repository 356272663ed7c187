import type { InternalTransferInput, PayoutStatusUpdateInput, RequestDecisionInput } from '../../contract/investments';
import { PAYOUT_STATUS_CALLS, TRANSFER_CALLS } from '../../contract/payouts/calls';
import { declaredCall, type Keyed } from '../rest/ops-call';
import { unwrapPayouts } from './envelope';

type Result = Promise<{ data: unknown }>;

/**
 * Internal account transfers and payout status (spec §2.3), called through their declarations
 * (contract/payouts/calls.ts); the resource names the page's binding and picks nothing.
 */
export interface PayoutOpsMethods {
  getTransferAccounts(resource: string): Result;
  getTransferHistory(resource: string, query: { page: number; limit: number; status?: string }): Result;
  raiseTransfer(resource: string, params: { data: InternalTransferInput } & Keyed): Result;
  decideTransfer(resource: string, params: { data: RequestDecisionInput } & Keyed): Result;
  lookupPayoutStatus(resource: string, params: { q: string }): Result;
  markPayoutStatus(resource: string, params: { data: PayoutStatusUpdateInput } & Keyed): Result;
}

export function payoutOpsMethods(baseUrl: string): PayoutOpsMethods {
  const call = declaredCall(baseUrl, unwrapPayouts);
  return {
    getTransferAccounts: () => call(TRANSFER_CALLS.accounts),
    getTransferHistory: (_r, query) => call(TRANSFER_CALLS.history, { query }),
    raiseTransfer: (_r, { data, idempotencyKey }) => call(TRANSFER_CALLS.raise, { body: data, idempotencyKey }),
    decideTransfer: (_r, { data, idempotencyKey }) => call(TRANSFER_CALLS.decide, { body: data, idempotencyKey }),
    lookupPayoutStatus: (_r, { q }) => call(PAYOUT_STATUS_CALLS.lookup, { query: { q } }),
    markPayoutStatus: (_r, { data, idempotencyKey }) => call(PAYOUT_STATUS_CALLS.mark, { body: data, idempotencyKey }),
  };
}
