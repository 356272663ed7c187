import { APPROVAL_REQUESTS, AUDIT, GOODWILL_CASHBACK_REQUESTS, LOGIN_BLOCKS } from '../../contract/bindings';
import { MOBILE_CHANGE_REQUESTS } from '../../contract/mobile-change/calls';
import type { ResourceBundle } from '../types';

/**
 * Resources without screens of their own, read by the bespoke approval pages through the data provider: the
 * maker-checker requests and goodwill cashback list (CRM API, spec §7.3) and the audit trail (admin API).
 */
export const approvalRequestsResource: ResourceBundle = { ...APPROVAL_REQUESTS, title: 'pages.approvals.title' };

/** Its binding's `raise` opens a maker's new goodwill cashback request (the CRM API's submit route reads the same). */
export const goodwillCashbackResource: ResourceBundle = {
  ...GOODWILL_CASHBACK_REQUESTS,
  title: 'pages.goodwill_cashback.title',
};

export const auditResource: ResourceBundle = { ...AUDIT, title: 'pages.audit_trail.title' };

/** Blocked merchant and consumer logins, read by /unblock-user through the data provider (CRM API). */
export const loginBlocksResource: ResourceBundle = { ...LOGIN_BLOCKS, title: 'pages.unblock_user.title' };

/** A merchant's mobile change requests, read by /mobile-change-request through the data provider (CRM API). */
export const mobileChangeRequestsResource: ResourceBundle = {
  ...MOBILE_CHANGE_REQUESTS,
  title: 'mobileChange.title',
};
