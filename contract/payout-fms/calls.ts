/**
 * The endpoints of issue 45 item 4 (Payout FMS, /payout/config) on the payouts backend, declared once
 * (contract/endpoint.ts). Decisions go through the maker-checker core (contract/approvals/calls.ts decisionPath:
 * /api/crm/maker/checker/fms_transfer/{id}/decision and …/payout_config_change/{id}/decision).
 */
import type { Endpoint } from '../endpoint';
import { FMS_TRANSFERS, PAYOUT_CHANNEL_CONFIG } from './bindings';

const FMS = `/${FMS_TRANSFERS.path}`;
const CONFIG = `/${PAYOUT_CHANNEL_CONFIG.path}`;
const fms = FMS_TRANSFERS.access;
const config = PAYOUT_CHANNEL_CONFIG.access;

export const PAYOUT_FMS_CALLS = {
  /** Every company account: type, balance, threshold and top-up target, whether a top-up waits for a checker. */
  accounts: {
    backend: 'payouts',
    method: 'GET',
    path: `${FMS}/accounts`,
    access: { rules: fms, actions: ['list'] },
    paging: 'whole',
  },
  /** One account's ledger, newest first, paged on the server (page from 1, limit). */
  ledger: {
    backend: 'payouts',
    method: 'GET',
    path: `${FMS}/accounts/:accountId/ledger`,
    access: { rules: fms, actions: ['list'] },
    paging: 'backend',
  },
  /** The fund transfers (direct, reactive, threshold) with their request's state, newest first, paged. */
  transfers: {
    backend: 'payouts',
    method: 'GET',
    path: `${FMS}/transfers`,
    access: { rules: fms, actions: ['list'] },
    paging: 'backend',
  },
  /** A maker's fund transfer (DIRECT or REACTIVE): 201 with the PENDING request. */
  raise: {
    backend: 'payouts',
    method: 'POST',
    path: `${FMS}/transfers`,
    access: { rules: fms, actions: ['raise'] },
    idempotent: true,
  },
  /** An account's threshold, top-up target and source, on the version the editor saw (moved since: 409). */
  threshold: {
    backend: 'payouts',
    method: 'PUT',
    path: `${FMS}/accounts/:accountId/threshold`,
    access: { rules: fms, actions: ['edit'] },
    idempotent: true,
  },
  /** The payout channels with their configuration and any change waiting for a checker. */
  channels: {
    backend: 'payouts',
    method: 'GET',
    path: `${CONFIG}/channels`,
    access: { rules: config, actions: ['list'] },
    paging: 'whole',
  },
  /** A maker's change of one channel: 201 with the PENDING request (old and new values). */
  raiseChannel: {
    backend: 'payouts',
    method: 'POST',
    path: `${CONFIG}/channels/:channel/change`,
    access: { rules: config, actions: ['raise'] },
    idempotent: true,
  },
} as const satisfies Record<string, Endpoint>;

export const PAYOUT_FMS_ENDPOINTS: Readonly<Record<string, Endpoint>> = PAYOUT_FMS_CALLS;
