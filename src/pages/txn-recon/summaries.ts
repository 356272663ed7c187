import type { OnSpotTrace, TxnReconItem } from '../../../dataProviders/merchant-support/txn-recon';
import type { DecisionSummary } from '../../common/decision-summary';
import { formatInr } from '../../format';

const T = 'txnRecon';
type Translate = (key: string, options?: Record<string, unknown>) => string;

/** Pure: one side of a row (amount, status, date) as one line, or the dash where that side has nothing. */
export function sideText(amount: number | null, status: string | null, day: string | null): string {
  if (amount === null) return '—';
  return [formatInr(amount), status, day].filter(Boolean).join(' · ');
}

/** Pure: what the review dialog restates: the row, its group and reason, ours and theirs side by side. */
export function reviewSummary(item: TxnReconItem, translate: Translate): DecisionSummary {
  return {
    subject: item.ref,
    facts: [
      [translate(`${T}.fact_group`), translate(`${T}.groups.${item.group}`)],
      [translate(`${T}.fact_reason`), translate(`${T}.reasons.${item.reason}`)],
      [translate(`${T}.fact_ours`), sideText(item.oursAmount, item.oursStatus, item.oursDay)],
      [translate(`${T}.fact_theirs`), sideText(item.theirsAmount, item.theirsStatus, item.theirsDay)],
    ],
    next: translate(`${T}.review_next`),
  };
}

export type TraceField = 'amount' | 'status' | 'date';
export type TraceSource = 'acquirer' | 'bank';

/** Pure: a file status as ours would say it (FAILED ↔ FAILED or REJECTED agree), so statuses compare fairly. */
const statusAgrees = (ours: string, theirs: string) =>
  theirs === 'SUCCESS' ? ours === 'SUCCESS' : ours === 'FAILED' || ours === 'REJECTED';

/**
 * Pure: what each file's line disagrees with in our books (amount to the paisa, status, date); empty where it agrees
 * or where either side is missing.
 */
export function traceDiffs(trace: OnSpotTrace): Record<TraceSource, TraceField[]> {
  const diff = (source: TraceSource): TraceField[] => {
    const line = trace[source];
    const ours = trace.ours;
    if (!line || !ours) return [];
    const out: TraceField[] = [];
    if (Math.round(line.amount * 100) !== Math.round(ours.amount * 100)) out.push('amount');
    if (!statusAgrees(ours.status, line.status)) out.push('status');
    if (line.day !== ours.day) out.push('date');
    return out;
  };
  return { acquirer: diff('acquirer'), bank: diff('bank') };
}
