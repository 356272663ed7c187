import { payoutState } from '../../../resources/payouts/payout-decision';
import type { InboxKind } from './inbox-items';
import { MERCHANT_CHANGE_INBOX_KINDS } from '../merchant-changes/inbox-kinds';
import {
  approvedToast,
  decideConfig,
  decidePayout,
  decideRequest,
  investmentKind,
  REQUEST_DIALOG,
  type InboxKindSpec,
} from './inbox-kind-spec';
import {
  ADD_MONEY_FIELD_LABELS,
  BPL_PLAN_FIELD_LABELS,
  CAMPAIGN_LAUNCH_FIELD_LABELS,
  DEVICE_REFUND_FIELD_LABELS,
  FMS_FIELD_LABELS,
  INSURANCE_CANCEL_FIELD_LABELS,
  MCC_FIELD_LABELS,
  MOBILE_FIELD_LABELS,
  PG_TIMEOUT_FIELD_LABELS,
  QR_PRIORITY_FIELD_LABELS,
  REFUND_FIELD_LABELS,
  RISK_RULE_FIELD_LABELS,
  SPEAKER_WAIVER_FIELD_LABELS,
  SWIPE_FIELD_LABELS,
  VERIFIED_NAME_FIELD_LABELS,
} from './inbox-field-labels';

export type { InboxDataProvider, InboxDecision, InboxKindSpec } from './inbox-kind-spec';

/** Pure: the i18n key of one field's label on a request of `kind` (its kind's prefix, else the limit's or upload's). */
export function requestFieldLabel(kind: InboxKind, field: string): string {
  const prefix = INBOX_KINDS[kind].fieldLabels;
  if (prefix) return `${prefix}.${field}`;
  return kind === 'SETTLEMENT_CONFIG' || kind === 'P2PM_CONFIG'
    ? `uploads.config.fields.${field}`
    : `pages.limit_requests.fields.${field}`;
}

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
