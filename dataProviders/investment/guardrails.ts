import type { GuardrailChange, GuardrailStatusChange, RequestDecisionInput } from '../../contract/investments';
import type { GuardrailCalls } from '../../contract/investments/guardrail-calls';
import type { HttpResponse } from '../http';
import { declaredCall, type Keyed } from '../rest/ops-call';

type Result = Promise<{ data: unknown }>;

/**
 * Guardrail calls (spec §7.7 /investment/guardrail, /raise-request, /action, /activate-deactivate; the payouts backend's
 * /payout/guardrail the same way), through the declarations of the backend's one family (contract/investments/
 * guardrail-calls.ts); the resource names the page's binding and picks nothing.
 */
export interface GuardrailMethods {
  getGuardrails(resource: string): Result;
  getGuardrailAudit(resource: string, params: { page: number; limit: number }): Result;
  raiseGuardrailChange(resource: string, params: { data: GuardrailChange } & Keyed): Result;
  raiseGuardrailStatus(resource: string, params: { data: GuardrailStatusChange } & Keyed): Result;
  decideGuardrailRequest(resource: string, params: { data: RequestDecisionInput } & Keyed): Result;
}

export function guardrailMethods(
  calls: GuardrailCalls,
  baseUrl: string,
  unwrap: (response: Pick<HttpResponse<unknown>, 'status' | 'json'>) => unknown,
): GuardrailMethods {
  const call = declaredCall(baseUrl, unwrap);
  return {
    getGuardrails: () => call(calls.guardrails),
    getGuardrailAudit: (_r, query) => call(calls.guardrailAudit, { query }),
    raiseGuardrailChange: (_r, { data, idempotencyKey }) =>
      call(calls.raiseGuardrailChange, { body: data, idempotencyKey }),
    raiseGuardrailStatus: (_r, { data, idempotencyKey }) =>
      call(calls.raiseGuardrailStatus, { body: data, idempotencyKey }),
    decideGuardrailRequest: (_r, { data, idempotencyKey }) =>
      call(calls.decideGuardrailRequest, { body: data, idempotencyKey }),
  };
}
