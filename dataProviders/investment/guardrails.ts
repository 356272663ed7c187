import type { GuardrailChange, GuardrailStatusChange, RequestDecisionInput } from '../../contract/investments';
import type { HttpResponse } from '../http';
import { opsCall, type Keyed } from '../rest/ops-call';

type Result = Promise<{ data: unknown }>;

/**
 * Guardrail calls (spec §7.7 /investment/guardrail, /raise-request, /action, /activate-deactivate; the payouts backend's
 * /payout/guardrail the same way): the resource is the family's path on its backend.
 */
export interface GuardrailMethods {
  getGuardrails(resource: string): Result;
  getGuardrailAudit(resource: string, params: { page: number; limit: number }): Result;
  raiseGuardrailChange(resource: string, params: { data: GuardrailChange } & Keyed): Result;
  raiseGuardrailStatus(resource: string, params: { data: GuardrailStatusChange } & Keyed): Result;
  decideGuardrailRequest(resource: string, params: { data: RequestDecisionInput } & Keyed): Result;
}

export function guardrailMethods(
  baseUrl: string,
  unwrap: (response: Pick<HttpResponse<unknown>, 'status' | 'json'>) => unknown,
): GuardrailMethods {
  const { get, post } = opsCall(baseUrl, unwrap);
  return {
    getGuardrails: (resource) => get(`/${resource}`),
    getGuardrailAudit: (resource, query) => get(`/${resource}/audit`, query),
    raiseGuardrailChange: (resource, { data, idempotencyKey }) =>
      post(`/${resource}/raise-request`, data, idempotencyKey),
    raiseGuardrailStatus: (resource, { data, idempotencyKey }) =>
      post(`/${resource}/activate-deactivate`, data, idempotencyKey),
    decideGuardrailRequest: (resource, { data, idempotencyKey }) => post(`/${resource}/action`, data, idempotencyKey),
  };
}
