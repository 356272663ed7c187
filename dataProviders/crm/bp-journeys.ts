/** /bp-resume's calls (issue 46 item 5) through the declared endpoints (contract/bp-resume/calls.ts). */
import { BP_CALLS } from '../../contract/bp-resume/calls';
import { callEndpoint } from '../endpoint-client';
import { requireSuccess } from '../rest/envelope-rules';

export interface BpJourney {
  id: number;
  kind: string;
  merchantId: string;
  step: string;
  state: 'IN_PROGRESS' | 'FAILED' | 'COMPLETED';
  failure: string | null;
  lastStepAt: number;
  version: number;
  createdAt: number;
}
export interface BpJourneyStep {
  id: number;
  step: string;
  outcome: string;
  detail: string | null;
  actor: string | null;
  at: number;
}
export interface BpFilters {
  state?: '' | 'IN_PROGRESS' | 'FAILED';
  merchantId?: string;
  stuckHours?: string;
}

export const listStuckJourneys = async (filters: BpFilters, page: number, size: number, signal?: AbortSignal) =>
  requireSuccess(
    await callEndpoint(BP_CALLS.journeys, {
      values: Object.fromEntries(Object.entries(filters).filter(([, v]) => v)),
      query: { page: page - 1, size },
      signal,
    }),
  ).data as { content: BpJourney[]; totalElements: number };

export const listJourneySteps = async (id: number, signal?: AbortSignal) =>
  requireSuccess(await callEndpoint(BP_CALLS.steps, { values: { id }, signal })).data as BpJourneyStep[];

export const resumeJourney = async (j: BpJourney, remarks: string, idempotencyKey: string) =>
  requireSuccess(
    await callEndpoint(BP_CALLS.resume, {
      values: { id: j.id },
      body: { version: j.version, remarks },
      idempotencyKey,
    }),
  ) as { message: string; data: BpJourney };
