/**
 * /unblock-user (issue 43 item 2; the spec names the route only): the blocked merchant and consumer logins on the CRM
 * backend, declared once (contract/endpoint.ts): the list (Spring pages from 0, filters as in LoginBlockQuery) and
 * the lifting of one block, POSTed with an Idempotency-Key, audited on the server.
 */
import { pathOf } from '../binding';
import { LOGIN_BLOCKS } from '../bindings';
import type { Endpoint } from '../endpoint';

export const LOGIN_BLOCK_KINDS = ['MERCHANT', 'CONSUMER'] as const;
/** What blocked a login: too many wrong PINs, too many wrong one-time codes, or the risk engine / a risk analyst. */
export const LOGIN_BLOCK_CAUSES = ['WRONG_PIN', 'OTP_LOCK', 'RISK_BLOCK'] as const;
export const LOGIN_BLOCK_STATES = ['BLOCKED', 'UNBLOCKED'] as const;
/** The reasons a block is lifted for; a RISK_BLOCK only for RISK_REVIEW_REASON. */
export const UNBLOCK_REASONS = [
  'Customer identity verified',
  'Blocked in error',
  'Risk review cleared',
  'Bank escalation',
  'Others',
] as const;
export const RISK_REVIEW_REASON = 'Risk review cleared' satisfies (typeof UNBLOCK_REASONS)[number];
/** As every decision's remarks in the console (RemarksDialog). */
export const UNBLOCK_REMARK_MAX = 300;

export const LOGIN_BLOCK_MESSAGES = {
  unblocked: 'Login unblocked.',
  notBlocked: 'This login is not blocked any more.',
  riskRule: `A risk block can only be lifted with the reason "${RISK_REVIEW_REASON}".`,
  remarkRequired: 'Remark is required.',
} as const;

export const LOGIN_BLOCK_ENDPOINTS = {
  /** Resource login-blocks: newest block first. */
  blocks: {
    backend: 'crm',
    method: 'GET',
    path: pathOf(LOGIN_BLOCKS, 'list'),
    access: { rules: LOGIN_BLOCKS.access, actions: ['list'] },
    paging: 'spring',
  },
  unblock: {
    backend: 'crm',
    method: 'POST',
    path: `${pathOf(LOGIN_BLOCKS, 'list')}/:id/unblock`,
    access: { rules: LOGIN_BLOCKS.access, actions: ['edit'] },
    idempotent: true,
  },
} as const satisfies Record<string, Endpoint>;
