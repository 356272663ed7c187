/** The consumer 360's bindings (issues 12, 13), re-exported by contract/bindings.ts. */
import type { Binding } from './binding';
import { CONSUMER_ACTION_KEYS as CK, CONSUMER_VIEW_KEY } from './consumer/access';

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
export const CONSUMER_PRODUCTS = {
  name: 'consumer-360-more',
  backend: 'postpe',
  access: { list: [CONSUMER_VIEW_KEY], show: [CONSUMER_VIEW_KEY] },
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
  access: { edit: CK.cancelVas },
} as const satisfies Binding;

/** Bill-payment Actions column (`access`) and its Scratchcard / Limit buttons (`edit`). */
export const CONSUMER_BILL_PAYMENT_ACTIONS = {
  name: 'consumer-bill-payment-actions',
  backend: 'postpe',
  access: { access: CK.billActionsColumn, edit: CK.billActions },
} as const satisfies Binding;

/** Card charges with their payee (spec §5.8; lending debit). */
export const CONSUMER_CARD_CHARGE = {
  name: 'consumer-card-charge',
  backend: 'lending',
  access: { create: CK.cardCharge },
} as const satisfies Binding;

/** The amount-and-comments form of spec §5.8: a manual refund (lending manual refund). */
export const CONSUMER_MANUAL_REFUND = {
  name: 'consumer-manual-refund',
  backend: 'lending',
  access: { create: CK.manualRefund },
} as const satisfies Binding;

/** The whitelist form of spec §5.8 (mobile, PQ limit, reason). */
export const CONSUMER_WHITELIST = {
  name: 'consumer-whitelist',
  backend: 'postpe',
  access: { create: CK.whitelist },
} as const satisfies Binding;

/** Correct the consumer's verified name (PUT /postpe/verified-name): a maker's request (VERIFIED_NAME), decided in the inbox. */
export const CONSUMER_VERIFIED_NAME = {
  name: 'consumer-verified-name',
  backend: 'postpe',
  access: { raise: CK.verifiedName, decide: CK.decideVerifiedName },
} as const satisfies Binding;

/** Send a repayment link (lending repayment-link send); the links sent are read with the consumer view. */
export const CONSUMER_REPAYMENT_LINKS = {
  name: 'consumer-repayment-links',
  backend: 'lending',
  access: { create: CK.sendRepaymentLink },
} as const satisfies Binding;

/** A deceased customer's death certificate (lending upload and fetch). */
export const CONSUMER_DEATH_CERTIFICATE = {
  name: 'consumer-death-certificate',
  backend: 'lending',
  access: { create: CK.uploadDeathCertificate, show: CK.deathCertificateView },
} as const satisfies Binding;

/** Lending calls part B (issue 46 item 6): refund an excess credit as a payout request (a payout checker decides). */
export const CONSUMER_EXCESS_REFUND = {
  name: 'consumer-excess-refund',
  backend: 'lending',
  access: { create: CK.refundExcess },
} as const satisfies Binding;

/** Refresh-account-limit: the available limit recomputed from the ledger. */
export const CONSUMER_LIMIT_REFRESH = {
  name: 'consumer-limit-refresh',
  backend: 'lending',
  access: { edit: CK.refreshLimit },
} as const satisfies Binding;

/** Re-initiate a FAILED QR refund, once. */
export const CONSUMER_QR_REFUND_REINITIATE = {
  name: 'consumer-qr-refund-reinitiate',
  backend: 'lending',
  access: { edit: CK.reinitiateQrRefund },
} as const satisfies Binding;
