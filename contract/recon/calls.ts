/**
 * Merchant-transaction reconciliation's endpoints on the merchant-support backend (issue 45 item 1), declared once
 * (contract/endpoint.ts): the settlement file uploads (one per source, multipart, checked in the worker through the
 * shared upload flow, so each shows on the Bulk Process monitor as an upload job), the runs, a run's rows filtered and
 * paged, a row's review, a run's result as CSV, and the on-spot trace of one RRN/UTR. Served by
 * server/routes/merchant-support/txn-recon.ts; called through dataProviders/merchant-support/txn-recon.ts.
 */
import type { AccessAction, AccessRules } from '../binding';
import type { Endpoint, HttpMethod } from '../endpoint';
import { RECON_REVIEW_KEY, RECON_UPLOAD_KEY, RECON_VIEW_KEY } from './keys';

/** Read by anyone who reads, uploads or reviews; files uploaded with the upload key; rows reviewed with the review key. */
export const TXN_RECON_ACCESS = {
  list: [RECON_VIEW_KEY, RECON_UPLOAD_KEY, RECON_REVIEW_KEY],
  create: [RECON_UPLOAD_KEY],
  edit: [RECON_REVIEW_KEY],
} as const satisfies AccessRules;

const call = (method: HttpMethod, path: string, action: AccessAction, more: Partial<Endpoint> = {}): Endpoint => ({
  backend: 'merchant-support',
  method,
  path,
  access: { rules: TXN_RECON_ACCESS, actions: [action] },
  ...more,
});
const change = { idempotent: true } as const;

export const TXN_RECON_CALLS = {
  /** An acquirer settlement file (rrn, amount, status, txnDate): all or nothing; the same file twice is refused. */
  uploadAcquirer: call('POST', '/recon/files/acquirer', 'create', change),
  /** A bank statement file (utr, amount, status, valueDate): the same rules. */
  uploadBank: call('POST', '/recon/files/bank', 'create', change),
  /** The runs, newest first, Spring pages from 0. */
  runs: call('GET', '/recon/runs', 'list', { paging: 'spring' }),
  /** A run with its four groups' counts and ₹ totals (ours, theirs) and rows still open. */
  run: call('GET', '/recon/runs/:id', 'list'),
  /** A run's rows: group, review state and RRN/UTR prefix filters, Spring pages from 0. */
  items: call('GET', '/recon/runs/:id/items', 'list', { paging: 'spring' }),
  /** Mark a row reviewed with remarks: one conditional update from OPEN (one winner), audited. */
  review: call('POST', '/recon/items/:id/review', 'edit', change),
  /** Every row of a run as CSV. */
  export: call('GET', '/recon/runs/:id/export', 'list', { answer: 'file' }),
  /** One RRN or UTR across our books, the acquirer files and the bank statements. */
  onSpot: call('GET', '/recon/on-spot', 'list'),
} as const satisfies Record<string, Endpoint>;

export const TXN_RECON_ENDPOINTS: Readonly<Record<string, Endpoint>> = TXN_RECON_CALLS;
