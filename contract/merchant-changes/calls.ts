/**
 * The merchant change endpoints, declared once (contract/endpoint.ts, issue 40): bank account changes and their
 * verification, the merchant KYC queues, settlement holds and unblocks, settlement type changes, and the merchant
 * profile's KYC, CPV and bank reads (spec §2.3, §6, §7.3 CRM, §7.4 merchant support). The console calls them through
 * dataProviders/endpoint-client.ts (dataProviders/merchant-changes/actions.ts, dataProviders/crm/merchant-*.ts) and
 * reads the queues through the generic provider at the same binding paths; the reference backend registers them
 * through server/routes/declared.ts serve(); tests/server/endpoint-table.test.ts checks each is served as declared.
 *
 * Access is each binding's (contract/merchant-changes/bindings.ts), as the routes had it. A change is POSTed with an
 * Idempotency-Key; a request raised here is decided at the CRM's maker-checker decision (KIND_RULES).
 */
import { pathOf, type AccessAction, type AccessRules } from '../binding';
import type { Endpoint, EndpointPaging } from '../endpoint';
import { MERCHANT_ACCESS } from '../merchant/endpoints';
import {
  BANK_CHANGE_REQUESTS,
  BANK_VERIFICATIONS,
  MERCHANT_CHANGE_READS,
  MERCHANT_KYC_CASES,
  MERCHANT_REVEAL,
  SETTLEMENT_BLOCKS,
  SETTLEMENT_TYPE_REQUESTS,
  SETTLEMENT_UNBLOCK_REQUESTS,
} from './bindings';

type ChangeBackend = 'crm' | 'merchant-support';
type Access = { rules: AccessRules; actions: readonly AccessAction[] };

const read = (backend: ChangeBackend, path: string, access: Access, answer?: 'file'): Endpoint => ({
  backend,
  method: 'GET',
  path,
  access,
  ...(answer && { answer }),
});

/** A queue read by the generic provider at its binding's path: Spring pages from 0 (`content`, `totalElements`). */
const queue = (
  binding: { name: string; path: string; backend: ChangeBackend; access: AccessRules },
  paging: EndpointPaging = 'spring',
): Endpoint => ({
  ...read(binding.backend, pathOf(binding, 'list'), { rules: binding.access, actions: ['list'] }),
  paging,
});

/** A change: POSTed with an Idempotency-Key, audited on the server. */
const action = (backend: ChangeBackend, path: string, access: Access): Endpoint => ({
  backend,
  method: 'POST',
  path,
  access,
  idempotent: true,
});

/** Plain reads of a merchant's accounts, documents and audits (the merchant profile's tabs). */
const READS: Access = { rules: MERCHANT_CHANGE_READS.access, actions: ['list'] };
const by = (binding: { access: AccessRules }, ...actions: AccessAction[]): Access => ({
  rules: binding.access,
  actions,
});

/** Bank account changes (CRM) and the penny drop that backs one (merchant support). */
export const BANK_CHANGE_CALLS = {
  /** /bank-change and /bank-change-loan (resource bank-change-requests). */
  bankChanges: queue(BANK_CHANGE_REQUESTS),
  bankChange: read('crm', '/merchants/bank-change/requests/:id', by(BANK_CHANGE_REQUESTS, 'list')),
  bankChangeAudit: read('crm', '/merchants/:merchantId/bank-change/audit', READS),
  bankAccounts: read('crm', '/merchants/:merchantId/bank-accounts', READS),
  raiseBankChange: action('crm', '/merchants/:merchantId/bank-change/request', by(BANK_CHANGE_REQUESTS, 'raise')),
  /** A whole account number, or a KYC case's declared PAN, GSTIN or address, revealed with a reason (audited). */
  revealBankAccount: action('crm', '/merchants/:merchantId/bank-accounts/reveal', by(MERCHANT_REVEAL, 'show')),
  verifyBankAccount: action('merchant-support', `/${BANK_VERIFICATIONS.path}`, by(BANK_VERIFICATIONS, 'create')),
} as const satisfies Record<string, Endpoint>;

/** The merchant KYC queues (CRM /merchantkyc/…) and a merchant's KYC and CPV reads. */
export const KYC_CALLS = {
  /** The central and manual queues (resource merchant-kyc-cases). */
  kycCases: queue(MERCHANT_KYC_CASES),
  kycCase: read('crm', `${pathOf(MERCHANT_KYC_CASES, 'list')}/:id`, by(MERCHANT_KYC_CASES, 'list')),
  kycReviewers: read('crm', '/merchantkyc/reviewers', by(MERCHANT_KYC_CASES, 'edit')),
  /** /assign-kyc: each reviewer's open cases (ASSIGNED or IN_APPROVAL) and how long the oldest has waited. */
  kycReviewerLoad: read('crm', '/merchantkyc/reviewers/load', by(MERCHANT_KYC_CASES, 'edit')),
  assignKycCase: action('crm', `${pathOf(MERCHANT_KYC_CASES, 'list')}/:id/assign`, by(MERCHANT_KYC_CASES, 'edit')),
  reviewKycCase: action('crm', `${pathOf(MERCHANT_KYC_CASES, 'list')}/:id/review`, by(MERCHANT_KYC_CASES, 'raise')),
  /** A document's bytes, typed by the server from their content; each view is audited. */
  kycDocument: read('crm', '/kyc/document/:id', READS, 'file'),
  kycDocuments: read('crm', '/merchants/:merchantId/doc/list', READS),
  kycAudit: read('crm', '/merchants/:merchantId/kyc/audit/history', READS),
  cpvDocuments: read('crm', '/merchants/:merchantId/get-all-cpv-docs', READS),
  cpvAudit: read('crm', '/merchants/:merchantId/get-cpv-audit', READS),
  /** Merchant Declaration- NPCI: the notice asking the merchant to declare its business. */
  notifyDeclaration: action('crm', '/crm/sherloc/notify-merchant', MERCHANT_ACCESS.change),
} as const satisfies Record<string, Endpoint>;

/** Settlement holds, their unblock requests and settlement type changes (merchant support). */
export const SETTLEMENT_CALLS = {
  /** /settlement/home (resource settlement-blocks). */
  settlementBlocks: queue(SETTLEMENT_BLOCKS),
  /** /settlement/unblock-request (resource settlement-unblock-requests). */
  unblockRequests: queue(SETTLEMENT_UNBLOCK_REQUESTS),
  raiseUnblock: action(
    'merchant-support',
    '/merchants/:merchantId/settlement/unblock/request',
    by(SETTLEMENT_UNBLOCK_REQUESTS, 'raise'),
  ),
  settlementType: read(
    'merchant-support',
    '/merchants/:merchantId/settlement/type',
    by(SETTLEMENT_TYPE_REQUESTS, 'list'),
  ),
  /** Resource settlement-type-requests. */
  settlementTypeRequests: queue(SETTLEMENT_TYPE_REQUESTS),
  raiseSettlementType: action(
    'merchant-support',
    '/merchants/:merchantId/settlement/type/request',
    by(SETTLEMENT_TYPE_REQUESTS, 'raise'),
  ),
} as const satisfies Record<string, Endpoint>;

export const MERCHANT_CHANGE_ENDPOINTS: Readonly<Record<string, Endpoint>> = {
  ...BANK_CHANGE_CALLS,
  ...KYC_CALLS,
  ...SETTLEMENT_CALLS,
};
