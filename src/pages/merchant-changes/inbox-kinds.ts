import type { InboxKindSpec } from '../approvals/inbox-kind-spec';

/** Merchant changes read from the CRM maker-checker requests and decided at /maker/checker/{kind}/{id}/decision. */
const decide =
  (kind: 'BANK_CHANGE' | 'SETTLEMENT_UNBLOCK' | 'KYC_REVIEW' | 'SETTLEMENT_TYPE'): InboxKindSpec['decide'] =>
  (dataProvider, { item, isApproved, remarks }, idempotencyKey) =>
    dataProvider.decideRequest('approval-requests', {
      decision: { id: item.id, kind, isApproved, remarks },
      idempotencyKey,
    });

const DIALOG = { approve: 'merchantChanges.decide.approve_title', reject: 'merchantChanges.decide.reject_title' };

/** The approvals inbox's merchant change kinds (spread into INBOX_KINDS). */
export const MERCHANT_CHANGE_INBOX_KINDS = {
  BANK_CHANGE: {
    label: 'merchantChanges.kinds.BANK_CHANGE',
    dialogTitle: DIALOG,
    toast: { approve: 'merchantChanges.bank.updated', reject: 'merchantChanges.decide.rejected' },
    decide: decide('BANK_CHANGE'),
    nextOnApprove: 'merchantChanges.decide.next_BANK_CHANGE',
  },
  SETTLEMENT_UNBLOCK: {
    label: 'merchantChanges.kinds.SETTLEMENT_UNBLOCK',
    dialogTitle: DIALOG,
    toast: { approve: 'merchantChanges.settlement.approved', reject: 'merchantChanges.decide.rejected' },
    decide: decide('SETTLEMENT_UNBLOCK'),
    nextOnApprove: 'merchantChanges.decide.next_SETTLEMENT_UNBLOCK',
  },
  KYC_REVIEW: {
    label: 'merchantChanges.kinds.KYC_REVIEW',
    dialogTitle: DIALOG,
    toast: { approve: 'pages.approvals.approved_state.KYC_REVIEW', reject: 'merchantChanges.decide.rejected' },
    decide: decide('KYC_REVIEW'),
    nextOnApprove: 'merchantChanges.decide.next_KYC_REVIEW',
  },
  SETTLEMENT_TYPE: {
    label: 'merchantChanges.settlementType.kind',
    dialogTitle: DIALOG,
    toast: { approve: 'merchantChanges.settlementType.approved', reject: 'merchantChanges.decide.rejected' },
    decide: decide('SETTLEMENT_TYPE'),
    nextOnApprove: 'merchantChanges.decide.next_SETTLEMENT_TYPE',
  },
} as const satisfies Record<string, InboxKindSpec>;
