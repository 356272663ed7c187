/**
 * The investment backend's endpoints, declared once (contract/endpoint.ts, issue 40). The console calls them through
 * dataProviders/endpoint-client.ts; the reference backend registers them through server/routes/declared.ts serve();
 * tests/server/endpoint-table.test.ts checks each is served as declared.
 */
import type { Endpoint } from '../endpoint';
import { DEPOSIT_GUARDRAILS } from '../invest-ops-bindings';
import { guardrailCalls } from './guardrail-calls';

/** Deposit guardrails (spec §2.3 /deposit/guardrails, §7.7 /investment/guardrail …): per-product caps, four eyes. */
export const DEPOSIT_GUARDRAIL_CALLS = guardrailCalls(DEPOSIT_GUARDRAILS);

export const INVESTMENT_ENDPOINTS: Readonly<Record<string, Endpoint>> = {
  ...DEPOSIT_GUARDRAIL_CALLS,
};
