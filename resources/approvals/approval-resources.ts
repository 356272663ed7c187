import type { ResourceBundle } from '../types';

/**
 * Resources without screens of their own, read by the bespoke approval pages through the data provider: the
 * maker-checker requests and goodwill cashback list (CRM API, spec §7.3) and the audit trail (admin API).
 */
export const approvalRequestsResource: ResourceBundle = {
  name: 'approval-requests',
  title: 'pages.approvals.title',
  backend: 'crm',
  apiPath: 'maker/checker/requests',
  access: { list: ['CAN_SUBMIT_LIMIT_REQUEST', 'CAN_APPROVE_LIMIT_REQUEST', 'CAN_SUBMIT_CASHBACK_REQUEST', 'CAN_APPROVE_CASHBACK_REQUEST'] },
};

export const goodwillCashbackResource: ResourceBundle = {
  name: 'goodwill-cashback-requests',
  title: 'pages.goodwill_cashback.title',
  backend: 'crm',
  apiPath: 'maker/checker/cashback',
  api: { fixedQuery: { productType: 'GOODWILL' } },
  access: { list: ['CAN_SUBMIT_CASHBACK_REQUEST', 'CAN_APPROVE_CASHBACK_REQUEST'] },
};

export const auditResource: ResourceBundle = {
  name: 'audit',
  title: 'pages.audit_trail.title',
  backend: 'admin',
  apiPath: 'audit',
  access: { list: ['CAN_VIEW_AUDIT_TRAIL'] },
};
