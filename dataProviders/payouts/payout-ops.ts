import type { InternalTransferInput, PayoutStatusUpdateInput, RequestDecisionInput } from '../../contract/investments';
import { opsCall, type Keyed } from '../rest/ops-call';
import { unwrapPayouts } from './envelope';

type Result = Promise<{ data: unknown }>;

/** Internal account transfers and payout status (spec §2.3); the resource is the call's path on the backend. */
export interface PayoutOpsMethods {
  getTransferAccounts(resource: string): Result;
  getTransferHistory(resource: string, query: { page: number; limit: number; status?: string }): Result;
  raiseTransfer(resource: string, params: { data: InternalTransferInput } & Keyed): Result;
  decideTransfer(resource: string, params: { data: RequestDecisionInput } & Keyed): Result;
  lookupPayoutStatus(resource: string, params: { q: string }): Result;
  markPayoutStatus(resource: string, params: { data: PayoutStatusUpdateInput } & Keyed): Result;
}

export function payoutOpsMethods(baseUrl: string): PayoutOpsMethods {
  const { get, post } = opsCall(baseUrl, unwrapPayouts);
  return {
    getTransferAccounts: (resource) => get(`/${resource}/accounts`),
    getTransferHistory: (resource, query) => get(`/${resource}/history`, query),
    raiseTransfer: (resource, { data, idempotencyKey }) => post(`/${resource}/request`, data, idempotencyKey),
    decideTransfer: (resource, { data, idempotencyKey }) => post(`/${resource}/action`, data, idempotencyKey),
    lookupPayoutStatus: (resource, { q }) => get(`/${resource}`, { q }),
    markPayoutStatus: (resource, { data, idempotencyKey }) => post(`/${resource}/update`, data, idempotencyKey),
  };
}
