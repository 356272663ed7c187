/**
 * The endpoints of /pg/payment-timeout-config and /vpa/upload (issue 45 item 5), declared once (contract/endpoint.ts)
 * on the investment backend (the spec's Investments menu): the timeouts with any change waiting for a checker, a
 * maker's change (its decision is the maker-checker core's, contract/approvals/calls.ts), and the VPA file: its dry run,
 * its errors file, its confirmation and the recent files.
 */
import type { Binding } from '../binding';
import type { Endpoint } from '../endpoint';
import { PG_TIMEOUT_APPROVE_KEY, PG_TIMEOUT_RAISE_KEY, PG_TIMEOUT_VIEW_KEY, VPA_UPLOAD_KEY } from './rules';

/** The gateway's timeouts per method, changed under four eyes. */
export const PG_TIMEOUTS = {
  name: 'pg-payment-timeouts',
  backend: 'investment',
  path: 'pg/payment-timeouts',
  access: {
    list: [PG_TIMEOUT_VIEW_KEY, PG_TIMEOUT_RAISE_KEY, PG_TIMEOUT_APPROVE_KEY],
    raise: [PG_TIMEOUT_RAISE_KEY],
    decide: [PG_TIMEOUT_APPROVE_KEY],
  },
} as const satisfies Binding;

/** Bulk VPA files: checked (dry run), then confirmed by whoever may upload them. */
export const VPA_UPLOADS = {
  name: 'vpa-uploads',
  backend: 'investment',
  path: 'vpa/upload',
  access: { list: [VPA_UPLOAD_KEY], create: [VPA_UPLOAD_KEY] },
} as const satisfies Binding;

export const PG_VPA_BINDINGS: readonly Binding[] = [PG_TIMEOUTS, VPA_UPLOADS];

const FILES = '/vpa/upload/files';

export const PG_VPA_CALLS = {
  /** Every method's timeout, its bounds, who changed it last, and the change waiting for a checker. */
  timeouts: {
    backend: 'investment',
    method: 'GET',
    path: '/pg/payment-timeouts',
    access: { rules: PG_TIMEOUTS.access, actions: ['list'] },
    paging: 'whole',
  },
  /** A maker's change of one method's timeout (within its bounds) with remarks; 201 with the PENDING request. */
  raiseTimeout: {
    backend: 'investment',
    method: 'POST',
    path: '/pg/payment-timeouts/requests',
    access: { rules: PG_TIMEOUTS.access, actions: ['raise'] },
    idempotent: true,
  },
  /** The recent VPA files, newest first, each with its state and counts. */
  vpaFiles: {
    backend: 'investment',
    method: 'GET',
    path: FILES,
    access: { rules: VPA_UPLOADS.access, actions: ['list'] },
    paging: 'whole',
  },
  /** The dry run: a CSV (multipart, one file) checked row by row; nothing changes but the check is kept. */
  checkVpaFile: {
    backend: 'investment',
    method: 'POST',
    path: FILES,
    access: { rules: VPA_UPLOADS.access, actions: ['create'] },
    idempotent: true,
  },
  /** The rejected rows of a checked file as a CSV (line, merchantId, vpa, error). */
  vpaErrors: {
    backend: 'investment',
    method: 'GET',
    path: `${FILES}/:jobId/errors`,
    access: { rules: VPA_UPLOADS.access, actions: ['create'] },
    answer: 'file',
  },
  /** The confirmation: the valid rows applied, once (a second confirmation is a 409). */
  confirmVpaFile: {
    backend: 'investment',
    method: 'POST',
    path: `${FILES}/:jobId/confirm`,
    access: { rules: VPA_UPLOADS.access, actions: ['create'] },
    idempotent: true,
  },
} as const satisfies Record<string, Endpoint>;
