import type { BulkDisputeRow } from '../../../../contract/disputes/bulk';
import { PREVIEW_SAMPLE } from '../../../../contract/uploads/status-preview';
import type { DecisionSummary } from '../../../common/decision-summary';

type Translate = (key: string, options?: Record<string, unknown>) => string;

/**
 * Pure: what a bulk dispute file restates before it is raised (issue 41 item 1: the count and a sample): how many
 * disputes, the first rows (merchant, payment transaction, category), and that they are raised all at once.
 */
export function bulkDisputeSummary(fileName: string, rows: readonly BulkDisputeRow[], translate: Translate) {
  const sample = rows.slice(0, PREVIEW_SAMPLE);
  const summary: DecisionSummary = {
    subject: translate('disputes.bulk_confirm.subject', { file: fileName, rows: rows.length }),
    facts: [
      [translate('disputes.bulk_confirm.rows'), String(rows.length)],
      ...sample.map(
        (r, i) =>
          [
            translate('disputes.bulk_confirm.row', { n: i + 1 }),
            `${r.merchantId} · ${r.paymentTransactionId} · ${r.disputeCategory}`,
          ] as const,
      ),
    ],
    note:
      rows.length > sample.length
        ? translate('disputes.bulk_confirm.more', { n: rows.length - sample.length })
        : undefined,
    next: translate('disputes.bulk_confirm.next', { rows: rows.length }),
  };
  return summary;
}
