import type { Binding } from '../binding';
import {
  FMS_APPROVE_KEY,
  FMS_RAISE_KEY,
  FMS_THRESHOLD_KEY,
  FMS_VIEW_KEY,
  PAYOUT_CONFIG_APPROVE_KEY,
  PAYOUT_CONFIG_RAISE_KEY,
  PAYOUT_CONFIG_VIEW_KEY,
} from './rules';

/**
 * Payout FMS (spec §2.3 'Payout FMS'): the company's accounts with balances and ledgers, fund transfers between them
 * under four eyes (`raise`, `decide`), and per-account thresholds (`edit`).
 */
export const FMS_TRANSFERS = {
  name: 'payout-fms',
  backend: 'payouts',
  path: 'payout/fms',
  access: {
    list: [FMS_VIEW_KEY, FMS_RAISE_KEY, FMS_APPROVE_KEY, FMS_THRESHOLD_KEY],
    raise: [FMS_RAISE_KEY],
    decide: [FMS_APPROVE_KEY],
    edit: [FMS_THRESHOLD_KEY],
  },
} as const satisfies Binding;

/** Payout channel configuration (spec §2.3 /payout/config): every change under four eyes. */
export const PAYOUT_CHANNEL_CONFIG = {
  name: 'payout-config',
  backend: 'payouts',
  path: 'payout/config',
  access: {
    list: [PAYOUT_CONFIG_VIEW_KEY, PAYOUT_CONFIG_RAISE_KEY, PAYOUT_CONFIG_APPROVE_KEY],
    raise: [PAYOUT_CONFIG_RAISE_KEY],
    decide: [PAYOUT_CONFIG_APPROVE_KEY],
  },
} as const satisfies Binding;

export const PAYOUT_FMS_BINDINGS: readonly Binding[] = [FMS_TRANSFERS, PAYOUT_CHANNEL_CONFIG];
