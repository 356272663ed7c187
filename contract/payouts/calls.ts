/**
 * The payouts backend's endpoints, declared once (contract/endpoint.ts, issue 40): the payout list and its decision
 * (spec §2.6, §7.7), payout guardrails, internal account transfers, payout status and reconciliation (spec §2.3
 * PayOut). The console calls them through dataProviders/endpoint-client.ts; the reference backend registers them
 * through server/routes/declared.ts serve(); tests/server/endpoint-table.test.ts checks each is served as declared.
 */
import type { Endpoint } from '../endpoint';
import { byPart } from '../endpoint-parts';
import { pathOf } from '../binding';
import { PAYOUTS } from '../bindings';
import { INTERNAL_TRANSFERS, PAYOUT_GUARDRAILS, PAYOUT_RECON, PAYOUT_STATUS } from '../invest-ops-bindings';
import { guardrailCalls } from '../investments/guardrail-calls';

/** The payout list (spec §7.7: page and limit from 1) and a checker's decision on one (spec §2.6). */
export const PAYOUT_CALLS = {
  list: {
    backend: 'payouts',
    method: 'GET',
    path: pathOf(PAYOUTS, 'list'),
    access: { rules: PAYOUTS.access, actions: ['list'] },
    paging: 'backend',
  },
  decide: {
    backend: 'payouts',
    method: 'POST',
    path: `${pathOf(PAYOUTS, 'list')}/decision`,
    access: { rules: PAYOUTS.access, actions: ['decide'] },
    idempotent: true,
  },
} as const satisfies Record<string, Endpoint>;

/** Payout guardrails (spec §2.3 /payout/guardrail): per-channel caps under four eyes. */
export const PAYOUT_GUARDRAIL_CALLS = guardrailCalls(PAYOUT_GUARDRAILS);

/** An internal account transfer's four calls below `base` (spec §2.3 …/request, …/history). */
const transferCalls = (base: string) => {
  const rules = INTERNAL_TRANSFERS.access;
  return {
    accounts: {
      backend: 'payouts',
      method: 'GET',
      path: `${base}/accounts`,
      access: { rules, actions: ['list'] },
      paging: 'whole',
    },
    history: {
      backend: 'payouts',
      method: 'GET',
      path: `${base}/history`,
      access: { rules, actions: ['list'] },
      paging: 'backend',
    },
    raise: {
      backend: 'payouts',
      method: 'POST',
      path: `${base}/request`,
      access: { rules, actions: ['raise'] },
      idempotent: true,
    },
    decide: {
      backend: 'payouts',
      method: 'POST',
      path: `${base}/action`,
      access: { rules, actions: ['decide'] },
      idempotent: true,
    },
  } as const satisfies Record<string, Endpoint>;
};

/** The transfers at the binding's path, which the console calls. */
export const TRANSFER_CALLS = transferCalls(`/${INTERNAL_TRANSFERS.path}`);
/** Spec §2.3 names both spellings of the transfer paths; the backend answers at the short one too. */
export const TRANSFER_SHORT_CALLS = transferCalls('/payout/internal-ac-transfer');

/** Payout status (spec §2.3 /payout/status, §6): look a payout up by id or UTR; mark a stuck one. */
export const PAYOUT_STATUS_CALLS = {
  lookup: {
    backend: 'payouts',
    method: 'GET',
    path: `/${PAYOUT_STATUS.path}`,
    access: { rules: PAYOUT_STATUS.access, actions: ['show'] },
  },
  mark: {
    backend: 'payouts',
    method: 'POST',
    path: `/${PAYOUT_STATUS.path}/update`,
    access: { rules: PAYOUT_STATUS.access, actions: ['edit'] },
    idempotent: true,
  },
} as const satisfies Record<string, Endpoint>;

const recon = `/${PAYOUT_RECON.path}`;
const reconRules = PAYOUT_RECON.access;

/** Payout reconciliation (/payment-recon): run one, read the runs, a run's groups and a group's rows, review a row. */
export const PAYOUT_RECON_CALLS = {
  run: {
    backend: 'payouts',
    method: 'POST',
    path: `${recon}/run`,
    access: { rules: reconRules, actions: ['create'] },
    idempotent: true,
  },
  runs: {
    backend: 'payouts',
    method: 'GET',
    path: `${recon}/runs`,
    access: { rules: reconRules, actions: ['list'] },
    paging: 'backend',
  },
  runDetail: {
    backend: 'payouts',
    method: 'GET',
    path: `${recon}/runs/:id`,
    access: { rules: reconRules, actions: ['show'] },
  },
  items: {
    backend: 'payouts',
    method: 'GET',
    path: `${recon}/runs/:id/items`,
    access: { rules: reconRules, actions: ['show'] },
    paging: 'backend',
  },
  review: {
    backend: 'payouts',
    method: 'POST',
    path: `${recon}/items/:id/review`,
    access: { rules: reconRules, actions: ['edit'] },
    idempotent: true,
  },
} as const satisfies Record<string, Endpoint>;

export const PAYOUT_ENDPOINTS: Readonly<Record<string, Endpoint>> = byPart({
  payouts: PAYOUT_CALLS,
  guardrails: PAYOUT_GUARDRAIL_CALLS,
  transfers: TRANSFER_CALLS,
  'transfers (short path)': TRANSFER_SHORT_CALLS,
  status: PAYOUT_STATUS_CALLS,
  recon: PAYOUT_RECON_CALLS,
});
