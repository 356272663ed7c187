/**
 * /risk-manager's calls (issue 46 item 5) through the declared endpoints (contract/risk-manager/calls.ts), inside the
 * CRM envelope. A change goes with the caller's Idempotency-Key and answers the request raised.
 */
import { RISK_CALLS } from '../../contract/risk-manager/calls';
import type { RiskRuleValues, RiskSubject } from '../../contract/risk-manager/rules';
import { callEndpoint } from '../endpoint-client';
import { requireSuccess } from '../rest/envelope-rules';

export interface RiskRule extends RiskRuleValues {
  id: number;
  subjectType: RiskSubject;
  subjectId: string;
  blockedNow: boolean;
  version: number;
  updatedBy: string | null;
  updatedAt: number;
  pending: { id: number; makerEmail: string; createdAt: number } | null;
}

export interface RiskFilters {
  subjectType?: RiskSubject | '';
  subjectId?: string;
}

export type RiskChange = RiskRuleValues & { subjectType: RiskSubject; subjectId: string; version: number };

export const listRiskRules = async (filters: RiskFilters, page: number, size: number, signal?: AbortSignal) =>
  requireSuccess(
    await callEndpoint(RISK_CALLS.rules, {
      values: Object.fromEntries(Object.entries(filters).filter(([, v]) => v)),
      query: { page: page - 1, size },
      signal,
    }),
  ).data as { content: RiskRule[]; totalElements: number };

export const raiseRiskChange = async (body: RiskChange & { remarks: string }, idempotencyKey: string) =>
  requireSuccess(await callEndpoint(RISK_CALLS.raiseChange, { body, idempotencyKey })) as {
    message: string;
    data: { id: number };
  };
