import type { DataProvider } from 'react-admin';
import type { MakerCheckerActions, RequestKind as MakerCheckerKind } from '../../../dataProviders/crm/maker-checker';
import type { PayoutListActions } from '../../../dataProviders/payouts/all-pages';
import type { PayoutActions } from '../../../dataProviders/payouts/decision';
import type { MerchantSupportUploadActions } from '../../../dataProviders/merchant-support/uploads';
import type { InboxItem, InboxKind } from './inbox-items';
import { MERCHANT_CHANGE_INBOX_KINDS } from '../merchant-changes/inbox-kinds';

/** The provider the inbox talks to: the combined one, with the maker-checker and payout custom methods (DESIGN.md §3). */
export type InboxDataProvider = DataProvider &
  MakerCheckerActions &
  PayoutActions &
  PayoutListActions &
  MerchantSupportUploadActions;

export interface InboxDecision {
  item: InboxItem;
  isApproved: boolean;
  remarks: string;
}

/** The resource an inbox kind is read from (one list call per source, whatever the number of kinds it serves). */
export type InboxSource = 'approval-requests' | 'postpe-payouts' | 'config-requests';

export interface InboxKindSpec {
  /** i18n key of the kind's name (filter option, card heading). */
  label: string;
  source: InboxSource;
  /** i18n keys: the remarks dialog title per outcome, and the toast once the server agreed. */
  dialogTitle: { approve: string; reject: string };
  toast: { approve: string; reject: string };
  decide(dataProvider: InboxDataProvider, decision: InboxDecision, idempotencyKey: string): Promise<unknown>;
  /** i18n prefix of the request card's field labels (default: the limit request's or the upload config's). */
  fieldLabels?: string;
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

/** An investments / payout-operations request: read and decided through the maker-checker core like a limit change. */
function investmentKind(kind: string): InboxKindSpec {
  return {
    label: `investments.kinds.${kind}`,
    source: 'approval-requests',
    dialogTitle: REQUEST_DIALOG,
    toast: REQUEST_TOAST,
    decide: decideRequest,
    fieldLabels: 'investments.fields',
  };
}

/** The prefix of the add-money request's field labels (a prefix, not a key: built so the key scan skips it). */
const ADD_MONEY_FIELD_LABELS = ['investments', 'p2p_ops', 'fields'].join('.');

/** The inbox's kinds: where each is read from and how it is decided (who sees it: contract/approvals/inbox.ts). */
export const INBOX_KINDS: Readonly<Record<InboxKind, InboxKindSpec>> = {
  LIMIT: {
    label: 'pages.approvals.kinds.LIMIT',
    source: 'approval-requests',
    dialogTitle: REQUEST_DIALOG,
    toast: REQUEST_TOAST,
    decide: decideRequest,
  },
  CASHBACK: {
    label: 'pages.approvals.kinds.CASHBACK',
    source: 'approval-requests',
    dialogTitle: REQUEST_DIALOG,
    toast: REQUEST_TOAST,
    decide: decideRequest,
  },
  SETTLEMENT_CONFIG: {
    label: 'pages.approvals.kinds.SETTLEMENT_CONFIG',
    source: 'config-requests',
    dialogTitle: REQUEST_DIALOG,
    toast: REQUEST_TOAST,
    decide: decideConfig,
  },
  P2PM_CONFIG: {
    label: 'pages.approvals.kinds.P2PM_CONFIG',
    source: 'config-requests',
    dialogTitle: REQUEST_DIALOG,
    toast: REQUEST_TOAST,
    decide: decideConfig,
  },
  PAYOUT: {
    label: 'pages.approvals.kinds.PAYOUT',
    source: 'postpe-payouts',
    dialogTitle: { approve: 'resources.payouts.approve_title', reject: 'resources.payouts.reject_title' },
    toast: { approve: 'resources.payouts.success', reject: 'resources.payouts.rejected' },
    decide: decidePayout,
  },
  CONSUMER_LIMIT: {
    label: 'pages.approvals.kinds.CONSUMER_LIMIT',
    source: 'approval-requests',
    dialogTitle: REQUEST_DIALOG,
    toast: REQUEST_TOAST,
    decide: decideRequest,
  },
  ...MERCHANT_CHANGE_INBOX_KINDS,
  DEPOSIT_GUARDRAIL: investmentKind('DEPOSIT_GUARDRAIL'),
  PAYOUT_GUARDRAIL: investmentKind('PAYOUT_GUARDRAIL'),
  INTERNAL_TRANSFER: investmentKind('INTERNAL_TRANSFER'),
  INVESTMENT_TXN: investmentKind('INVESTMENT_TXN'),
  INVESTMENT_LIMIT: investmentKind('INVESTMENT_LIMIT'),
  P2P_ADD_MONEY: { ...investmentKind('P2P_ADD_MONEY'), fieldLabels: ADD_MONEY_FIELD_LABELS },
};

/** Pure: whether a source has to be read for these visible kinds under the kind filter ('' = all kinds). */
export function sourceWanted(source: InboxSource, kinds: readonly InboxKind[], kindFilter: string): boolean {
  return kinds.some((kind) => INBOX_KINDS[kind].source === source && (!kindFilter || kindFilter === kind));
}
