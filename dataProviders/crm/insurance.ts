/**
 * Insurance (contract/insurance/calls.ts): a consumer's policies or one policy with its claims, and the CSV export of
 * the policies issued in a range of IST days, unwrapped from the CRM envelope (`success` true → `data`).
 */
import { INSURANCE_CALLS, type CLAIM_STATES, type POLICY_STATES } from '../../contract/insurance/calls';
import { callEndpoint, fetchEndpointFile } from '../endpoint-client';
import { requireSuccess } from '../rest/envelope-rules';

export type PolicyState = (typeof POLICY_STATES)[number];

export interface InsuranceClaim {
  claimId: string;
  status: (typeof CLAIM_STATES)[number];
  /** Rupees. */
  amount: number;
  reason: string;
  filedAt: number;
  settledAt: number | null;
}

export interface InsurancePolicy {
  policyId: string;
  consumerId: number;
  planName: string;
  planCode: string;
  insurer: string;
  status: PolicyState;
  /** Rupees. */
  premium: number;
  /** IST days, YYYY-MM-DD. */
  startDate: string;
  endDate: string;
  issuedAt: number;
  cancelledAt: number | null;
  cancelledBy: string | null;
  refund: number | null;
  claims: InsuranceClaim[];
}

export interface InsuranceExportQuery {
  from: string;
  to: string;
  status?: PolicyState;
}

export const lookupPolicies = async (q: string, signal?: AbortSignal): Promise<InsurancePolicy[]> =>
  requireSuccess(await callEndpoint(INSURANCE_CALLS.lookup, { values: { q }, signal })).data as InsurancePolicy[];

export const downloadPolicies = (query: InsuranceExportQuery) =>
  fetchEndpointFile(INSURANCE_CALLS.exportCsv, {
    values: { from: query.from, to: query.to, ...(query.status && { status: query.status }) },
  });
