import { BACKEND_CONVENTIONS, BACKENDS, type Backend, type BackendConvention } from '../../contract/backends.js';
import type { Refusal } from '../plugins/refusal.js';
import { failure as paymentSupportFailure } from './payment-support/envelope.js';
import { failure } from './success-envelope.js';

const successFailure = (r: Refusal) => failure(r.message, r.errors);

/**
 * How each backend's envelope carries a refusal (DESIGN.md §4): `{ success: false, message, data: null, errors? }`
 * for most, `{ status_code, message, data: null }` for payment-support. The admin API answers the same body as the
 * CRM API; ra-data-simple-rest reads its `message`.
 */
export const FAILURE_BODIES: Readonly<Record<BackendConvention['envelope'], (refusal: Refusal) => unknown>> = {
  crm: successFailure,
  'payment-support': (r) => paymentSupportFailure(r.status, r.message, r.errors),
  postpe: successFailure,
  card: successFailure,
  chargeback: successFailure,
  investment: successFailure,
  payouts: successFailure,
  'merchant-support': successFailure,
  'fraud-risk': successFailure,
  'simple-rest': successFailure,
};

const BY_LONGEST_PREFIX = [...BACKENDS].sort(
  (a, b) => BACKEND_CONVENTIONS[b].basePath.length - BACKEND_CONVENTIONS[a].basePath.length,
);

/** Pure: the backend a path belongs to (its base path is a prefix), or null outside every backend. */
export function backendOfPath(path: string): Backend | null {
  return (
    BY_LONGEST_PREFIX.find(
      (b) => path === BACKEND_CONVENTIONS[b].basePath || path.startsWith(`${BACKEND_CONVENTIONS[b].basePath}/`),
    ) ?? null
  );
}

/** Pure: a refusal in the envelope of the backend that serves `path` (the CRM envelope outside them all). */
export function failureBody(path: string, refusal: Refusal): unknown {
  const backend = backendOfPath(path);
  return FAILURE_BODIES[backend ? BACKEND_CONVENTIONS[backend].envelope : 'crm'](refusal);
}
