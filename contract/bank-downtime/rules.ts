/**
 * Bank and PSP downtime (issue 45 item 3; spec §2.3 /new-downtime 'Bank Downtime', /downtime-alerts,
 * /qr-priority-update): the channels a downtime covers, its severities, its states, the messages both sides show, and
 * the pure rules both sides share (a downtime's state at a moment, two windows overlapping, the QR routing order in
 * effect while a downtime covers an acquirer's UPI channel, what a new order changes).
 */
import { IST_OFFSET_MS } from '../business-time';
import type { PermissionKey } from '../permissions';

export const DOWNTIME_VIEW_KEY = 'CAN_VIEW_BANK_DOWNTIME' satisfies PermissionKey;
export const DOWNTIME_MANAGE_KEY = 'CAN_MANAGE_BANK_DOWNTIME' satisfies PermissionKey;
export const QR_PRIORITY_RAISE_KEY = 'CAN_RAISE_QR_PRIORITY' satisfies PermissionKey;
export const QR_PRIORITY_APPROVE_KEY = 'CAN_APPROVE_QR_PRIORITY' satisfies PermissionKey;

/** The maker-checker kind of a QR routing order change (its decision: /maker/checker/qr_priority/{id}/decision). */
export const QR_PRIORITY_KIND = 'QR_PRIORITY';

export const DOWNTIME_CHANNELS = ['UPI', 'IMPS', 'NEFT', 'CARDS'] as const;
export type DowntimeChannel = (typeof DOWNTIME_CHANNELS)[number];
/** QR payments are UPI payments: a downtime of an acquirer's UPI channel lowers it in the QR routing order. */
export const QR_CHANNEL: DowntimeChannel = 'UPI';

export const DOWNTIME_SEVERITIES = ['LOW', 'MEDIUM', 'HIGH', 'CRITICAL'] as const;
export type DowntimeSeverity = (typeof DOWNTIME_SEVERITIES)[number];

/** A downtime's state at a moment: derived from its window, except CANCELLED, which is kept. */
export const DOWNTIME_STATES = ['UPCOMING', 'ONGOING', 'ENDED', 'CANCELLED'] as const;
export type DowntimeState = (typeof DOWNTIME_STATES)[number];

/** What a notification tells its recipients. */
export const DOWNTIME_EVENTS = ['DECLARED', 'UPDATED', 'ENDED', 'CANCELLED'] as const;

export const DOWNTIME_NOTE_MAX = 300;

export const DOWNTIME_MESSAGES = {
  declared: 'Downtime declared.',
  updated: 'Downtime updated.',
  ended: 'Downtime ended.',
  cancelled: 'Downtime cancelled.',
  notFound: 'No Record Found!',
  unknownBank: 'Choose a bank or PSP from the list.',
  endBeforeStart: 'End must be after start.',
  overlap: 'This bank already has a downtime on this channel in that window.',
  endedAlready: 'This downtime has ended or was cancelled; it cannot change any more.',
  notOngoing: 'Only an ongoing downtime can be ended now.',
  notUpcoming: 'Only an upcoming downtime can be cancelled; end an ongoing one instead.',
  startMoved: 'The start of an ongoing downtime cannot change.',
  endInPast: 'End must be in the future; use End now to end it.',
  stale: 'This downtime changed since you opened it; reload and try again.',
  noteRequired: 'Note is required.',
  qrRaised: 'QR priority change sent for approval.',
  qrSame: 'The new order is the same as the order in force.',
  qrNotAPermutation: 'The order must list every QR acquirer exactly once.',
  qrPending: 'A QR priority change is already waiting for approval.',
  qrMoved: 'The QR priority order changed after this request was raised; raise it again.',
} as const;

/** A downtime's window and whether it was cancelled. `end` null: open-ended (an incident). Epoch ms. */
export interface DowntimeWindow {
  start: number;
  end: number | null;
  cancelled: boolean;
}

/** Pure: the state of a downtime at `now`. */
export function downtimeState(d: DowntimeWindow, now: number): DowntimeState {
  if (d.cancelled) return 'CANCELLED';
  if (d.start > now) return 'UPCOMING';
  return d.end === null || d.end > now ? 'ONGOING' : 'ENDED';
}

/** Pure: two windows [start, end) share a moment; an open end runs for ever. */
export function windowsOverlap(a: Pick<DowntimeWindow, 'start' | 'end'>, b: Pick<DowntimeWindow, 'start' | 'end'>) {
  return a.start < (b.end ?? Infinity) && b.start < (a.end ?? Infinity);
}

/** `yyyy-MM-ddTHH:mm` in IST (what an IST date-time input holds) for an instant. */
export const istInputOf = (epochMs: number): string => new Date(epochMs + IST_OFFSET_MS).toISOString().slice(0, 16);

/** The instant an IST `yyyy-MM-ddTHH:mm` names; null when it is not one. */
export function instantOfIst(text: string): number | null {
  if (!/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/.test(text)) return null;
  const ms = Date.parse(`${text}:00Z`);
  return Number.isNaN(ms) || new Date(ms).toISOString().slice(0, 16) !== text ? null : ms - IST_OFFSET_MS;
}

/** An acquirer in the QR routing order, with whether a downtime covers its UPI channel now. */
export interface RankedAcquirer {
  bankId: number;
  down: boolean;
}

/**
 * Pure: the order in effect: the acquirers not down keep their configured order, then those down (in theirs), so a
 * downtime lowers an acquirer to the end and its end restores it. Each with its configured and effective rank (1 up).
 */
export function effectiveOrder<A extends RankedAcquirer>(configured: readonly A[]) {
  const ranked = configured.map((a, i) => ({ ...a, configuredRank: i + 1 }));
  const order = [...ranked.filter((a) => !a.down), ...ranked.filter((a) => a.down)];
  return order.map((a, i) => ({ ...a, effectiveRank: i + 1 }));
}

/** One acquirer's move between two orders (1-based ranks). */
export interface RankMove {
  bankId: number;
  from: number;
  to: number;
}

/** Pure: the acquirers whose rank changes from `before` to `after` (lists of ids), in the new order. */
export function orderMoves(before: readonly number[], after: readonly number[]): RankMove[] {
  return after
    .map((bankId, i) => ({ bankId, from: before.indexOf(bankId) + 1, to: i + 1 }))
    .filter((m) => m.from !== m.to);
}

/** Pure: whether `after` lists exactly the ids of `before`, each once. */
export function isSameSet(before: readonly number[], after: readonly number[]): boolean {
  return (
    after.length === before.length && new Set(after).size === after.length && after.every((id) => before.includes(id))
  );
}
