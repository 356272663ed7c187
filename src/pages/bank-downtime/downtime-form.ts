import {
  DOWNTIME_NOTE_MAX,
  instantOfIst,
  orderMoves,
  type DowntimeChannel,
  type DowntimeSeverity,
} from '../../../contract/bank-downtime/rules';
import type {
  Downtime,
  DowntimeAlert,
  DowntimeInput,
  PaymentBank,
  QrAcquirer,
} from '../../../dataProviders/crm/bank-downtime';
import type { DecisionSummary } from '../../common/decision-summary';
import { formatIst } from '../../format';

const T = 'bankDowntime';
type Translate = (key: string, args?: Record<string, unknown>) => string;

/** The downtime form as typed: the window as IST `yyyy-MM-ddTHH:mm` inputs, `openEnded` for an incident. */
export interface DowntimeForm {
  bankId: string;
  channel: DowntimeChannel | '';
  start: string;
  end: string;
  openEnded: boolean;
  severity: DowntimeSeverity | '';
  note: string;
}

export const EMPTY_FORM: DowntimeForm = {
  bankId: '',
  channel: '',
  start: '',
  end: '',
  openEnded: false,
  severity: '',
  note: '',
};

/**
 * Pure: the form's first problem as an i18n key (under bankDowntime.form.errors), or the body to send: every field
 * filled, the IST times read as instants, the end after the start and after `now` (an open-ended incident has none),
 * the note at most 300 characters. The server checks the same, and the overlap.
 */
export function downtimeInput(
  f: DowntimeForm,
  now: number,
): { input: DowntimeInput; error?: undefined } | { error: string; input?: undefined } {
  const error = (key: string) => ({ error: `${T}.form.errors.${key}` });
  if (!f.bankId) return error('bank');
  if (!f.channel) return error('channel');
  const start = instantOfIst(f.start);
  if (start === null) return error('start');
  const end = f.openEnded ? null : instantOfIst(f.end);
  if (!f.openEnded && end === null) return error('end');
  if (end !== null && end <= start) return error('end_before_start');
  if (end !== null && end <= now) return error('end_past');
  if (!f.severity) return error('severity');
  if (!f.note.trim()) return error('note');
  if (f.note.trim().length > DOWNTIME_NOTE_MAX) return error('note_long');
  return {
    input: { bankId: Number(f.bankId), channel: f.channel, start, end, severity: f.severity, note: f.note.trim() },
  };
}

const windowOf = (w: { start: number; end: number | null }, translate: Translate) =>
  `${formatIst(w.start)} → ${w.end === null ? translate(`${T}.open_ended`) : formatIst(w.end)}`;

/** Pure: what declaring or editing restates: the bank, channel, window (IST), severity and who is told. */
export function declareSummary(
  input: DowntimeInput,
  bank: Pick<PaymentBank, 'name'> | undefined,
  before: Downtime | null,
  translate: Translate,
): DecisionSummary {
  const facts: [string, string][] = [
    [translate(`${T}.fields.bank`), bank?.name ?? String(input.bankId)],
    [translate(`${T}.fields.channel`), input.channel],
  ];
  const after = { window: windowOf(input, translate), severity: input.severity, note: input.note };
  if (!before)
    return {
      subject: translate(`${T}.declare`),
      facts: [
        ...facts,
        [translate(`${T}.fields.window`), after.window],
        [translate(`${T}.fields.severity`), translate(`${T}.severities.${input.severity}`)],
        [translate(`${T}.fields.note`), input.note],
      ],
      next: translate(`${T}.next_declare`),
    };
  const was = { window: windowOf(before, translate), severity: before.severity, note: before.note };
  return {
    subject: translate(`${T}.edit_subject`, { id: before.id }),
    facts,
    changes: (['window', 'severity', 'note'] as const)
      .filter((k) => was[k] !== after[k])
      .map((k) => ({ label: translate(`${T}.fields.${k}`), before: was[k], after: after[k] })),
    next: translate(`${T}.next_edit`),
  };
}

/** Pure: what ending now or cancelling restates. */
export function closeSummary(how: 'end' | 'cancel', d: Downtime, translate: Translate): DecisionSummary {
  return {
    subject: translate(`${T}.${how}_subject`, { id: d.id }),
    facts: [
      [translate(`${T}.fields.bank`), d.bankName],
      [translate(`${T}.fields.channel`), d.channel],
      [translate(`${T}.fields.window`), windowOf(d, translate)],
    ],
    next: translate(`${T}.next_${how}`),
  };
}

/** Pure: a new QR order restated for its maker: each acquirer that moves, rank before → after. */
export function qrOrderSummary(
  before: readonly QrAcquirer[],
  after: readonly number[],
  translate: Translate,
): DecisionSummary {
  const names = new Map(before.map((a) => [a.bankId, a.name]));
  return {
    subject: translate(`${T}.qr.raise_subject`),
    facts: [[translate(`${T}.qr.new_order`), after.map((id, i) => `${i + 1}. ${names.get(id)}`).join(', ')]],
    changes: orderMoves(
      before.map((a) => a.bankId),
      after,
    ).map((m) => ({ label: names.get(m.bankId) ?? `#${m.bankId}`, before: String(m.from), after: String(m.to) })),
    changesLabel: `${T}.qr.acquirer`,
    afterLabel: `${T}.qr.new_rank`,
    next: translate(`${T}.qr.next`),
  };
}

/** Pure: `order` with an item moved (shared with the banners' order: src/common/ReorderList.tsx). */
export { moved } from '../../common/ReorderList';

/** Pure: the notifications sent for a downtime, counted by event ("DECLARED ×3, ENDED ×3"). */
export function sentByEvent(alert: Pick<DowntimeAlert, 'notifications'>): string {
  const counts = new Map<string, number>();
  for (const n of alert.notifications) counts.set(n.event, (counts.get(n.event) ?? 0) + 1);
  return [...counts].map(([event, n]) => `${event} ×${n}`).join(', ');
}
