import type { DecisionSummary } from '../../../common/decision-summary';
import { formatInr } from '../../../format';
import { accountActionSummary } from '../actions/account-summary';
import type { ConsumerSummary } from '../useConsumer';

type Translate = (key: string, options?: Record<string, unknown>) => string;
const k = 'consumer360.callsA.';

/** Pure: a file's size in words (KB under a megabyte, else MB with one decimal). */
export function fileSize(bytes: number): string {
  return bytes < 1024 * 1024 ? `${Math.max(1, Math.round(bytes / 1024))} KB` : `${(bytes / 1024 / 1024).toFixed(1)} MB`;
}

/** Pure: what a verified-name correction restates: whom, the name before → after, and that a checker decides it. */
export function verifiedNameSummary(c: ConsumerSummary, newName: string, translate: Translate): DecisionSummary {
  const to = newName.trim() || '…';
  return accountActionSummary(
    c,
    translate(`${k}verified_name.title`),
    { label: translate(`${k}verified_name.field`), before: c.verifiedName, after: to },
    translate(`${k}verified_name.effect`, { from: c.verifiedName, to }),
    translate,
  );
}

/** Pure: what sending a repayment link restates: whom, the amount, where it goes, how long it is valid. */
export function repaymentLinkSummary(
  c: ConsumerSummary,
  link: { amount: number | null; channelText: string; channel: string; hours: number; minutes: number },
  translate: Translate,
): DecisionSummary {
  const amount = link.amount === null ? '…' : formatInr(link.amount);
  const base = accountActionSummary(
    c,
    translate(`${k}links.dialog_title`),
    { label: '', before: '', after: '' },
    translate(`${k}links.effect`, { amount, channel: link.channel, hours: link.hours, minutes: link.minutes }),
    translate,
  );
  return {
    ...base,
    facts: [
      ...base.facts,
      [translate(`${k}links.total_due`), formatInr(c.postPaidAccount.totalDueAmount)],
      [translate(`${k}links.amount_col`), amount],
      [translate(`${k}links.channel_col`), link.channelText],
    ],
    changes: undefined,
  };
}

/** Pure: what an upload restates: whom, the file (name, type, size), what it replaces, and where it goes. */
export function deathCertificateSummary(
  c: ConsumerSummary,
  file: { name: string; mediaType: string; size: number } | null,
  onFile: string | null,
  translate: Translate,
): DecisionSummary {
  const base = accountActionSummary(
    c,
    translate(`${k}death.dialog_title`),
    { label: '', before: '', after: '' },
    translate(`${k}death.effect`),
    translate,
  );
  return {
    ...base,
    facts: [
      ...base.facts,
      [translate(`${k}death.file_name`), file?.name ?? '…'],
      [translate(`${k}death.media_type`), file?.mediaType ?? '…'],
      [translate(`${k}death.size`), file ? fileSize(file.size) : '…'],
    ],
    changes: undefined,
    ...(onFile ? { note: translate(`${k}death.replaces`, { name: onFile }) } : {}),
  };
}
