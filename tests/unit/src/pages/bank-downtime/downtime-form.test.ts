import { describe, expect, it } from 'vitest';
import {
  downtimeState,
  effectiveOrder,
  instantOfIst,
  istInputOf,
  isSameSet,
  orderMoves,
  windowsOverlap,
} from '../../../../../contract/bank-downtime/rules';
import type { Downtime, QrAcquirer } from '../../../../../dataProviders/crm/bank-downtime';
import {
  closeSummary,
  declareSummary,
  downtimeInput,
  EMPTY_FORM,
  moved,
  qrOrderSummary,
  sentByEvent,
} from '../../../../../src/pages/bank-downtime/downtime-form';
import { formatIst } from '../../../../../src/format';
import { keyTranslate } from '../../../helpers/key-translate';

const NOW = Date.UTC(2026, 10, 29, 6, 0); // 11:30 IST
const E = 'bankDowntime.form.errors.';
const filled = {
  ...EMPTY_FORM,
  bankId: '3',
  channel: 'UPI' as const,
  start: '2026-11-29T23:00',
  end: '2026-11-30T03:30',
  severity: 'HIGH' as const,
  note: '  Switch migration  ',
};

describe('IST times', () => {
  it('reads an IST date-time input as the UTC instant and back', () => {
    expect(instantOfIst('2026-11-29T11:30')).toBe(NOW);
    expect(istInputOf(NOW)).toBe('2026-11-29T11:30');
    expect(instantOfIst('2026-02-30T10:00')).toBeNull();
    expect(instantOfIst('29/11/2026 11:30')).toBeNull();
    expect(formatIst(NOW)).toBe('29/11/26 11:30 IST');
  });
});

describe('the downtime form', () => {
  it('sends the window as instants, the note trimmed', () => {
    expect(downtimeInput(filled, NOW).input).toEqual({
      bankId: 3,
      channel: 'UPI',
      start: Date.UTC(2026, 10, 29, 17, 30),
      end: Date.UTC(2026, 10, 29, 22, 0),
      severity: 'HIGH',
      note: 'Switch migration',
    });
    expect(downtimeInput({ ...filled, openEnded: true, end: '' }, NOW).input?.end).toBeNull();
  });

  it('names the first problem: missing fields, an end not after the start or already past, a long note', () => {
    expect(downtimeInput(EMPTY_FORM, NOW).error).toBe(`${E}bank`);
    expect(downtimeInput({ ...filled, channel: '' }, NOW).error).toBe(`${E}channel`);
    expect(downtimeInput({ ...filled, start: '' }, NOW).error).toBe(`${E}start`);
    expect(downtimeInput({ ...filled, end: '' }, NOW).error).toBe(`${E}end`);
    expect(downtimeInput({ ...filled, end: filled.start }, NOW).error).toBe(`${E}end_before_start`);
    expect(downtimeInput({ ...filled, start: '2026-11-29T08:00', end: '2026-11-29T09:00' }, NOW).error).toBe(
      `${E}end_past`,
    );
    expect(downtimeInput({ ...filled, severity: '' }, NOW).error).toBe(`${E}severity`);
    expect(downtimeInput({ ...filled, note: '   ' }, NOW).error).toBe(`${E}note`);
    expect(downtimeInput({ ...filled, note: 'x'.repeat(301) }, NOW).error).toBe(`${E}note_long`);
  });

  it('restates a declaration, an edit (only what changes) and an end or cancel', () => {
    const input = downtimeInput(filled, NOW).input!;
    const declared = declareSummary(input, { name: 'Axis Bank' }, null, keyTranslate);
    expect(new Map(declared.facts).get('bankDowntime.fields.bank')).toBe('Axis Bank');
    expect(new Map(declared.facts).get('bankDowntime.fields.window')).toBe('29/11/26 23:00 IST → 30/11/26 03:30 IST');
    const before = { ...input, id: 9, bankName: 'Axis Bank', severity: 'LOW', note: 'Switch migration' } as Downtime;
    const edit = declareSummary(input, { name: 'Axis Bank' }, before, keyTranslate);
    expect(edit.changes).toEqual([{ label: 'bankDowntime.fields.severity', before: 'LOW', after: 'HIGH' }]);
    const open = { ...before, end: null };
    expect(new Map(closeSummary('end', open, keyTranslate).facts).get('bankDowntime.fields.window')).toBe(
      '29/11/26 23:00 IST → bankDowntime.open_ended',
    );
    expect(closeSummary('cancel', open, keyTranslate).next).toBe('bankDowntime.next_cancel');
    const sent = (event: string) => ({ event, recipient: 'ops', channel: 'EMAIL', severity: 'LOW', createdAt: 0 });
    expect(sentByEvent({ notifications: [sent('DECLARED'), sent('DECLARED'), sent('ENDED')] })).toBe(
      'DECLARED ×2, ENDED ×1',
    );
  });
});

describe('windows and states', () => {
  it('overlap when they share a moment; back to back does not; an open end runs on', () => {
    expect(windowsOverlap({ start: 0, end: 10 }, { start: 5, end: 15 })).toBe(true);
    expect(windowsOverlap({ start: 0, end: 10 }, { start: 10, end: 15 })).toBe(false);
    expect(windowsOverlap({ start: 0, end: null }, { start: 1000, end: 2000 })).toBe(true);
    expect(downtimeState({ start: 10, end: null, cancelled: false }, 5)).toBe('UPCOMING');
    expect(downtimeState({ start: 10, end: null, cancelled: false }, 50)).toBe('ONGOING');
    expect(downtimeState({ start: 10, end: 20, cancelled: false }, 20)).toBe('ENDED');
    expect(downtimeState({ start: 10, end: 20, cancelled: true }, 15)).toBe('CANCELLED');
  });
});

describe('the QR order', () => {
  const acquirers = ['HDFC Bank', 'ICICI Bank', 'Axis Bank', 'Yes Bank'].map(
    (name, i) => ({ bankId: i + 1, name, down: false }) as QrAcquirer,
  );

  it('moves a row by drag or by one place, and never off the ends', () => {
    expect(moved([1, 2, 3, 4], 3, 0)).toEqual([4, 1, 2, 3]);
    expect(moved([1, 2, 3, 4], 1, 2)).toEqual([1, 3, 2, 4]);
    expect(moved([1, 2, 3, 4], 0, -1)).toEqual([1, 2, 3, 4]);
  });

  it('summarises the change as each acquirer that moves, rank before → after', () => {
    expect(orderMoves([1, 2, 3, 4], [1, 3, 2, 4])).toEqual([
      { bankId: 3, from: 3, to: 2 },
      { bankId: 2, from: 2, to: 3 },
    ]);
    const summary = qrOrderSummary(acquirers, [3, 1, 2, 4], keyTranslate);
    expect(summary.changes).toEqual([
      { label: 'Axis Bank', before: '3', after: '1' },
      { label: 'HDFC Bank', before: '1', after: '2' },
      { label: 'ICICI Bank', before: '2', after: '3' },
    ]);
    expect(summary.facts[0]![1]).toBe('1. Axis Bank, 2. HDFC Bank, 3. ICICI Bank, 4. Yes Bank');
    expect(isSameSet([1, 2, 3], [3, 2, 1])).toBe(true);
    expect(isSameSet([1, 2, 3], [3, 3, 1])).toBe(false);
  });

  it('puts an acquirer that is down last, keeping the others’ order, and restores it when it is up', () => {
    const down = effectiveOrder(acquirers.map((a) => ({ ...a, down: a.bankId === 2 })));
    expect(down.map((a) => [a.bankId, a.configuredRank, a.effectiveRank])).toEqual([
      [1, 1, 1],
      [3, 3, 2],
      [4, 4, 3],
      [2, 2, 4],
    ]);
    expect(effectiveOrder(acquirers).map((a) => a.effectiveRank)).toEqual([1, 2, 3, 4]);
  });
});
