/**
 * The CPV visit calls and the referral-code lookup (contract/cpv/calls.ts), unwrapped from the CRM envelope
 * (`success` true → `data`); changes answer the record as it is after and the server's message.
 */
import { CPV_CALLS, type CpvOutcome, type CpvPeriod, type CpvVisitState } from '../../contract/cpv/calls';
import type { Endpoint } from '../../contract/endpoint';
import { callEndpoint, fetchEndpointFile } from '../endpoint-client';
import { requireSuccess } from '../rest/envelope-rules';

export interface CpvAgentInput {
  name: string;
  email: string;
  mobile: string;
  city: string;
  pincodes: string[];
  active: boolean;
}

/** An agent as listed: `mobile` masked (the last 4 digits only), with the visits they hold. */
export interface CpvAgent extends CpvAgentInput {
  id: number;
  open: number;
  version: number;
}

export interface CpvVisit {
  id: number;
  merchantId: string;
  merchantName: string | null;
  city: string;
  pincode: string;
  address: string | null;
  status: CpvVisitState;
  agentId: number | null;
  agentName: string | null;
  scheduledFor: string | null;
  outcome: CpvOutcome | null;
  remark: string | null;
  requestedAt: number;
  assignedAt: number | null;
  closedAt: number | null;
  version: number;
}

export interface CpvVisitFilters {
  status?: string;
  city?: string;
  minAgeDays?: string;
}

export interface CpvCounts {
  verified: number;
  notFound: number;
  mismatch: number;
  cancelled: number;
  total: number;
}

export interface CpvReport {
  period: CpvPeriod;
  from: string;
  to: string;
  rows: (CpvCounts & { period: string; agentId: number | null; agentName: string | null })[];
  totals: CpvCounts;
}

export interface CpvReportQuery {
  period: CpvPeriod;
  from: string;
  to: string;
}

export interface ReferralLookup {
  code: string;
  owner: { merchantId: string; name: string; city: string | null; status: string; version: number } | null;
  signups: { merchantId: string; name: string; city: string | null; status: string; signedUpAt: number }[];
}

type Envelope<T> = { data: T; message: string };
const envelope = <T>(response: Parameters<typeof requireSuccess>[0]) => requireSuccess(response) as Envelope<T>;
const dataOf = async <T>(endpoint: Endpoint, call: Parameters<typeof callEndpoint>[1]) =>
  envelope<T>(await callEndpoint(endpoint, call)).data;
const change = async <T>(endpoint: Endpoint, call: Parameters<typeof callEndpoint>[1]) =>
  envelope<T>(await callEndpoint(endpoint, call));
const given = (values: object) =>
  Object.fromEntries(Object.entries(values).filter(([, v]) => v !== undefined && v !== ''));

export const listCpvAgents = (signal?: AbortSignal) => dataOf<CpvAgent[]>(CPV_CALLS.agents, { signal });

export const addCpvAgent = (body: CpvAgentInput, idempotencyKey: string) =>
  change<CpvAgent>(CPV_CALLS.addAgent, { body, idempotencyKey });

/** An edit: `mobile` only when it changes (the list has it masked). */
export const editCpvAgent = (
  id: number,
  body: Omit<CpvAgentInput, 'mobile'> & { mobile?: string; version: number },
  idempotencyKey: string,
) => change<CpvAgent>(CPV_CALLS.editAgent, { values: { id }, body, idempotencyKey });

export const listCpvVisits = (filters: CpvVisitFilters, page: number, size: number, signal?: AbortSignal) =>
  dataOf<{ content: CpvVisit[]; totalElements: number }>(CPV_CALLS.visits, {
    values: given(filters),
    query: { page, size },
    signal,
  });

export const assignCpvVisit = (
  id: number,
  body: { agentId: number; scheduledFor: string; version: number },
  idempotencyKey: string,
) => change<CpvVisit>(CPV_CALLS.assign, { values: { id }, body, idempotencyKey });

export const recordCpvOutcome = (
  id: number,
  body: { outcome: CpvOutcome; remark: string; version: number },
  idempotencyKey: string,
) => change<CpvVisit>(CPV_CALLS.outcome, { values: { id }, body, idempotencyKey });

export const cancelCpvVisit = (id: number, body: { remark: string; version: number }, idempotencyKey: string) =>
  change<CpvVisit>(CPV_CALLS.cancel, { values: { id }, body, idempotencyKey });

export const getCpvReport = (query: CpvReportQuery, signal?: AbortSignal) =>
  dataOf<CpvReport>(CPV_CALLS.report, { values: { ...query }, signal });

export const downloadCpvReport = (query: CpvReportQuery) =>
  fetchEndpointFile(CPV_CALLS.reportCsv, { values: { ...query } });

export const lookupReferralCode = (code: string, signal?: AbortSignal) =>
  dataOf<ReferralLookup>(CPV_CALLS.referral, { values: { code }, signal });
