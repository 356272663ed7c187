import type { DataProvider } from 'react-admin';
import type { MakerCheckerActions, RequestKind as MakerCheckerKind } from '../../../dataProviders/crm/maker-checker';
import type { PayoutActions } from '../../../dataProviders/payouts/decision';
import type { MerchantSupportUploadActions } from '../../../dataProviders/merchant-support/uploads';
import { payoutState } from '../../../resources/payouts/payout-decision';
import type { InboxItem, InboxKind } from './inbox-items';
import { MERCHANT_CHANGE_INBOX_KINDS } from '../merchant-changes/inbox-kinds';

/** The provider the inbox talks to: the combined one, with the maker-checker and payout custom methods (DESIGN.md §3). */
export type InboxDataProvider = DataProvider & MakerCheckerActions & PayoutActions & MerchantSupportUploadActions;

export interface InboxDecision {
  item: InboxItem;
  isApproved: boolean;
  remarks: string;
}

export interface InboxKindSpec {
  /** i18n key of the kind's name (filter option, card heading). */
  label: string;
  /** i18n keys: the remarks dialog title per outcome, and the toast once the server agreed. */
  dialogTitle: { approve: string; reject: string };
  toast: { approve: string; reject: string };
  decide(dataProvider: InboxDataProvider, decision: InboxDecision, idempotencyKey: string): Promise<unknown>;
  /** i18n prefix of the request card's field labels (default: the limit request's or the upload config's). */
  fieldLabels?: string;
  /**
   * i18n key of what approving does, told in the decision dialog (`%{amount}`, `%{whom}` given); default
   * 'pages.approvals.decision.next_approve'. Rejecting always closes the item with nothing changed.
   */
  nextOnApprove?: string;
  /** The toast's arguments from the server's answer to the decision (a payout: the transfer's true state). */
  toastArgs?(answer: unknown): Record<string, unknown>;
}

/** Pure: the i18n key of one field's label on a request of `kind` (its kind's prefix, else the limit's or upload's). */
export function requestFieldLabel(kind: InboxKind, field: string): string {
  const prefix = INBOX_KINDS[kind].fieldLabels;
  if (prefix) return `${prefix}.${field}`;
  return kind === 'SETTLEMENT_CONFIG' || kind === 'P2PM_CONFIG'
    ? `uploads.config.fields.${field}`
    : `pages.limit_requests.fields.${field}`;
}

const decideRequest: InboxKindSpec['decide'] = (dataProvider, { item, isApproved, remarks }, idempotencyKey) =>
  dataProvider.decideRequest('approval-requests', {
    decision: { id: item.id, kind: item.kind as MakerCheckerKind, isApproved, remarks },
    idempotencyKey,
  });

/** The payout decision of /postpe-payouts (spec §7.7): payoutRequestId, isApproved, remarks, consumerId. */
const decidePayout: InboxKindSpec['decide'] = (dataProvider, { item, isApproved, remarks }, idempotencyKey) =>
  dataProvider.decidePayout('postpe-payouts', {
    decision: {
      payoutRequestId: item.id,
      isApproved,
      remarks,
      consumerId: item.kind === 'PAYOUT' ? String(item.payout.consumerId) : '',
    },
    idempotencyKey,
  });

/** A settlement-config or P2PM upload request (merchant-support): approving applies the file's values. */
const decideConfig: InboxKindSpec['decide'] = (dataProvider, { item, isApproved, remarks }, idempotencyKey) =>
  dataProvider.decideConfigRequest('merchant-support-uploads', {
    decision: { id: item.id, kind: item.kind as 'SETTLEMENT_CONFIG' | 'P2PM_CONFIG', isApproved, remarks },
    idempotencyKey,
  });

const REQUEST_DIALOG = { approve: 'pages.approvals.approve_title', reject: 'pages.approvals.reject_title' };
const REQUEST_TOAST = { approve: 'pages.approvals.approved', reject: 'pages.approvals.rejected' };
/** The approval toast with the state approving left (issue 41 item 1: "Approved: transfer pending"). */
const approvedToast = (state: string) => ({ ...REQUEST_TOAST, approve: `pages.approvals.approved_state.${state}` });

/** An investments / payout-operations request: read and decided through the maker-checker core like a limit change. */
function investmentKind(kind: string): InboxKindSpec {
  return {
    label: `investments.kinds.${kind}`,
    dialogTitle: REQUEST_DIALOG,
    toast: approvedToast(kind.endsWith('GUARDRAIL') ? 'GUARDRAIL' : 'APPLIED'),
    decide: decideRequest,
    fieldLabels: 'investments.fields',
  };
}

/** The prefix of the add-money request's field labels (a prefix, not a key: built so the key scan skips it). */
const ADD_MONEY_FIELD_LABELS = ['investments', 'p2p_ops', 'fields'].join('.');

/** The prefix of the mobile change request's field labels (a prefix, not a key: built so the key scan skips it). */
const MOBILE_FIELD_LABELS = ['pages', 'approvals', 'mobile_fields'].join('.');
/** The prefix of a merchant refund's field labels (src/i18n/en/merchantRefunds.ts). */
const REFUND_FIELD_LABELS = ['merchantRefunds', 'fields'].join('.');
/** The prefix of the MCC change's field labels (issue 43 item 7; a prefix, not a key). */
const MCC_FIELD_LABELS = ['pages', 'approvals', 'mcc_fields'].join('.');
const SPEAKER_WAIVER_FIELD_LABELS = ['pages', 'approvals', 'speaker_waiver_fields'].join('.');
/** Payout FMS transfers' and payout channel changes' field labels (issue 45 item 4). */
const FMS_FIELD_LABELS = ['pages', 'approvals', 'fms_fields'].join('.');
/** The MDR and rental changes' field labels (issue 44 item 2). */
const SWIPE_FIELD_LABELS = ['pages', 'approvals', 'swipe_fields'].join('.');
/** A payment timeout change's field labels (issue 45 item 5). */
const PG_TIMEOUT_FIELD_LABELS = ['pages', 'approvals', 'pg_timeout_fields'].join('.');
/** A device refund's field labels (issue 44 item 2, /swipe/refunds). */
const DEVICE_REFUND_FIELD_LABELS = ['pages', 'approvals', 'device_refund_fields'].join('.');
/** The QR priority change's field labels (issue 45 item 3). */
const QR_PRIORITY_FIELD_LABELS = ['pages', 'approvals', 'qr_priority_fields'].join('.');
/** The risk rule change's field labels (issue 46 item 5). */
const RISK_RULE_FIELD_LABELS = ['pages', 'approvals', 'risk_rule_fields'].join('.');
/** A pay-later campaign launch's field labels (issue 46 item 2). */
const CAMPAIGN_LAUNCH_FIELD_LABELS = ['pages', 'approvals', 'campaign_launch_fields'].join('.');
const INSURANCE_CANCEL_FIELD_LABELS = ['pages', 'approvals', 'insurance_cancel_fields'].join('.');
/** A consumer's verified-name correction's field labels (issue 46 item 6). */
const VERIFIED_NAME_FIELD_LABELS = ['pages', 'approvals', 'verified_name_fields'].join('.');
/** A BPL plan change's field labels (issue 46 item 2). */
const BPL_PLAN_FIELD_LABELS = ['pages', 'approvals', 'bpl_plan_fields'].join('.');

/** The inbox's kinds: how each is named and decided (who sees it: contract/approvals/inbox.ts). */
export const INBOX_KINDS: Readonly<Record<InboxKind, InboxKindSpec>> = {
  LIMIT: {
    label: 'pages.approvals.kinds.LIMIT',
    dialogTitle: REQUEST_DIALOG,
    toast: approvedToast('LIMIT'),
    decide: decideRequest,
    nextOnApprove: 'pages.approvals.decision.next_limit',
  },
  CASHBACK: {
    label: 'pages.approvals.kinds.CASHBACK',
    dialogTitle: REQUEST_DIALOG,
    toast: approvedToast('CASHBACK'),
    decide: decideRequest,
    nextOnApprove: 'pages.approvals.decision.next_cashback',
  },
  SETTLEMENT_CONFIG: {
    label: 'pages.approvals.kinds.SETTLEMENT_CONFIG',
    dialogTitle: REQUEST_DIALOG,
    toast: approvedToast('CONFIG'),
    decide: decideConfig,
  },
  P2PM_CONFIG: {
    label: 'pages.approvals.kinds.P2PM_CONFIG',
    dialogTitle: REQUEST_DIALOG,
    toast: approvedToast('CONFIG'),
    decide: decideConfig,
  },
  PAYOUT: {
    label: 'pages.approvals.kinds.PAYOUT',
    dialogTitle: { approve: 'resources.payouts.approve_title', reject: 'resources.payouts.reject_title' },
    toast: { approve: 'resources.payouts.success_state', reject: 'resources.payouts.rejected' },
    decide: decidePayout,
    nextOnApprove: 'pages.approvals.decision.next_payout',
    toastArgs: payoutState,
  },
  CONSUMER_LIMIT: {
    label: 'pages.approvals.kinds.CONSUMER_LIMIT',
    dialogTitle: REQUEST_DIALOG,
    toast: approvedToast('CONSUMER_LIMIT'),
    decide: decideRequest,
    nextOnApprove: 'pages.approvals.decision.next_limit',
  },
  ...MERCHANT_CHANGE_INBOX_KINDS,
  DEPOSIT_GUARDRAIL: investmentKind('DEPOSIT_GUARDRAIL'),
  PAYOUT_GUARDRAIL: investmentKind('PAYOUT_GUARDRAIL'),
  INTERNAL_TRANSFER: {
    ...investmentKind('INTERNAL_TRANSFER'),
    toast: approvedToast('TRANSFER'),
    nextOnApprove: 'pages.approvals.decision.next_transfer',
  },
  INVESTMENT_TXN: { ...investmentKind('INVESTMENT_TXN'), toast: approvedToast('INVESTMENT_TXN') },
  INVESTMENT_LIMIT: { ...investmentKind('INVESTMENT_LIMIT'), toast: approvedToast('INVESTMENT_LIMIT') },
  P2P_ADD_MONEY: {
    ...investmentKind('P2P_ADD_MONEY'),
    fieldLabels: ADD_MONEY_FIELD_LABELS,
    toast: approvedToast('ADD_MONEY'),
  }, // A merchant's registered mobile change (issue 43 item 3): approving writes the new number on the merchant.
  MOBILE_CHANGE: {
    label: 'pages.approvals.kinds.MOBILE_CHANGE',
    dialogTitle: REQUEST_DIALOG,
    toast: approvedToast('MOBILE_CHANGE'),
    decide: decideRequest,
    fieldLabels: MOBILE_FIELD_LABELS,
    nextOnApprove: 'pages.approvals.decision.next_mobile',
  },
  MERCHANT_REFUND: {
    label: 'pages.approvals.kinds.MERCHANT_REFUND',
    dialogTitle: REQUEST_DIALOG,
    toast: approvedToast('MERCHANT_REFUND'),
    decide: decideRequest,
    fieldLabels: REFUND_FIELD_LABELS,
    nextOnApprove: 'pages.approvals.decision.next_refund',
  },
  MCC_CHANGE: {
    label: 'pages.approvals.kinds.MCC_CHANGE',
    dialogTitle: REQUEST_DIALOG,
    toast: approvedToast('MCC_CHANGE'),
    decide: decideRequest,
    fieldLabels: MCC_FIELD_LABELS,
    nextOnApprove: 'pages.approvals.decision.next_mcc',
  },
  SPEAKER_RENT_WAIVER: {
    label: 'pages.approvals.kinds.SPEAKER_RENT_WAIVER',
    dialogTitle: REQUEST_DIALOG,
    toast: approvedToast('SPEAKER_RENT_WAIVER'),
    decide: decideRequest,
    fieldLabels: SPEAKER_WAIVER_FIELD_LABELS,
    nextOnApprove: 'pages.approvals.decision.next_speaker_waiver',
  },
  MDR_CHANGE: {
    label: 'pages.approvals.kinds.MDR_CHANGE',
    dialogTitle: REQUEST_DIALOG,
    toast: approvedToast('MDR_CHANGE'),
    decide: decideRequest,
    fieldLabels: SWIPE_FIELD_LABELS,
    nextOnApprove: 'pages.approvals.decision.next_mdr',
  },
  RENTAL_CHANGE: {
    label: 'pages.approvals.kinds.RENTAL_CHANGE',
    dialogTitle: REQUEST_DIALOG,
    toast: approvedToast('RENTAL_CHANGE'),
    decide: decideRequest,
    fieldLabels: SWIPE_FIELD_LABELS,
    nextOnApprove: 'pages.approvals.decision.next_rental',
  },
  PG_TIMEOUT_CHANGE: {
    label: 'pages.approvals.kinds.PG_TIMEOUT_CHANGE',
    dialogTitle: REQUEST_DIALOG,
    toast: approvedToast('PG_TIMEOUT_CHANGE'),
    decide: decideRequest,
    fieldLabels: PG_TIMEOUT_FIELD_LABELS,
    nextOnApprove: 'pages.approvals.decision.next_pg_timeout',
  },
  DEVICE_REFUND: {
    label: 'pages.approvals.kinds.DEVICE_REFUND',
    dialogTitle: REQUEST_DIALOG,
    toast: approvedToast('DEVICE_REFUND'),
    decide: decideRequest,
    fieldLabels: DEVICE_REFUND_FIELD_LABELS,
    nextOnApprove: 'pages.approvals.decision.next_device_refund',
  },
  FMS_TRANSFER: {
    label: 'pages.approvals.kinds.FMS_TRANSFER',
    dialogTitle: REQUEST_DIALOG,
    toast: approvedToast('FMS_TRANSFER'),
    decide: decideRequest,
    fieldLabels: FMS_FIELD_LABELS,
    nextOnApprove: 'pages.approvals.decision.next_fms_transfer',
  },
  PAYOUT_CONFIG_CHANGE: {
    label: 'pages.approvals.kinds.PAYOUT_CONFIG_CHANGE',
    dialogTitle: REQUEST_DIALOG,
    toast: approvedToast('PAYOUT_CONFIG_CHANGE'),
    decide: decideRequest,
    fieldLabels: FMS_FIELD_LABELS,
    nextOnApprove: 'pages.approvals.decision.next_channel_change',
  },
  QR_PRIORITY: {
    label: 'pages.approvals.kinds.QR_PRIORITY',
    dialogTitle: REQUEST_DIALOG,
    toast: approvedToast('QR_PRIORITY'),
    decide: decideRequest,
    fieldLabels: QR_PRIORITY_FIELD_LABELS,
    nextOnApprove: 'pages.approvals.decision.next_qr_priority',
  },
  RISK_RULE_CHANGE: {
    label: 'pages.approvals.kinds.RISK_RULE_CHANGE',
    dialogTitle: REQUEST_DIALOG,
    toast: approvedToast('RISK_RULE_CHANGE'),
    decide: decideRequest,
    fieldLabels: RISK_RULE_FIELD_LABELS,
    nextOnApprove: 'pages.approvals.decision.next_risk_rule',
  },
  // A club member's balance paid out (issue 46 item 4): approving debits the raised amount if the balance covers it.
  CLUB_FORCE_WITHDRAW: {
    ...investmentKind('CLUB_FORCE_WITHDRAW'),
    fieldLabels: ADD_MONEY_FIELD_LABELS,
    toast: approvedToast('CLUB_FORCE_WITHDRAW'),
  },
  CAMPAIGN_LAUNCH: {
    label: 'pages.approvals.kinds.CAMPAIGN_LAUNCH',
    dialogTitle: REQUEST_DIALOG,
    toast: approvedToast('CAMPAIGN_LAUNCH'),
    decide: decideRequest,
    fieldLabels: CAMPAIGN_LAUNCH_FIELD_LABELS,
    nextOnApprove: 'pages.approvals.decision.next_campaign_launch',
  },
  // Insurance policies cancelled in bulk (issue 46 item 3): approving queues the cancellation job with the refunds.
  INSURANCE_CANCEL: {
    label: 'pages.approvals.kinds.INSURANCE_CANCEL',
    dialogTitle: REQUEST_DIALOG,
    toast: approvedToast('INSURANCE_CANCEL'),
    decide: decideRequest,
    fieldLabels: INSURANCE_CANCEL_FIELD_LABELS,
    nextOnApprove: 'pages.approvals.decision.next_insurance_cancel',
  },
  // A consumer's verified name corrected (issue 46 item 6): the checker sees the name at request beside the new one.
  VERIFIED_NAME: {
    label: 'pages.approvals.kinds.VERIFIED_NAME',
    dialogTitle: REQUEST_DIALOG,
    toast: approvedToast('VERIFIED_NAME'),
    decide: decideRequest,
    fieldLabels: VERIFIED_NAME_FIELD_LABELS,
    nextOnApprove: 'pages.approvals.decision.next_verified_name',
  },
  // A BPL credit plan's terms (issue 46 item 2): the checker reads old → new for each changed term.
  BPL_PLAN_CHANGE: {
    label: 'pages.approvals.kinds.BPL_PLAN_CHANGE',
    dialogTitle: REQUEST_DIALOG,
    toast: approvedToast('BPL_PLAN_CHANGE'),
    decide: decideRequest,
    fieldLabels: BPL_PLAN_FIELD_LABELS,
    nextOnApprove: 'pages.approvals.decision.next_bpl_plan',
  },
};
