import type { AccessRules } from '../binding';
import {
  CONSUMER_LIMIT_REQUESTS,
  CONSUMER_VERIFIED_NAME,
  DEPOSIT_GUARDRAILS,
  GOODWILL_CASHBACK_REQUESTS,
  INTERNAL_TRANSFERS,
  INVESTMENT_REQUESTS,
  LIMIT_REQUESTS,
  PAYOUT_GUARDRAILS,
} from '../bindings';
import {
  BANK_CHANGE_REQUESTS,
  MERCHANT_KYC_CASES,
  SETTLEMENT_TYPE_REQUESTS,
  SETTLEMENT_UNBLOCK_REQUESTS,
} from '../merchant-changes/bindings';
import { MOBILE_CHANGE_REQUESTS } from '../mobile-change/calls';
import { MERCHANT_REFUND_REQUESTS } from '../merchant-refunds/rules';
import { MCC_CHANGE_REQUESTS } from '../merchant-calls/bindings';
import { SPEAKER_RENT_WAIVERS } from '../speaker/calls';
import { MDR_CHANGE_REQUESTS, RENTAL_CHANGE_REQUESTS } from '../swipe-commercial/bindings';
import { DEVICE_REFUNDS } from '../devices/refunds';
import { FMS_TRANSFERS, PAYOUT_CHANNEL_CONFIG } from '../payout-fms/bindings';
import { QR_PRIORITY } from '../bank-downtime/calls';
import { RISK_RULES } from '../risk-manager/calls';
import { POSTPE_CAMPAIGNS } from '../postpe-campaign/calls';
import { BPL_PLANS } from '../paylater-admin/calls';
import type { PermissionKey } from '../permissions';
import { PG_TIMEOUTS } from '../pg-vpa/calls';
import { INSURANCE_POLICIES } from '../insurance/calls';

/**
 * The approvals inbox (/approvals; issue 40 item 5): every pending decision the signed-in staff member may see,
 * across every request kind (the maker-checker requests, the settlement-config and P2PM upload requests, payouts in
 * APPROVAL_PENDING), filtered, sorted and paged on the server, with counts per kind. One request per page.
 *
 * Served by the reference backend on the CRM API at `INBOX_PATH`; the console reads it through its CRM provider.
 * The kinds and who sees each are this one table: the inbox's filter, the server's query and the access table's
 * entries (`approvals.<KIND>`) all read it.
 */

/** Who sees each kind in the inbox: its makers and checkers (requests), the payout approvers (payouts). In filter order. */
export const INBOX_KIND_ACCESS = {
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
  // A merchant's registered mobile change (issue 43 item 3, /mobile-change-request).
  MOBILE_CHANGE: ['CAN_APPROVE_MOBILE_CHANGE', 'CAN_RAISE_MOBILE_CHANGE'],
  // Merchant refunds (issue 43 item 1): raised at /refund-request, verified at /refund-verify or here.
  MERCHANT_REFUND: ['CAN_VERIFY_MERCHANT_REFUND', 'CAN_RAISE_MERCHANT_REFUND'],
  // MCC changes (issue 43 item 7): a merchant's category code, raised from the merchant 360, decided here.
  MCC_CHANGE: ['CAN_APPROVE_MCC_CHANGE', 'CAN_RAISE_MCC_CHANGE'],
  // A merchant's speaker rent waive-off (issue 44 item 3): raised at /speaker/waive-off, decided here.
  SPEAKER_RENT_WAIVER: ['CAN_APPROVE_SPEAKER_RENT_WAIVER', 'CAN_RAISE_SPEAKER_RENT_WAIVER'],
  // A merchant's MDR rate and a device's monthly rent (issue 44 item 2), raised at /swipe/mdr and /swipe/rental.
  MDR_CHANGE: ['CAN_APPROVE_MDR_CHANGE', 'CAN_RAISE_MDR_CHANGE'],
  RENTAL_CHANGE: ['CAN_APPROVE_RENTAL_CHANGE', 'CAN_RAISE_RENTAL_CHANGE'],
  // A payment method's gateway timeout (issue 45 item 5): raised at /pg/payment-timeout-config, decided here.
  PG_TIMEOUT_CHANGE: ['CAN_APPROVE_PG_TIMEOUT_CHANGE', 'CAN_RAISE_PG_TIMEOUT_CHANGE'],
  // A returned terminal's deposit or advance rent refunded (issue 44 item 2), raised at /swipe/refunds.
  DEVICE_REFUND: ['CAN_APPROVE_DEVICE_REFUND', 'CAN_RAISE_DEVICE_REFUND'],
  // Payout FMS fund transfers and payout channel changes (issue 45 item 4), raised at /payout/*-fund-transfer and
  // /payout/config (or by a threshold), decided here or on those pages.
  FMS_TRANSFER: ['CAN_APPROVE_FMS_TRANSFER', 'CAN_RAISE_FMS_TRANSFER'],
  PAYOUT_CONFIG_CHANGE: ['CAN_APPROVE_PAYOUT_CONFIG_CHANGE', 'CAN_RAISE_PAYOUT_CONFIG_CHANGE'],
  // The QR acquirer routing order (issue 45 item 3): raised at /qr-priority-update, decided here.
  QR_PRIORITY: ['CAN_APPROVE_QR_PRIORITY', 'CAN_RAISE_QR_PRIORITY'],
  // A merchant's or consumer's velocity limits and block (issue 46 item 5): raised at /risk-manager, decided here.
  RISK_RULE_CHANGE: ['CAN_APPROVE_RISK_RULE_CHANGE', 'CAN_RAISE_RISK_RULE_CHANGE'],
  // A club member's balance paid out (issue 46 item 4): raised at /tp-club/force-withdrawal, decided here.
  CLUB_FORCE_WITHDRAW: ['CAN_APPROVE_INVESTMENT_REQUEST', 'CAN_RAISE_INVESTMENT_REQUEST'],
  // A pay-later campaign's launch (issue 46 item 2): raised at /postpe-campaign, decided here.
  CAMPAIGN_LAUNCH: ['CAN_APPROVE_CAMPAIGN_LAUNCH', 'CAN_MANAGE_CAMPAIGNS'],
  // Consumers' insurance policies cancelled in bulk with refunds (issue 46 item 3): raised at /insurance-bulk-cancellation.
  INSURANCE_CANCEL: ['CAN_APPROVE_INSURANCE_CANCEL', 'CAN_RAISE_INSURANCE_CANCEL'],
  // A consumer's verified name corrected (issue 46 item 6, PUT /postpe/verified-name): raised from the consumer 360.
  VERIFIED_NAME: ['CAN_APPROVE_VERIFIED_NAME', 'CAN_RAISE_VERIFIED_NAME'],
  // A BPL credit plan's terms changed (issue 46 item 2): raised at /bpl, decided here.
  BPL_PLAN_CHANGE: ['CAN_APPROVE_BPL_PLAN_CHANGE', 'CAN_RAISE_BPL_PLAN_CHANGE'],
} as const satisfies Record<string, readonly PermissionKey[]>;

export type InboxKind = keyof typeof INBOX_KIND_ACCESS;

/** The kinds in filter order. */
export const INBOX_KIND_ORDER = Object.keys(INBOX_KIND_ACCESS) as InboxKind[];

/** Where each kind is kept: the maker-checker core, the merchant-support upload requests, or the payouts. */
export const INBOX_SOURCES = {
  'approval-requests': [
    'LIMIT',
    'CASHBACK',
    'CONSUMER_LIMIT',
    'BANK_CHANGE',
    'SETTLEMENT_UNBLOCK',
    'KYC_REVIEW',
    'DEPOSIT_GUARDRAIL',
    'PAYOUT_GUARDRAIL',
    'INTERNAL_TRANSFER',
    'INVESTMENT_TXN',
    'INVESTMENT_LIMIT',
    'SETTLEMENT_TYPE',
    'P2P_ADD_MONEY',
    'MOBILE_CHANGE',
    'MERCHANT_REFUND',
    'MCC_CHANGE',
    'SPEAKER_RENT_WAIVER',
    'MDR_CHANGE',
    'RENTAL_CHANGE',
    'PG_TIMEOUT_CHANGE',
    'DEVICE_REFUND',
    'FMS_TRANSFER',
    'PAYOUT_CONFIG_CHANGE',
    'QR_PRIORITY',
    'RISK_RULE_CHANGE',
    'CLUB_FORCE_WITHDRAW',
    'CAMPAIGN_LAUNCH',
    'INSURANCE_CANCEL',
    'VERIFIED_NAME',
    'BPL_PLAN_CHANGE',
  ],
  'config-requests': ['SETTLEMENT_CONFIG', 'P2PM_CONFIG'],
  payouts: ['PAYOUT'],
} as const satisfies Record<string, readonly InboxKind[]>;

export type InboxSource = keyof typeof INBOX_SOURCES;

/** Each kind's binding rules: the keys that `raise` it and those that `decide` it (the server's KIND_RULES). */
export const REQUEST_KIND_ACCESS: Readonly<Record<(typeof INBOX_SOURCES)['approval-requests'][number], AccessRules>> = {
  LIMIT: LIMIT_REQUESTS.access,
  CASHBACK: GOODWILL_CASHBACK_REQUESTS.access,
  CONSUMER_LIMIT: CONSUMER_LIMIT_REQUESTS.access,
  BANK_CHANGE: BANK_CHANGE_REQUESTS.access,
  SETTLEMENT_UNBLOCK: SETTLEMENT_UNBLOCK_REQUESTS.access,
  KYC_REVIEW: MERCHANT_KYC_CASES.access,
  DEPOSIT_GUARDRAIL: DEPOSIT_GUARDRAILS.access,
  PAYOUT_GUARDRAIL: PAYOUT_GUARDRAILS.access,
  INTERNAL_TRANSFER: INTERNAL_TRANSFERS.access,
  INVESTMENT_TXN: INVESTMENT_REQUESTS.access,
  INVESTMENT_LIMIT: INVESTMENT_REQUESTS.access,
  SETTLEMENT_TYPE: SETTLEMENT_TYPE_REQUESTS.access,
  P2P_ADD_MONEY: INVESTMENT_REQUESTS.access,
  MOBILE_CHANGE: MOBILE_CHANGE_REQUESTS.access,
  MERCHANT_REFUND: MERCHANT_REFUND_REQUESTS.access,
  MCC_CHANGE: MCC_CHANGE_REQUESTS.access,
  SPEAKER_RENT_WAIVER: SPEAKER_RENT_WAIVERS.access,
  MDR_CHANGE: MDR_CHANGE_REQUESTS.access,
  RENTAL_CHANGE: RENTAL_CHANGE_REQUESTS.access,
  PG_TIMEOUT_CHANGE: PG_TIMEOUTS.access,
  DEVICE_REFUND: DEVICE_REFUNDS.access,
  FMS_TRANSFER: FMS_TRANSFERS.access,
  PAYOUT_CONFIG_CHANGE: PAYOUT_CHANNEL_CONFIG.access,
  QR_PRIORITY: QR_PRIORITY.access,
  RISK_RULE_CHANGE: RISK_RULES.access,
  CLUB_FORCE_WITHDRAW: INVESTMENT_REQUESTS.access,
  CAMPAIGN_LAUNCH: POSTPE_CAMPAIGNS.access,
  INSURANCE_CANCEL: INSURANCE_POLICIES.access,
  VERIFIED_NAME: CONSUMER_VERIFIED_NAME.access,
  BPL_PLAN_CHANGE: BPL_PLANS.access,
};

/** The inbox on the CRM API (under its base path, /api/crm). */
export const INBOX_PATH = '/approvals/inbox';

/** Largest page the inbox serves. */
export const INBOX_MAX_PAGE_SIZE = 100;

/**
 * The inbox's query. Paged as the CRM API pages (`page` from 0, `size`), plus the keyset cursor (`after`, from the
 * previous page's X-Next-Cursor) and the snapshot key (`snapshot`, from X-Snapshot) of contract/keyset.ts.
 */
export interface InboxQuery {
  /** One kind, or every kind the viewer sees. */
  kind?: InboxKind;
  /** The maker's e-mail contains this (any case). */
  maker?: string;
  /** Raised at or after / at or before, epoch milliseconds. */
  from?: number;
  to?: number;
  page?: number;
  size?: number;
  after?: string;
  snapshot?: string;
}

/**
 * One pending item: newest first (ties: kind, then id, both descending). `request` for every request kind (the
 * maker-checker core's and the upload requests', in the maker-checker request's shape), `payout` for PAYOUT (spec
 * §3.8's shape, times in epoch seconds).
 */
export interface InboxEntryWire {
  /** Unique across kinds: `<KIND>-<id>`. */
  key: string;
  kind: InboxKind;
  id: number;
  makerEmail: string;
  /** Epoch milliseconds. */
  createdAt: number;
  canDecide: boolean;
  raisedByViewer: boolean;
  request?: Record<string, unknown>;
  payout?: Record<string, unknown>;
}

/** The answer's `data` (inside the CRM envelope): a page, its total, and the count per visible kind (filters but kind). */
export interface InboxPageWire {
  content: InboxEntryWire[];
  page: number;
  size: number;
  totalElements: number;
  totalPages: number;
  /** The kinds the viewer sees, in filter order, each with its pending count under the filters other than `kind`. */
  counts: { kind: InboxKind; pending: number }[];
}
