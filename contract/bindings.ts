/**
 * The binding of every entity the console and the reference backend share (contract/binding.ts): the one place
 * that says which backend serves an entity, at which path, and which permission keys open each action.
 * Schema-driven entities (contract/entities/) carry their binding in their schema; ENTITY_SCHEMAS lists them.
 */
import type { Binding } from './binding';
import { ALERT_LOG_FIRST_PAGE } from './entities/alert-log-paging';
import { ENTITY_SCHEMAS } from './entities';
import { bindingOf } from './schema';
import { CONSUMER_ACTION_KEYS as CK, CONSUMER_VIEW_KEY } from './consumer/access';
import { CONSUMER_MORE_ACTION_KEYS, CONSUMER_MORE_VIEW_KEY } from './consumer-more/access';
import { MERCHANT_CHANGE_BINDINGS } from './merchant-changes/bindings';

export const USERS = {
  name: 'user',
  backend: 'admin',
  path: 'users',
  access: {
    list: ['CAN_LIST_USER'],
    show: ['CAN_LIST_USER'],
    create: ['CAN_ADD_USER'],
    edit: ['CAN_EDIT_USER'],
    delete: ['CAN_DELETE_USER'],
    /** Lifting a sign-in lock after 10 failed codes (Role & Permission page): whoever manages roles. */
    unlock_otp: ['CAN_MANAGE_ROLE_PERMISSION'],
  },
} as const satisfies Binding;

/** Roles: edited on the Role & Permission page, so no screens of their own. */
export const ROLES = {
  name: 'roles',
  backend: 'admin',
  access: {
    list: ['CAN_MANAGE_ROLE_PERMISSION'],
    show: ['CAN_MANAGE_ROLE_PERMISSION'],
    edit: ['CAN_MANAGE_ROLE_PERMISSION'],
  },
} as const satisfies Binding;

/** The permission catalogue as the admin API serves it (`GET /permissions` → [{ id, name, family }]); read-only. */
export const PERMISSIONS = {
  name: 'permissions',
  backend: 'admin',
  access: { list: ['CAN_MANAGE_ROLE_PERMISSION'] },
} as const satisfies Binding;

/** Payouts (spec §2.6, §3.8, §7.7) at /postpe-payouts: list, details, approve and reject. */
export const PAYOUTS = {
  name: 'postpe-payouts',
  backend: 'payouts',
  path: 'payout-requests',
  /** `decide`: approve or reject a payout in APPROVAL_PENDING (spec §2.6). */
  access: { list: ['CAN_VIEW_PAYOUT'], decide: ['CAN_APPROVE_PAYOUT'] },
} as const satisfies Binding;

/** The maker-checker requests (CRM API, spec §7.3), read by the bespoke approval pages. */
export const APPROVAL_REQUESTS = {
  name: 'approval-requests',
  backend: 'crm',
  path: 'maker/checker/requests',
  access: {
    list: [
      'CAN_SUBMIT_LIMIT_REQUEST',
      'CAN_APPROVE_LIMIT_REQUEST',
      'CAN_SUBMIT_CASHBACK_REQUEST',
      'CAN_APPROVE_CASHBACK_REQUEST',
      'CAN_RAISE_BANK_CHANGE',
      'CAN_APPROVE_BANK_CHANGE',
      'CAN_SETTLEMENT_UNBLOCK_MAKER',
      'CAN_SETTLEMENT_UNBLOCK_CHECKER',
      'CAN_REVIEW_MERCHANT_KYC',
      'CAN_APPROVE_MERCHANT_KYC',
      'CAN_RAISE_INVESTMENT_REQUEST',
      'CAN_APPROVE_INVESTMENT_REQUEST',
      'PAYOUT_GUARDRAIL_ADMIN',
      'CAN_RAISE_INTERNAL_TRANSFER',
      'CAN_APPROVE_INTERNAL_TRANSFER',
    ],
  },
} as const satisfies Binding;

export const GOODWILL_CASHBACK_REQUESTS = {
  name: 'goodwill-cashback-requests',
  backend: 'crm',
  path: 'maker/checker/cashback',
  api: { fixedQuery: { productType: 'GOODWILL' } },
  /** `raise`: a maker's new goodwill cashback request; `decide`: a checker's approval or rejection. */
  access: {
    list: ['CAN_SUBMIT_CASHBACK_REQUEST', 'CAN_APPROVE_CASHBACK_REQUEST'],
    raise: ['CAN_SUBMIT_CASHBACK_REQUEST'],
    decide: ['CAN_APPROVE_CASHBACK_REQUEST'],
  },
} as const satisfies Binding;

/**
 * Limit change requests (maker-checker, spec §3.4, §7.3) at /maker/checker/limit/request: a maker raises one, a
 * checker decides it; the limit configurations they pick from are listed to either (`raise` or `decide`). Read
 * through APPROVAL_REQUESTS and the limit-requests page, so it has no console resource of its own.
 */
export const LIMIT_REQUESTS = {
  name: 'limit-change-requests',
  backend: 'crm',
  path: 'maker/checker/limit/request',
  access: { raise: ['CAN_SUBMIT_LIMIT_REQUEST'], decide: ['CAN_APPROVE_LIMIT_REQUEST'] },
} as const satisfies Binding;

/** The audit trail (admin API). */
export const AUDIT = {
  name: 'audit',
  backend: 'admin',
  access: { list: ['CAN_VIEW_AUDIT_TRAIL'] },
} as const satisfies Binding;

/** Offers (§3.5) on the postpe backend at /offers, route /postpe-offers (§2.3). */
export const OFFERS = {
  name: 'postpe-offers',
  backend: 'postpe',
  path: 'offers',
  access: {
    list: ['CAN_MANAGE_POSTPE_OFFERS'],
    show: ['CAN_MANAGE_POSTPE_OFFERS'],
    create: ['CAN_MANAGE_POSTPE_OFFERS'],
    edit: ['CAN_MANAGE_POSTPE_OFFERS'],
  },
} as const satisfies Binding;

/** The deposit alert log (spec §2.7, §7.7): 10 a page from page 0. */
export const DEPOSIT_ALERT_LOGS = {
  name: 'deposit-alert-logs',
  backend: 'investment',
  api: {
    paths: { list: '/accounts/alert-logs' },
    paging: { page: 'page', size: 'limit', base: ALERT_LOG_FIRST_PAGE },
    sort: false,
  },
  /** `enable` / `disable`: turning a depositor's alerts on or off (POST /accounts/enable-alert, /disable-alert). */
  access: {
    list: ['CAN_ENABLE_DISABLE_ALERTS_AND_WITHDRAW'],
    enable: ['CAN_ENABLE_DISABLE_ALERTS_AND_WITHDRAW'],
    disable: ['CAN_ENABLE_DISABLE_ALERTS_AND_WITHDRAW'],
  },
} as const satisfies Binding;

/** The FD cache admin action (POST), a view-less resource so the button calls it through the data provider. */
export const FD_ADMIN_ACTION = {
  name: 'fd-admin-action',
  backend: 'investment',
  api: { paths: { create: '/fd/crm/admin-action' } },
  access: { create: ['CAN_UPDATE_FIXED_DEPOSIT_ISSUER_PLANS'] },
} as const satisfies Binding;

/** Every binding, bespoke and schema-driven. */
export const BINDINGS: readonly Binding[] = [
  USERS,
  ROLES,
  PERMISSIONS,
  PAYOUTS,
  APPROVAL_REQUESTS,
  GOODWILL_CASHBACK_REQUESTS,
  LIMIT_REQUESTS,
  AUDIT,
  OFFERS,
  DEPOSIT_ALERT_LOGS,
  FD_ADMIN_ACTION,
  ...ENTITY_SCHEMAS.map(bindingOf),
  ...MERCHANT_CHANGE_BINDINGS,
];

export const bindingNamed = (name: string): Binding | undefined => BINDINGS.find((b) => b.name === name);

/**
 * Merchant Support uploads (spec §2.10, §7.3): merchant status and KYC-document rejection, IFSC insert/update, bulk
 * QR orders and their batch status. Each is a multipart upload of one CSV file; the page calls them through the
 * merchant-support provider's upload methods.
 */
export const MERCHANT_SUPPORT_UPLOADS = {
  name: 'merchant-support-uploads',
  backend: 'merchant-support',
  path: 'upload',
  api: { paths: { list: '/qr/crm/orders' } },
  access: { list: ['CAN_UPDATE_MERCHANT_FIELDS'], create: ['CAN_UPDATE_MERCHANT_FIELDS'] },
} as const satisfies Binding;

/** Settlement-config uploads (spec §2.12, §5.6): a maker's request, decided in the approvals inbox. */
export const SETTLEMENT_CONFIG_UPLOADS = {
  name: 'settlement-config-uploads',
  backend: 'merchant-support',
  path: 'upload/settlement-config',
  access: { create: ['CAN_UPLOAD_SETTLEMENT_CONFIG_REQUEST'], edit: ['CAN_APPROVE_SETTLEMENT_CONFIG_REQUEST'] },
} as const satisfies Binding;

/** P2PM config uploads (spec §2.12, §5.6): a maker's request, decided in the approvals inbox. */
export const P2PM_CONFIG_UPLOADS = {
  name: 'p2pm-config-uploads',
  backend: 'merchant-support',
  path: 'upload/p2pm-config',
  access: { create: ['CAN_UPLOAD_P2PM_CONFIG_REQUEST'], edit: ['CAN_APPROVE_P2PM_CONFIG_REQUEST'] },
} as const satisfies Binding;

/**
 * Consumer 360 (spec §2.13, §7.5) on the postpe and lending backends: the lookup, the summary and the tabs that name
 * no permission (`access`, `list`, `show`); each tab with a permission and each action has a binding of its own below.
 */
export const CONSUMER_360 = {
  name: 'consumer-360',
  backend: 'postpe',
  access: { access: [CONSUMER_VIEW_KEY], list: [CONSUMER_VIEW_KEY], show: [CONSUMER_VIEW_KEY] },
} as const satisfies Binding;

/** The kyc tab (CAN_VIEW_POSTPE_KYC). */
export const CONSUMER_KYC = {
  name: 'consumer-kyc',
  backend: 'postpe',
  access: { show: ['CAN_VIEW_POSTPE_KYC'] },
} as const satisfies Binding;

/** Bank Transfers (CAN_VIEW_POST_PE_BANK_TRANSFERS); `edit`: the settlement Check. */
export const CONSUMER_BANK_TRANSFERS = {
  name: 'consumer-bank-transfers',
  backend: 'lending',
  access: { list: ['CAN_VIEW_POST_PE_BANK_TRANSFERS'], edit: CK.checkBankTransfer },
} as const satisfies Binding;

/** A card transaction to HOLD and back (PUT /postpe/disputed-txn). */
export const CONSUMER_TXN_HOLD = {
  name: 'consumer-txn-hold',
  backend: 'postpe',
  access: { edit: CK.hold },
} as const satisfies Binding;

/** Apply Cashback (POST /postpe/cashback): any of the four cashback keys; each rule code then needs its own. */
export const CONSUMER_CASHBACK = {
  name: 'consumer-cashback',
  backend: 'postpe',
  access: { create: CK.cashback },
} as const satisfies Binding;

/** Revert a QR refund. */
export const CONSUMER_QR_REFUND_REVERT = {
  name: 'consumer-qr-refund-revert',
  backend: 'postpe',
  access: { edit: CK.revertQrRefund },
} as const satisfies Binding;

/** EMI foreclosure (lending foreclose). */
export const CONSUMER_EMI_FORECLOSE = {
  name: 'consumer-emi-foreclose',
  backend: 'lending',
  access: { create: CK.foreclose },
} as const satisfies Binding;

/** Update limit: a maker's request (PUT /postpe/limit), decided in the approvals inbox. */
export const CONSUMER_LIMIT_REQUESTS = {
  name: 'consumer-limit-requests',
  backend: 'postpe',
  access: { raise: CK.updateLimit, decide: CK.decideLimit },
} as const satisfies Binding;

/** Block, unblock or close an account (PUT /postpe/account). */
export const CONSUMER_ACCOUNT_STATUS = {
  name: 'consumer-account-status',
  backend: 'postpe',
  access: { edit: CK.accountStatus },
} as const satisfies Binding;

/** Penalty waiver (POST /postpe/waive-penalty). */
export const CONSUMER_PENALTY_WAIVER = {
  name: 'consumer-penalty-waiver',
  backend: 'postpe',
  access: { create: CK.waivePenalty },
} as const satisfies Binding;

/** An offline repayment (lending part-payment) with its offline reason. */
export const CONSUMER_OFFLINE_REPAYMENT = {
  name: 'consumer-offline-repayment',
  backend: 'lending',
  access: { create: CK.offlineRepayment },
} as const satisfies Binding;

/** Send money to a bank account (lending initiate-payout), with the IMPS charge or its waiver. */
export const CONSUMER_SEND_MONEY = {
  name: 'consumer-send-money',
  backend: 'lending',
  access: { create: CK.sendMoney },
} as const satisfies Binding;

/** Reveal a masked value (audited). */
export const CONSUMER_PII = {
  name: 'consumer-pii',
  backend: 'postpe',
  access: { show: CK.reveal },
} as const satisfies Binding;

/** The Unity card state on the Card Details tab (CAN_VIEW_UNITY_BANK_CARD). */
export const CONSUMER_UNITY_CARD = {
  name: 'consumer-unity-card',
  backend: 'postpe',
  access: { show: CK.unityCard },
} as const satisfies Binding;

/**
 * Consumer 360, part 2 (spec §2.13, §6, §7.5): the tabs that name no permission (rewards, plans, cashback, referrals,
 * bill payments, loans, offers, timeline), each UPI tab, Trillion, and the VAS-cancel and bill-payment actions.
 */
export const CONSUMER_MORE = {
  name: 'consumer-360-more',
  backend: 'postpe',
  access: { list: [CONSUMER_MORE_VIEW_KEY], show: [CONSUMER_MORE_VIEW_KEY] },
} as const satisfies Binding;

export const CONSUMER_UPI_SUMMARY = {
  name: 'consumer-upi-summary',
  backend: 'lending',
  access: { show: ['CAN_VIEW_UPI_SUMMARY'] },
} as const satisfies Binding;

export const CONSUMER_UPI_TXNS = {
  name: 'consumer-upi-transactions',
  backend: 'lending',
  access: { list: ['CAN_VIEW_UPI_TXN'] },
} as const satisfies Binding;

export const CONSUMER_UPI_MANDATES = {
  name: 'consumer-upi-mandates',
  backend: 'lending',
  access: { list: ['CAN_VIEW_UPI_MANDATE'] },
} as const satisfies Binding;

export const CONSUMER_UPI_COMPLAINTS = {
  name: 'consumer-upi-complaints',
  backend: 'lending',
  access: { list: ['CAN_VIEW_UPI_HISTORY'] },
} as const satisfies Binding;

export const CONSUMER_TRILLION = {
  name: 'consumer-trillion',
  backend: 'lending',
  access: { show: ['CAN_VIEW_TRILLION_DETAILS'] },
} as const satisfies Binding;

/** Cancel a VAS order (CAN_CANCEL_VAS_ORDER). */
export const CONSUMER_VAS_CANCEL = {
  name: 'consumer-vas-cancel',
  backend: 'postpe',
  access: { edit: CONSUMER_MORE_ACTION_KEYS.cancelVas },
} as const satisfies Binding;

/** Bill-payment Actions column (`access`) and its Scratchcard / Limit buttons (`edit`). */
export const CONSUMER_BILL_PAYMENT_ACTIONS = {
  name: 'consumer-bill-payment-actions',
  backend: 'postpe',
  access: { access: CONSUMER_MORE_ACTION_KEYS.billActionsColumn, edit: CONSUMER_MORE_ACTION_KEYS.billActions },
} as const satisfies Binding;

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
