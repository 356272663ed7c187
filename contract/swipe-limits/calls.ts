/**
 * A merchant's card-swipe transaction limit (issue 44, /swipe/limit): per transaction and per day, in rupees
 * (contract/money.ts), declared once on the merchant-support backend. Read with a devices key; changed (with an
 * Idempotency-Key, on the version read) by those who move devices.
 */
import type { Endpoint } from '../endpoint';
import { DEVICE_ACCESS } from '../devices/calls';

export const SWIPE_LIMIT_ENDPOINTS = {
  limit: {
    backend: 'merchant-support',
    method: 'GET',
    path: '/swipe/merchants/:merchantId/limit',
    access: { rules: DEVICE_ACCESS, actions: ['list'] },
  },
  change: {
    backend: 'merchant-support',
    method: 'PUT',
    path: '/swipe/merchants/:merchantId/limit',
    access: { rules: DEVICE_ACCESS, actions: ['edit'] },
    idempotent: true,
  },
} as const satisfies Record<string, Endpoint>;

/** The limits a merchant has until they are changed (rupees). */
export const DEFAULT_SWIPE_LIMIT = { perTxn: 50_000, perDay: 200_000 } as const;
export const SWIPE_LIMIT_MAX = 10_000_000;

export const SWIPE_LIMIT_MESSAGES = {
  stale: 'This limit was changed by someone else; reload and try again.',
  changed: 'Card-swipe limit changed for merchant',
} as const;
