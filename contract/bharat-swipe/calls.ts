/**
 * The bharat-swipe §7.4 calls (issue 44 item 5): a merchant's card-swipe device charges by month, one month's details,
 * low-usage (LU) charges and rental cashback; the third-party verification (TPV) of the merchant's bank account, its
 * devices' inactivity, reactivation audit trail and deactivation requests; its device orders and one order's status;
 * a static QR for a store, a dynamic QR for an amount, and the order link sent to the merchant. Declared as merchant
 * 360 lists, reads and actions (contract/merchant/endpoints.ts), spread into contract/merchant/calls.ts, so the 360's
 * provider calls them and tests/server/endpoint-table.test.ts checks them. The merchant-support backend's envelope.
 */
import type { AccessRules } from '../binding';
import { merchantAction, merchantList, merchantRead, type MerchantEndpoint } from '../merchant/endpoints';
import type { PermissionKey } from '../permissions';

/** Ours (the spec names the calls, not their keys): generating a static or dynamic QR for a merchant. */
export const SWIPE_QR_KEY = 'CAN_GENERATE_SWIPE_QR' satisfies PermissionKey;
/** Ours: sending a merchant the card-swipe order link. */
export const SWIPE_ORDER_LINK_KEY = 'CAN_SEND_SWIPE_ORDER_LINK' satisfies PermissionKey;

const QR_ACCESS = { create: [SWIPE_QR_KEY] } as const satisfies AccessRules;
const ORDER_LINK_ACCESS = { create: [SWIPE_ORDER_LINK_KEY] } as const satisfies AccessRules;

const BASE = '/bharat-swipe/crm';
const BACKEND = 'merchant-support';

/** Ours, where the spec is silent (README "Choices where the spec is silent"). */
export const SWIPE_RULES = {
  /** A month with fewer transactions than this on a device is a low-usage month and carries the LU charge. */
  luTxnThreshold: 10,
  /** A month whose card volume on a device reaches this (rupees) earns that month's rent back as cashback. */
  cashbackVolume: 100_000,
  /** Days without a transaction before a device is at risk, and inactive. */
  atRiskDays: 30,
  inactiveDays: 60,
  /** A dynamic QR's amount (rupees, two decimals at most) and how long it can be paid. */
  dynamicQrMin: 1,
  dynamicQrMax: 100_000,
  dynamicQrMinutes: 15,
  /** An order link expires after 48 hours; another may be sent 15 minutes after the last. */
  orderLinkHours: 48,
  orderLinkCooldownMinutes: 15,
} as const;

export const CHARGE_STATES = ['PAID', 'DUE', 'WAIVED'] as const;
export type ChargeState = (typeof CHARGE_STATES)[number];
export const CASHBACK_STATES = ['CREDITED', 'PENDING', 'NOT_ELIGIBLE'] as const;
export type CashbackState = (typeof CASHBACK_STATES)[number];
export const TPV_STATES = ['VERIFIED', 'PENDING', 'FAILED', 'NOT_STARTED'] as const;
export const ACTIVITY_STATES = ['ACTIVE', 'AT_RISK', 'INACTIVE', 'NEVER_USED'] as const;
export type ActivityState = (typeof ACTIVITY_STATES)[number];
export const ORDER_STATES = ['PLACED', 'DISPATCHED', 'DELIVERED', 'CANCELLED'] as const;
export const QR_KINDS = ['STATIC', 'DYNAMIC'] as const;

/** Pure: a device's activity state from the days since its last transaction (null: it never transacted). */
export function activityOf(idleDays: number | null): ActivityState {
  if (idleDays === null) return 'NEVER_USED';
  if (idleDays >= SWIPE_RULES.inactiveDays) return 'INACTIVE';
  if (idleDays >= SWIPE_RULES.atRiskDays) return 'AT_RISK';
  return 'ACTIVE';
}

/** Pure: a month's rental cashback state: eligible by volume, credited once the month's rent is paid. */
export function cashbackOf(volume: number, charge: ChargeState): CashbackState {
  if (volume < SWIPE_RULES.cashbackVolume) return 'NOT_ELIGIBLE';
  return charge === 'PAID' ? 'CREDITED' : 'PENDING';
}

export const SWIPE_MESSAGES = {
  qrGenerated: 'QR generated.',
  linkSent: 'Order link sent.',
  cooldown: (minutes: number) =>
    `An order link was sent to this merchant less than ${SWIPE_RULES.orderLinkCooldownMinutes} minutes ago. Try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`,
  noMobile: 'This merchant has no mobile number to send the link to.',
  storeNotFound: 'This store does not belong to the merchant.',
  storeInactive: 'This store is not active: no QR can be generated for it.',
  orderNotFound: 'No Record Found!',
  amountRange: `Amount must be between ₹${SWIPE_RULES.dynamicQrMin} and ₹1,00,000.`,
} as const;

/** The tab's lists, by the resource name the 360's ListBase uses (each answers the whole list). */
export const BHARAT_SWIPE_LISTS = {
  'm360-swipe-months': merchantList(BACKEND, `${BASE}/payment/monthWiseCharges`, 'whole'),
  'm360-swipe-month': merchantList(BACKEND, `${BASE}/payment/monthlyChargeDetails`, 'whole'),
  'm360-swipe-lu': merchantList(BACKEND, `${BASE}/payment/luChargeDetails`, 'whole'),
  'm360-swipe-cashback': merchantList(BACKEND, `${BASE}/payment/getRentalCashbackDetails`, 'whole'),
  'm360-swipe-inactivity': merchantList(BACKEND, `${BASE}/get-merchant-inactivity-details`, 'whole'),
  'm360-swipe-reactivations': merchantList(BACKEND, `${BASE}/reactivation-audit-trails`, 'whole'),
  'm360-swipe-deactivations': merchantList(BACKEND, `${BASE}/deactivation/requests`, 'whole'),
  'm360-swipe-orders': merchantList(BACKEND, '/bharat-swipe/orders/list/:merchantId', 'whole'),
} as const satisfies Record<string, MerchantEndpoint>;

/** Single reads. */
export const BHARAT_SWIPE_READS = {
  swipeTpv: merchantRead(BACKEND, `${BASE}/tpv/merchant`),
  swipeOrderStatus: merchantRead(BACKEND, '/bharat-swipe/orders/status/:merchantId/:orderId'),
} as const satisfies Record<string, MerchantEndpoint>;

/** Changes: each with an Idempotency-Key, audited. */
export const BHARAT_SWIPE_ACTIONS = {
  staticQr: merchantAction(BACKEND, `${BASE}/qr/static`, { rules: QR_ACCESS, actions: ['create'] }),
  dynamicQr: merchantAction(BACKEND, `${BASE}/qr/dynamic`, { rules: QR_ACCESS, actions: ['create'] }),
  orderLink: merchantAction(BACKEND, `${BASE}/send/orderLink/notification`, {
    rules: ORDER_LINK_ACCESS,
    actions: ['create'],
  }),
} as const satisfies Record<string, MerchantEndpoint>;
