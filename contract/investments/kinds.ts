/**
 * The maker-checker request kinds of investments and payout operations (spec §6 'Maker/checker pairs'): each lives in
 * the one approvals table and inbox beside the limit and cashback requests. Names fit the table's 20 characters.
 */
export const INVESTMENT_REQUEST_KINDS = [
  'DEPOSIT_GUARDRAIL',
  'PAYOUT_GUARDRAIL',
  'INTERNAL_TRANSFER',
  'INVESTMENT_TXN',
  'INVESTMENT_LIMIT',
  'P2P_ADD_MONEY',
] as const;
export type InvestmentRequestKind = (typeof INVESTMENT_REQUEST_KINDS)[number];

/** The kinds the investment backend's approval-request queue lists (spec §7.7 /investment/approval-request). */
export const INVESTMENT_QUEUE_KINDS: readonly InvestmentRequestKind[] = [
  'DEPOSIT_GUARDRAIL',
  'INVESTMENT_TXN',
  'INVESTMENT_LIMIT',
  'P2P_ADD_MONEY',
];
