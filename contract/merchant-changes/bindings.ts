/**
 * Bindings of merchant money changes under four eyes (spec §2.3, §6, §7.3, §7.4): bank account changes, settlement
 * unblocks and the merchant KYC queues. contract/bindings.ts lists them in BINDINGS.
 */
import type { Binding } from '../binding';

/** Bank account change requests (CRM API): `raise` after a verification, `decide` by a second person. */
export const BANK_CHANGE_REQUESTS = {
  name: 'bank-change-requests',
  backend: 'crm',
  path: 'merchants/bank-change/requests',
  access: {
    list: ['CAN_RAISE_BANK_CHANGE', 'CAN_APPROVE_BANK_CHANGE'],
    show: ['CAN_RAISE_BANK_CHANGE', 'CAN_APPROVE_BANK_CHANGE'],
    raise: ['CAN_RAISE_BANK_CHANGE'],
    decide: ['CAN_APPROVE_BANK_CHANGE'],
  },
} as const satisfies Binding;

/** POST /bank-ac/verify (merchant support, spec §7.4): penny drop and the name at the bank. */
export const BANK_VERIFICATIONS = {
  name: 'bank-verifications',
  backend: 'merchant-support',
  path: 'bank-ac/verify',
  access: { create: ['CAN_RAISE_BANK_CHANGE'] },
} as const satisfies Binding;

/** A merchant's current bank account, KYC documents and audits: plain reads for the merchant's profile tabs. */
export const MERCHANT_CHANGE_READS = {
  name: 'merchant-change-reads',
  backend: 'crm',
  path: 'merchants',
  access: {
    list: [
      'CAN_LIST_MERCHANT_DETAILS',
      'CAN_RAISE_BANK_CHANGE',
      'CAN_APPROVE_BANK_CHANGE',
      'CAN_VIEW_MERCHANT_KYC',
      'CAN_REVIEW_MERCHANT_KYC',
      'CAN_ASSIGN_MERCHANT_KYC',
      'CAN_APPROVE_MERCHANT_KYC',
    ],
  },
} as const satisfies Binding;

/** Settlement holds (merchant support) and their unblock requests (spec §6 settlement unblock maker/checker). */
export const SETTLEMENT_BLOCKS = {
  name: 'settlement-blocks',
  backend: 'merchant-support',
  path: 'merchants/settlement/blocks',
  access: {
    list: ['CAN_SETTLEMENT_UNBLOCK_MAKER', 'CAN_SETTLEMENT_UNBLOCK_CHECKER', 'CAN_PERFORM_SETTLEMENT'],
  },
} as const satisfies Binding;

export const SETTLEMENT_UNBLOCK_REQUESTS = {
  name: 'settlement-unblock-requests',
  backend: 'merchant-support',
  path: 'merchants/settlement/unblock/requests',
  access: {
    list: ['CAN_SETTLEMENT_UNBLOCK_MAKER', 'CAN_SETTLEMENT_UNBLOCK_CHECKER'],
    raise: ['CAN_SETTLEMENT_UNBLOCK_MAKER'],
    decide: ['CAN_SETTLEMENT_UNBLOCK_CHECKER'],
  },
} as const satisfies Binding;

/**
 * Merchant KYC cases (CRM API, spec §2.3 /merchantkyc/…): reviewers see the queue and `raise` a decision (approve
 * or reject with a reason), a second person `decide`s it; an admin assigns cases (`edit`).
 */
export const MERCHANT_KYC_CASES = {
  name: 'merchant-kyc-cases',
  backend: 'crm',
  path: 'merchantkyc/cases',
  access: {
    list: ['CAN_VIEW_MERCHANT_KYC', 'CAN_REVIEW_MERCHANT_KYC', 'CAN_ASSIGN_MERCHANT_KYC', 'CAN_APPROVE_MERCHANT_KYC'],
    show: ['CAN_VIEW_MERCHANT_KYC', 'CAN_REVIEW_MERCHANT_KYC', 'CAN_ASSIGN_MERCHANT_KYC', 'CAN_APPROVE_MERCHANT_KYC'],
    edit: ['CAN_ASSIGN_MERCHANT_KYC'],
    raise: ['CAN_REVIEW_MERCHANT_KYC'],
    decide: ['CAN_APPROVE_MERCHANT_KYC'],
  },
} as const satisfies Binding;

/**
 * Settlement type changes (merchant support, spec §6 'settlement … type change'): a maker raises AUTO_SETTLEMENT ↔
 * INSTANT_SETTLEMENT for one merchant with a reason, a second person decides it; approval is the settlement update.
 */
export const SETTLEMENT_TYPE_REQUESTS = {
  name: 'settlement-type-requests',
  backend: 'merchant-support',
  path: 'merchants/settlement/type/requests',
  access: {
    list: ['CAN_RAISE_SETTLEMENT_TYPE_CHANGE', 'CAN_APPROVE_SETTLEMENT_TYPE_CHANGE'],
    show: ['CAN_RAISE_SETTLEMENT_TYPE_CHANGE', 'CAN_APPROVE_SETTLEMENT_TYPE_CHANGE'],
    raise: ['CAN_RAISE_SETTLEMENT_TYPE_CHANGE'],
    decide: ['CAN_APPROVE_SETTLEMENT_TYPE_CHANGE'],
  },
} as const satisfies Binding;

/**
 * The audited reveal of a merchant's masked personal data (issue 15, 'as in the consumer 360'): the merchant's mobile
 * (merchant-support `merchants/{id}/reveal`) and its whole account numbers or declared PAN (crm
 * `merchants/{id}/bank-accounts/reveal`), allowed by a permission of its own.
 */
export const MERCHANT_REVEAL = {
  name: 'merchant-pii',
  backend: 'crm',
  access: { show: ['CAN_REVEAL_MERCHANT_PII'] },
} as const satisfies Binding;

export const MERCHANT_CHANGE_BINDINGS: readonly Binding[] = [
  BANK_CHANGE_REQUESTS,
  BANK_VERIFICATIONS,
  MERCHANT_CHANGE_READS,
  SETTLEMENT_BLOCKS,
  SETTLEMENT_UNBLOCK_REQUESTS,
  MERCHANT_KYC_CASES,
  SETTLEMENT_TYPE_REQUESTS,
  MERCHANT_REVEAL,
];
