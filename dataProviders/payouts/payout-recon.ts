import type { ReconGroup, ReconReviewInput, ReconRunInput } from '../../contract/payouts';
import { opsCall, type Keyed } from '../rest/ops-call';
import { unwrapPayouts } from './envelope';

type Result = Promise<{ data: unknown }>;

/** Payout reconciliation (/payment-recon) on the payouts backend; the resource is the binding's path (payout/recon). */
export interface PayoutReconMethods {
  runPayoutRecon(resource: string, params: { data: ReconRunInput } & Keyed): Result;
  getReconRuns(resource: string, query: { page: number; limit: number }): Result;
  getReconRun(resource: string, params: { id: number }): Result;
  getReconItems(resource: string, params: { id: number; group: ReconGroup; page: number; limit: number }): Result;
  reviewReconItem(resource: string, params: { id: number; data: ReconReviewInput } & Keyed): Result;
}

export function payoutReconMethods(baseUrl: string): PayoutReconMethods {
  const { get, post } = opsCall(baseUrl, unwrapPayouts);
  return {
    runPayoutRecon: (resource, { data, idempotencyKey }) => post(`/${resource}/run`, data, idempotencyKey),
    getReconRuns: (resource, query) => get(`/${resource}/runs`, query),
    getReconRun: (resource, { id }) => get(`/${resource}/runs/${id}`),
    getReconItems: (resource, { id, ...query }) => get(`/${resource}/runs/${id}/items`, query),
    reviewReconItem: (resource, { id, data, idempotencyKey }) =>
      post(`/${resource}/items/${id}/review`, data, idempotencyKey),
  };
}
