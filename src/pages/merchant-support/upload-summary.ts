import { PREVIEW_SAMPLE, type CheckedFile, type MerchantStatusPreview } from '../../../contract/uploads';
import type { DecisionSummary } from '../../common/decision-summary';

type Translate = (key: string, options?: Record<string, unknown>) => string;

const more = (rows: number, shown: number, translate: Translate) =>
  rows > shown ? translate('uploads.confirm.more', { n: rows - shown }) : undefined;

/**
 * Pure: the confirmation of a checked upload before it is sent (issue 41 item 1: bulk changes show the count and a
 * sample before they run): the file and its row count, the first rows as read, and what sending does.
 */
export function uploadSummary(fileName: string, checked: CheckedFile, translate: Translate): DecisionSummary {
  const sample = checked.rows.slice(0, PREVIEW_SAMPLE);
  return {
    subject: translate('uploads.confirm.subject', { file: fileName, rows: checked.counts.total }),
    facts: [
      [translate('uploads.config.fields.rows'), String(checked.counts.total)],
      ...sample.map(
        (row) =>
          [
            translate('uploads.confirm.line', { line: row.line }),
            checked.header.map((h, i) => `${h}: ${row.cells[i] ?? ''}`).join(' · '),
          ] as const,
      ),
    ],
    note: more(checked.counts.total, sample.length, translate),
    next: translate(`uploads.confirm.next.${checked.kind}`, {
      rows: checked.counts.total,
      _: translate('uploads.confirm.next.default', { rows: checked.counts.total }),
    }),
  };
}

/**
 * Pure: the confirmation of a merchant-status upload from the server's dry run: how many rows, how many change, the
 * first merchants old → new status (a KYC-document rejection: the KYC status), and that it applies at once.
 */
export function statusUploadSummary(
  fileName: string,
  preview: MerchantStatusPreview,
  translate: Translate,
): DecisionSummary {
  return {
    subject: translate('uploads.confirm.subject', { file: fileName, rows: preview.rows }),
    facts: [
      [translate('uploads.config.fields.rows'), String(preview.rows)],
      [translate('uploads.config.fields.changed'), String(preview.changing)],
    ],
    changes: preview.sample.map((c) => ({
      label: [
        c.merchantId,
        c.merchantStoreId ? translate('uploads.confirm.store', { id: c.merchantStoreId }) : null,
        c.opType === 'KYC_DOC_REJECT' ? translate('uploads.confirm.kyc') : null,
      ]
        .filter(Boolean)
        .join(' · '),
      before: c.before || '—',
      after: c.after,
    })),
    changesLabel: 'uploads.confirm.merchant',
    afterLabel: 'schema.confirm.after',
    note: more(preview.rows, preview.sample.length, translate),
    next: translate('uploads.confirm.next.merchant-status', { rows: preview.rows, changing: preview.changing }),
  };
}
