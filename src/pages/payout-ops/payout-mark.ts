import type { DecisionSummary } from '../../common/decision-summary';
import { formatInr, orNotAvailable } from '../../format';

type Translate = (key: string, options?: Record<string, unknown>) => string;

/** A stuck payout as Payout Status shows it. */
export interface MarkedPayout {
  id: number;
  consumerId: string;
  amount: number;
  txnStatus: string;
  transactionId: string;
  beneficiaryName: string;
}

/**
 * Pure: what marking a stuck payout restates before it is confirmed (issue 41 item 1): the payout, how much, to whom,
 * the transfer status before → after, and what marking records.
 */
export function payoutMarkSummary(p: MarkedPayout, to: string, translate: Translate): DecisionSummary {
  const amount = formatInr(p.amount);
  const whom = orNotAvailable(p.beneficiaryName);
  return {
    subject: `${translate('pages.approvals.kinds.PAYOUT')} #${p.id}`,
    facts: [
      [translate('resources.payouts.fields.amount'), amount],
      [translate('resources.payouts.fields.consumerId'), orNotAvailable(p.consumerId)],
      [translate('resources.payouts.fields.beneficiaryName'), whom],
      [translate('investments.payout_status.utr'), orNotAvailable(p.transactionId)],
    ],
    changes: [{ label: translate('investments.payout_status.txn_status'), before: p.txnStatus, after: to }],
    afterLabel: 'schema.confirm.after',
    next: translate('investments.payout_status.mark_next', { amount, whom, status: to }),
  };
}
