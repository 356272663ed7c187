/**
 * A family of guardrails' endpoints (contract/endpoint.ts, issue 40): deposit guardrails on the investment backend,
 * payout guardrails on the payouts backend, each at its binding's path: the caps, the audit of every request on them,
 * a change or an (de)activation raised by a maker, and a checker's decision (spec §7.7 /investment/guardrail,
 * /raise-request, /activate-deactivate, /action; §2.3 /payout/guardrail).
 */
import type { Binding } from '../binding';
import type { Endpoint } from '../endpoint';

export type GuardrailCalls = Readonly<
  Record<
    'guardrails' | 'guardrailAudit' | 'raiseGuardrailChange' | 'raiseGuardrailStatus' | 'decideGuardrailRequest',
    Endpoint
  >
>;

/** The five calls of the guardrail family of `binding` (its backend, path and access). */
export function guardrailCalls(binding: Pick<Binding, 'backend' | 'access'> & { path: string }): GuardrailCalls {
  const { backend, access: rules } = binding;
  const base = `/${binding.path}`;
  const list = { rules, actions: ['list'] } as const;
  const raise = { rules, actions: ['raise'] } as const;
  return {
    guardrails: { backend, method: 'GET', path: base, access: list, paging: 'whole' },
    guardrailAudit: { backend, method: 'GET', path: `${base}/audit`, access: list, paging: 'backend' },
    raiseGuardrailChange: { backend, method: 'POST', path: `${base}/raise-request`, access: raise, idempotent: true },
    raiseGuardrailStatus: {
      backend,
      method: 'POST',
      path: `${base}/activate-deactivate`,
      access: raise,
      idempotent: true,
    },
    decideGuardrailRequest: {
      backend,
      method: 'POST',
      path: `${base}/action`,
      access: { rules, actions: ['decide'] },
      idempotent: true,
    },
  };
}
