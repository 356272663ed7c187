/**
 * The investments and payout-operations bindings (spec §2.3 Deposit, P2P, PayOut menus; §7.7): guardrails, transfers,
 * payout status and reconciliation, investment accounts, requests, mutual funds and the deposit and P2P uploads.
 */
import type { Binding } from './binding';

/** Investment makers and checkers (ours, spec §6 'maker/approver'). */
const INVESTMENT_MAKER = ['CAN_RAISE_INVESTMENT_REQUEST'] as const;
const INVESTMENT_CHECKER = ['CAN_APPROVE_INVESTMENT_REQUEST'] as const;
const DEPOSIT_MENU = ['CAN_ENABLE_DISABLE_ALERTS_AND_WITHDRAW'] as const;

/**
 * Deposit guardrails (spec §2.3 /deposit/guardrails, §7.7 /investment/guardrail …): seen by the Deposit menu's users
 * (§6) and the investment makers and checkers; a change or (de)activation is raised by a maker, decided by a checker.
 */
export const DEPOSIT_GUARDRAILS = {
  name: 'deposit-guardrails',
  backend: 'investment',
  path: 'investment/guardrail',
  access: {
    list: [...DEPOSIT_MENU, ...INVESTMENT_MAKER, ...INVESTMENT_CHECKER],
    raise: INVESTMENT_MAKER,
    decide: INVESTMENT_CHECKER,
  },
} as const satisfies Binding;

/** Payout guardrails (spec §2.3 /payout/guardrail, §6 PAYOUT_GUARDRAIL_ADMIN): per-channel caps, four eyes. */
export const PAYOUT_GUARDRAILS = {
  name: 'payout-guardrails',
  backend: 'payouts',
  path: 'payout/guardrail',
  access: { list: ['PAYOUT_GUARDRAIL_ADMIN'], raise: ['PAYOUT_GUARDRAIL_ADMIN'], decide: ['PAYOUT_GUARDRAIL_ADMIN'] },
} as const satisfies Binding;

/** Internal account transfers (spec §2.3 /payout/internal-ac-transfer/request and /history). */
export const INTERNAL_TRANSFERS = {
  name: 'internal-transfers',
  backend: 'payouts',
  path: 'payout/internal-account-transfer',
  access: {
    list: ['CAN_RAISE_INTERNAL_TRANSFER', 'CAN_APPROVE_INTERNAL_TRANSFER'],
    raise: ['CAN_RAISE_INTERNAL_TRANSFER'],
    decide: ['CAN_APPROVE_INTERNAL_TRANSFER'],
  },
} as const satisfies Binding;

/** Payout status (spec §2.3 /payout/status, §6): look up with VIEW_PAYOUT_STATUS, mark a stuck one with the other. */
export const PAYOUT_STATUS = {
  name: 'payout-status',
  backend: 'payouts',
  path: 'payout/status',
  access: { show: ['VIEW_PAYOUT_STATUS'], edit: ['CAN_UPDATE_PAYOUT_STATUS'] },
} as const satisfies Binding;

/** Investment accounts (spec §2.3 /investment-account, §7.7 /investment/account-detail-by-id, /investment/clients). */
export const INVESTMENT_ACCOUNTS = {
  name: 'investment-accounts',
  backend: 'investment',
  path: 'investment/accounts',
  access: {
    list: [...DEPOSIT_MENU, ...INVESTMENT_MAKER, ...INVESTMENT_CHECKER],
    show: [...DEPOSIT_MENU, ...INVESTMENT_MAKER, ...INVESTMENT_CHECKER],
  },
} as const satisfies Binding;

/** Investment transaction actions and account limit changes (spec §7.7 /investment/transaction/…, …-change-limit). */
export const INVESTMENT_REQUESTS = {
  name: 'investment-requests',
  backend: 'investment',
  path: 'investment/approval-request',
  access: {
    list: [...INVESTMENT_MAKER, ...INVESTMENT_CHECKER],
    raise: INVESTMENT_MAKER,
    decide: INVESTMENT_CHECKER,
  },
} as const satisfies Binding;

/** Mutual fund holdings, read-only (spec §2.3 /mutual-fund, §6 CAN_VIEW_MUTUAL_FUND_DETAILS). */
export const MUTUAL_FUNDS = {
  name: 'mutual-funds',
  backend: 'investment',
  path: 'investment/mutual-funds',
  access: { list: ['CAN_VIEW_MUTUAL_FUND_DETAILS'] },
} as const satisfies Binding;

/** The Deposit menu's uploads (spec §2.3 /deposit/merchant-cashback, /deposit/upload; §6 bulk upload pages). */
export const DEPOSIT_UPLOADS = {
  name: 'deposit-uploads',
  backend: 'investment',
  path: 'investment/merchant-cashback',
  access: { create: DEPOSIT_MENU },
} as const satisfies Binding;

/** The P2P variable-earning upload (spec §2.3 /p2p/variable-earning, §6 CAN_UPLOAD_DYNAMIC_INTEREST_FILE). */
export const P2P_VARIABLE_EARNING = {
  name: 'p2p-variable-earning',
  backend: 'investment',
  path: 'investment/p2p/variable-earning',
  access: { create: ['CAN_UPLOAD_DYNAMIC_INTEREST_FILE'] },
} as const satisfies Binding;

/**
 * Payout reconciliation (spec §2.3 /payment-recon, PayOut): our payouts of some days against the bank's statement.
 * Reading the runs is payout-status viewing; running one (it records the statement's lines) and marking a row
 * reviewed is acting on payout status (spec §6 has no recon key of its own).
 */
export const PAYOUT_RECON = {
  name: 'payout-recon',
  backend: 'payouts',
  path: 'payout/recon',
  /** `create`: run a reconciliation; `edit`: mark one of its rows reviewed. */
  access: {
    list: ['VIEW_PAYOUT_STATUS'],
    show: ['VIEW_PAYOUT_STATUS'],
    create: ['CAN_UPDATE_PAYOUT_STATUS'],
    edit: ['CAN_UPDATE_PAYOUT_STATUS'],
  },
} as const satisfies Binding;
