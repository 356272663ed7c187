import type { PermissionKey } from '../../../contract/permissions';
import { allowedParts } from '../page-parts';
import { partOf } from '../types';
import type { InboxKind } from './inbox-items';

/** The inbox page's name in the access table. */
export const INBOX_PAGE = { name: 'approvals' } as const;

/** Who sees each kind in the inbox: its makers and checkers (requests), the payout approvers (payouts). In filter order. */
export const INBOX_KIND_ACCESS: Readonly<Record<InboxKind, readonly PermissionKey[]>> = {
  LIMIT: ['CAN_APPROVE_LIMIT_REQUEST', 'CAN_SUBMIT_LIMIT_REQUEST'],
  CASHBACK: ['CAN_APPROVE_CASHBACK_REQUEST', 'CAN_SUBMIT_CASHBACK_REQUEST'],
  SETTLEMENT_CONFIG: ['CAN_APPROVE_SETTLEMENT_CONFIG_REQUEST', 'CAN_UPLOAD_SETTLEMENT_CONFIG_REQUEST'],
  P2PM_CONFIG: ['CAN_APPROVE_P2PM_CONFIG_REQUEST', 'CAN_UPLOAD_P2PM_CONFIG_REQUEST'],
  PAYOUT: ['CAN_APPROVE_PAYOUT'],
  // Consumer 360 'Update limit' (issue 12): a consumer's account limit, raised by an agent, decided here.
  CONSUMER_LIMIT: ['CAN_APPROVE_LIMIT_REQUEST', 'CAN_SUBMIT_LIMIT_REQUEST'],
  BANK_CHANGE: ['CAN_APPROVE_BANK_CHANGE', 'CAN_RAISE_BANK_CHANGE'],
  SETTLEMENT_UNBLOCK: ['CAN_SETTLEMENT_UNBLOCK_CHECKER', 'CAN_SETTLEMENT_UNBLOCK_MAKER'],
  KYC_REVIEW: ['CAN_APPROVE_MERCHANT_KYC', 'CAN_REVIEW_MERCHANT_KYC'],
  DEPOSIT_GUARDRAIL: ['CAN_APPROVE_INVESTMENT_REQUEST', 'CAN_RAISE_INVESTMENT_REQUEST'],
  PAYOUT_GUARDRAIL: ['PAYOUT_GUARDRAIL_ADMIN'],
  INTERNAL_TRANSFER: ['CAN_APPROVE_INTERNAL_TRANSFER', 'CAN_RAISE_INTERNAL_TRANSFER'],
  INVESTMENT_TXN: ['CAN_APPROVE_INVESTMENT_REQUEST', 'CAN_RAISE_INVESTMENT_REQUEST'],
  INVESTMENT_LIMIT: ['CAN_APPROVE_INVESTMENT_REQUEST', 'CAN_RAISE_INVESTMENT_REQUEST'],
  // Settlement type changes (issue 16): a merchant's AUTO_SETTLEMENT ↔ INSTANT_SETTLEMENT, decided here.
  SETTLEMENT_TYPE: ['CAN_APPROVE_SETTLEMENT_TYPE_CHANGE', 'CAN_RAISE_SETTLEMENT_TYPE_CHANGE'],
  P2P_ADD_MONEY: ['CAN_APPROVE_INVESTMENT_REQUEST', 'CAN_RAISE_INVESTMENT_REQUEST'],
};

export const INBOX_KIND_ORDER = Object.keys(INBOX_KIND_ACCESS) as InboxKind[];

/** The access-table entry of one kind (`approvals.PAYOUT`). */
export const inboxKindEntry = (kind: InboxKind): string => partOf(INBOX_PAGE, kind);

/** Pure: the kinds whose entry the access decision allowed, in filter order (none while it is pending). */
export const visibleKinds = (decided: Readonly<Record<string, boolean>> | undefined): InboxKind[] =>
  allowedParts(INBOX_PAGE, INBOX_KIND_ORDER, decided);
