import type { DecisionSummary } from '../../src/common/decision-summary';
import { formatInr, orNotAvailable } from '../../src/format';

type Translate = (key: string, options?: Record<string, unknown>) => string;

/** A payout in APPROVAL_PENDING as the payouts API answers it (server/repositories/payouts.ts toPayoutDto). */
export interface PendingPayout {
  id: number;
  consumerId: string;
  agentEmail: string;
  amount: number;
  agentRemarks: string | null;
  beneficiaryName: string | null;
  /** Masked to its last 4 digits by the server. */
  accountNo?: string | null;
  ifsc?: string | null;
  /** Epoch seconds. */
  createdAt: number;
  status: string;
}

/** Pure: what the payout decision dialog restates (the inbox's and the Payouts list's): to whom, how much, next. */
export function payoutDecisionSummary(p: PendingPayout, isApproved: boolean, translate: Translate): DecisionSummary {
  const amount = formatInr(p.amount);
  const fact = (key: string, value: unknown) => [translate(key), orNotAvailable(value)] as const;
  return {
    subject: `${translate('pages.approvals.kinds.PAYOUT')} #${p.id}`,
    facts: [
      [translate('resources.payouts.fields.amount'), amount],
      fact('resources.payouts.fields.consumerId', p.consumerId),
      fact('resources.payouts.fields.beneficiaryName', p.beneficiaryName),
      fact('resources.payouts.fields.accountNo', p.accountNo),
      fact('resources.payouts.fields.ifsc', p.ifsc),
      fact('resources.payouts.fields.agentEmail', p.agentEmail),
    ],
    next: isApproved
      ? translate('pages.approvals.decision.next_payout', { amount, whom: orNotAvailable(p.beneficiaryName) })
      : translate('pages.approvals.decision.next_payout_reject'),
  };
}

/** Pure: a decided payout's transfer state from the decision's answer (spec §3.8 txnStatus), for the toast. */
export function payoutState(answer: unknown): { txnStatus: string } {
  const data = (answer as { data?: { txnStatus?: unknown } } | null)?.data;
  return { txnStatus: typeof data?.txnStatus === 'string' && data.txnStatus ? data.txnStatus : 'PENDING' };
}
