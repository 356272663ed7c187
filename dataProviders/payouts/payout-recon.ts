import type { ReconGroup, ReconReviewInput, ReconRunInput } from '../../contract/payouts';
import { PAYOUT_RECON_CALLS } from '../../contract/payouts/calls';
import { declaredCall, type Keyed } from '../rest/ops-call';
import { unwrapPayouts } from './envelope';

type Result = Promise<{ data: unknown }>;

/** Payout reconciliation (/payment-recon) on the payouts backend, called through its declarations. */
export interface PayoutReconMethods {
  runPayoutRecon(resource: string, params: { data: ReconRunInput } & Keyed): Result;
  getReconRuns(resource: string, query: { page: number; limit: number }): Result;
  getReconRun(resource: string, params: { id: number }): Result;
  getReconItems(resource: string, params: { id: number; group: ReconGroup; page: number; limit: number }): Result;
  reviewReconItem(resource: string, params: { id: number; data: ReconReviewInput } & Keyed): Result;
}

export function payoutReconMethods(baseUrl: string): PayoutReconMethods {
  const call = declaredCall(baseUrl, unwrapPayouts);
  const { run, runs, runDetail, items, review } = PAYOUT_RECON_CALLS;
  return {
    runPayoutRecon: (_r, { data, idempotencyKey }) => call(run, { body: data, idempotencyKey }),
    getReconRuns: (_r, query) => call(runs, { query }),
    getReconRun: (_r, { id }) => call(runDetail, { values: { id } }),
    getReconItems: (_r, { id, ...query }) => call(items, { values: { id }, query }),
    reviewReconItem: (_r, { id, data, idempotencyKey }) => call(review, { values: { id }, body: data, idempotencyKey }),
  };
}
