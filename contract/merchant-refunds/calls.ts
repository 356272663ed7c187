/**
 * /refund-request and /refund-verify (issue 43 item 1), declared once (contract/endpoint.ts) on the merchant-support
 * backend: a merchant transaction found by its id or RRN with what is still refundable, the refund requests (Spring
 * pages from 0; `mine` for the maker's own), and a refund raised with an Idempotency-Key. A request is verified at the
 * CRM's maker-checker decision (contract/approvals/calls.ts DECISION_CALLS.MERCHANT_REFUND).
 */
import { pathOf } from '../binding';
import type { Endpoint } from '../endpoint';
import { MERCHANT_REFUND_REQUESTS } from './rules';

const rules = MERCHANT_REFUND_REQUESTS.access;

export const MERCHANT_REFUND_ENDPOINTS = {
  /** One transaction of a merchant (query `ref`: its id or RRN) with its refunded, pending and refundable amounts. */
  refundable: {
    backend: 'merchant-support',
    method: 'GET',
    path: '/merchants/:merchantId/refund/transaction',
    access: { rules, actions: ['raise', 'decide'] },
  },
  /** Resource merchant-refund-requests: newest first, by status, merchant or the viewer's own. */
  requests: {
    backend: 'merchant-support',
    method: 'GET',
    path: pathOf(MERCHANT_REFUND_REQUESTS, 'list'),
    access: { rules, actions: ['list'] },
    paging: 'spring',
  },
  raise: {
    backend: 'merchant-support',
    method: 'POST',
    path: '/merchants/:merchantId/refund/request',
    access: { rules, actions: ['raise'] },
    idempotent: true,
  },
} as const satisfies Record<string, Endpoint>;
