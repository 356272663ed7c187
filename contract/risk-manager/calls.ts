/**
 * /risk-manager on the CRM API (issue 46 item 5), declared once (contract/endpoint.ts): the rules (Spring pages from
 * 0, by subject), and a change raised under four eyes (RISK_RULE_CHANGE) with an Idempotency-Key.
 */
import { pathOf, type Binding } from '../binding';
import type { Endpoint } from '../endpoint';
import { RISK_APPROVE_KEY, RISK_RAISE_KEY, RISK_VIEW_KEY } from './rules';

export const RISK_RULES = {
  name: 'risk-rules',
  backend: 'crm',
  path: 'risk/rules',
  access: {
    access: [RISK_VIEW_KEY, RISK_RAISE_KEY, RISK_APPROVE_KEY],
    list: [RISK_VIEW_KEY, RISK_RAISE_KEY, RISK_APPROVE_KEY],
    raise: [RISK_RAISE_KEY],
    decide: [RISK_APPROVE_KEY],
  },
} as const satisfies Binding;

export const RISK_CALLS = {
  /** Newest change first; by subject type and id; each with the change waiting for a checker, if any. */
  rules: {
    backend: 'crm',
    method: 'GET',
    path: pathOf(RISK_RULES, 'list'),
    access: { rules: RISK_RULES.access, actions: ['list'] },
    paging: 'spring',
  },
  /** A maker's new values for one subject's rule (a subject without a rule gets one); 201 with the request. */
  raiseChange: {
    backend: 'crm',
    method: 'POST',
    path: `${pathOf(RISK_RULES, 'list')}/changes`,
    access: { rules: RISK_RULES.access, actions: ['raise'] },
    idempotent: true,
  },
} as const satisfies Record<string, Endpoint>;

export const RISK_ENDPOINTS: Readonly<Record<string, Endpoint>> = RISK_CALLS;
