/**
 * Four spec §7.4 merchant-support calls the console had not served (issue 43 item 7, part 2), declared once
 * (contract/endpoint.ts): an investment account's interest detail (/investment-account), a video-KYC link sent to a
 * merchant (merchant 360, KYC tab), the recharge transactions with their details and complaints (/recharges), and the
 * merchant's IVR/support language (merchant 360, Support tab, beside the freshbots tickets and calls).
 */
import type { AccessRules } from '../binding';
import { CONSUMER_VIEW_KEY } from '../consumer/access';
import { RECHARGE_CATEGORIES } from '../consumer/bill-payments';
import type { Endpoint } from '../endpoint';
import { PAGING } from '../resource-api';
import { INVESTMENT_ACCOUNTS } from '../invest-ops-bindings';
import { MERCHANT_DETAILS } from '../merchant/bindings';
import type { PermissionKey } from '../permissions';

/** Ours (the spec names no key): sending a video-KYC link to a merchant. */
export const VIDEO_KYC_KEY = 'CAN_SEND_VIDEO_KYC_LINK' satisfies PermissionKey;
/** Ours (the spec names no key): raising a complaint on a recharge transaction. */
export const RECHARGE_COMPLAINT_KEY = 'CAN_RAISE_RECHARGE_COMPLAINT' satisfies PermissionKey;

/** Who may read recharges (the consumer 360's own key) and raise a complaint on one. */
export const RECHARGE_ACCESS = {
  list: [CONSUMER_VIEW_KEY],
  show: [CONSUMER_VIEW_KEY],
  raise: [RECHARGE_COMPLAINT_KEY],
} as const satisfies AccessRules;

const VIDEO_KYC_ACCESS = { create: [VIDEO_KYC_KEY] } as const satisfies AccessRules;

/** §4: the recharge types, one per biller category that makes a bill order a 'Recharge' (RECHARGE_CATEGORIES). */
export const RECHARGE_TYPES = ['MOBILE_PREPAID', 'DTH', 'FASTAG'] as const;
export type RechargeType = (typeof RECHARGE_TYPES)[number];
/** Pure: a recharge type's biller category, as RECHARGE_CATEGORIES spells it (compared case-insensitively). */
export const categoryOfType = (type: RechargeType): (typeof RECHARGE_CATEGORIES)[number] =>
  RECHARGE_CATEGORIES[RECHARGE_TYPES.indexOf(type)]!;
/** Pure: a biller category's recharge type, or null when the order is a 'Non Recharge'. */
export function rechargeTypeOf(category: string | null | undefined): RechargeType | null {
  const i = (RECHARGE_CATEGORIES as readonly string[]).indexOf((category ?? '').trim().toLowerCase());
  return i < 0 ? null : RECHARGE_TYPES[i]!;
}

/** Ours: what a recharge complaint is about. */
export const RECHARGE_COMPLAINT_CATEGORIES = [
  'Recharge not received',
  'Amount debited twice',
  'Wrong number or account recharged',
  'Refund not received',
  'Other',
] as const;
export type RechargeComplaintCategory = (typeof RECHARGE_COMPLAINT_CATEGORIES)[number];
export const RECHARGE_COMPLAINT_STATES = ['OPEN', 'RESOLVED'] as const;
export const RECHARGE_DESCRIPTION_MAX = 500;

/** Ours: a video-KYC link expires 24 hours after it is sent; another may be sent 15 minutes after the last. */
export const VIDEO_KYC_RULES = { expiryHours: 24, cooldownMinutes: 15 } as const;

/** Ours: the IVR/support languages a merchant may have. */
export const SUPPORT_LANGUAGES = ['English', 'Hindi', 'Tamil', 'Telugu', 'Kannada', 'Marathi', 'Bengali'] as const;

export const CONSUMER_CALL_MESSAGES = {
  complaintRaised: 'Complaint raised.',
  complaintOpen: (reference: string) =>
    `This recharge already has an open complaint (${reference}); it can be raised again once that one is resolved.`,
  rechargeNotFound: 'No Record Found!',
  linkSent: 'Video KYC link sent.',
  cooldown: (minutes: number) =>
    `A video KYC link was sent to this merchant less than ${VIDEO_KYC_RULES.cooldownMinutes} minutes ago. Try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`,
  kycVerified: 'This merchant’s KYC is already verified: no video KYC link is needed.',
  noMobile: 'This merchant has no mobile number to send the link to.',
} as const;

export const CONSUMER_CALL_ENDPOINTS = {
  /** §7.4 POST /investment/interest-detail: one account's interest (accrued, paid, rate, period); a read. */
  interestDetail: {
    backend: 'merchant-support',
    method: 'POST',
    path: '/investment/interest-detail',
    access: { rules: INVESTMENT_ACCOUNTS.access, actions: ['show'] },
    // A read sent as a POST: answering a replay again is harmless, and every permissioned POST takes a key.
    idempotent: true,
  },
  /** §7.4 POST /digitap/video/create-link: a video-KYC link sent to the merchant's mobile (expires in 24 h). */
  videoKycLink: {
    backend: 'merchant-support',
    method: 'POST',
    path: '/digitap/video/create-link',
    access: { rules: VIDEO_KYC_ACCESS, actions: ['create'] },
    idempotent: true,
  },
  /** §7.4 GET /recharge/txn-list (page, limit, rechargeType): recharge transactions, newest first, pages from 1. */
  rechargeList: {
    backend: 'merchant-support',
    method: 'GET',
    path: '/recharge/txn-list',
    access: { rules: RECHARGE_ACCESS, actions: ['list'] },
    paging: PAGING.pageLimit,
  },
  /** §7.4 GET /recharge/details (txnId): one recharge with its complaints. */
  rechargeDetails: {
    backend: 'merchant-support',
    method: 'GET',
    path: '/recharge/details',
    access: { rules: RECHARGE_ACCESS, actions: ['show'] },
  },
  /** §7.4 POST /recharge/raise-complaint: one open complaint per recharge. */
  rechargeComplaint: {
    backend: 'merchant-support',
    method: 'POST',
    path: '/recharge/raise-complaint',
    access: { rules: RECHARGE_ACCESS, actions: ['raise'] },
    idempotent: true,
  },
  /** §7.4 GET /freshbots/language (merchantId): the merchant's IVR/support language. */
  supportLanguage: {
    backend: 'merchant-support',
    method: 'GET',
    path: '/freshbots/language',
    access: { rules: MERCHANT_DETAILS.access, actions: ['show'] },
  },
} as const satisfies Record<string, Endpoint>;
