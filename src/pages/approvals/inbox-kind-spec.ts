import type { DataProvider } from 'react-admin';
import type { MakerCheckerActions, RequestKind as MakerCheckerKind } from '../../../dataProviders/crm/maker-checker';
import type { PayoutActions } from '../../../dataProviders/payouts/decision';
import type { MerchantSupportUploadActions } from '../../../dataProviders/merchant-support/uploads';
import type { InboxItem } from './inbox-items';

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

export const decideRequest: InboxKindSpec['decide'] = (dataProvider, { item, isApproved, remarks }, idempotencyKey) =>
  dataProvider.decideRequest('approval-requests', {
    decision: { id: item.id, kind: item.kind as MakerCheckerKind, isApproved, remarks },
    idempotencyKey,
  });

/** The payout decision of /postpe-payouts (spec §7.7): payoutRequestId, isApproved, remarks, consumerId. */
export const decidePayout: InboxKindSpec['decide'] = (dataProvider, { item, isApproved, remarks }, idempotencyKey) =>
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
export const decideConfig: InboxKindSpec['decide'] = (dataProvider, { item, isApproved, remarks }, idempotencyKey) =>
  dataProvider.decideConfigRequest('merchant-support-uploads', {
    decision: { id: item.id, kind: item.kind as 'SETTLEMENT_CONFIG' | 'P2PM_CONFIG', isApproved, remarks },
    idempotencyKey,
  });

export const REQUEST_DIALOG = { approve: 'pages.approvals.approve_title', reject: 'pages.approvals.reject_title' };
export const REQUEST_TOAST = { approve: 'pages.approvals.approved', reject: 'pages.approvals.rejected' };
/** The approval toast with the state approving left (issue 41 item 1: "Approved: transfer pending"). */
export const approvedToast = (state: string) => ({
  ...REQUEST_TOAST,
  approve: `pages.approvals.approved_state.${state}`,
});

/** An investments / payout-operations request: read and decided through the maker-checker core like a limit change. */
export function investmentKind(kind: string): InboxKindSpec {
  return {
    label: `investments.kinds.${kind}`,
    dialogTitle: REQUEST_DIALOG,
    toast: approvedToast(kind.endsWith('GUARDRAIL') ? 'GUARDRAIL' : 'APPLIED'),
    decide: decideRequest,
    fieldLabels: 'investments.fields',
  };
}
