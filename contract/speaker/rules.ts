/**
 * Speaker-device tools (spec §2.3 /speaker: pricing, rental waive-off, audio test, invoice download; issue 44 item 3):
 * the permission keys, the limits and messages both sides quote, and the pure rules (which months a waiver covers, what
 * an invoice comes to after waivers, how a device's answer to a test announcement resolves).
 */
import type { PermissionKey } from '../permissions';

export const SPEAKER_PRICING_VIEW_KEY = 'CAN_VIEW_SPEAKER_PRICING' satisfies PermissionKey;
export const SPEAKER_PRICING_MANAGE_KEY = 'CAN_MANAGE_SPEAKER_PRICING' satisfies PermissionKey;
export const SPEAKER_AUDIO_TEST_KEY = 'CAN_RUN_SPEAKER_AUDIO_TEST' satisfies PermissionKey;
export const SPEAKER_WAIVER_RAISE_KEY = 'CAN_RAISE_SPEAKER_RENT_WAIVER' satisfies PermissionKey;
export const SPEAKER_WAIVER_APPROVE_KEY = 'CAN_APPROVE_SPEAKER_RENT_WAIVER' satisfies PermissionKey;
export const SPEAKER_INVOICES_KEY = 'CAN_VIEW_SPEAKER_INVOICES' satisfies PermissionKey;

/** The merchant_devices product of a soundbox speaker (the merchant 360's devices; the lifecycle builds on them). */
export const SPEAKER_PRODUCT = 'speaker';
/** The maker/checker kind of a rent waive-off. */
export const SPEAKER_WAIVER_KIND = 'SPEAKER_RENT_WAIVER';

/** Languages a speaker announces in. */
export const SPEAKER_LANGUAGES = ['English', 'Hindi', 'Marathi', 'Tamil', 'Telugu', 'Kannada', 'Bengali'] as const;
/** A device that has not answered a test announcement within this many seconds has timed out. */
export const AUDIO_TEST_TIMEOUT_SECONDS = 10;
/** How a seeded device answers (the reference backend plays the device). */
export const AUDIO_BEHAVIOURS = ['ONLINE', 'OFFLINE', 'SLOW'] as const;
export type AudioBehaviour = (typeof AUDIO_BEHAVIOURS)[number];
export const AUDIO_TEST_STATES = ['WAITING', 'PLAYED', 'OFFLINE', 'TIMEOUT'] as const;
export type AudioTestState = (typeof AUDIO_TEST_STATES)[number];

export const SPEAKER_TEXT_MAX = 120;
export const SPEAKER_REASON_MAX = 300;
export const SPEAKER_MODEL_MAX = 50;
/** Largest amount a test announces, and largest price or rent, in rupees. */
export const SPEAKER_AMOUNT_MAX = 100_000;
/** A waive-off covers 1 to 12 months. */
export const WAIVER_MONTHS_MAX = 12;
export const INVOICE_STATES = ['DUE', 'PAID'] as const;

export const SPEAKER_MESSAGES = {
  priceAdded: 'Price version added.',
  priceExists: 'A price version of this model already starts on that date.',
  pricePast: 'A new price version starts today or later: past versions are never edited.',
  deviceNotFound: 'No speaker device with this serial.',
  testBusy: 'A test announcement is already playing on this device; wait for its answer.',
  testSent: 'Test announcement sent.',
  waiverRaised: 'Rent waive-off request placed successfully!',
  waiverPending: 'A rent waive-off for this device is already waiting for approval.',
  waiverTooLarge: 'The waived amount cannot exceed the monthly rent.',
  waiverMoved: 'This device is no longer with the merchant; raise the waive-off again.',
  invoiceNotFound: 'No Record Found!',
} as const;

/** Pure: the month `n` months after `month` (`yyyy-MM`). */
export function addMonths(month: string, n: number): string {
  const [y, m] = month.split('-').map(Number) as [number, number];
  const index = y * 12 + (m - 1) + n;
  return `${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, '0')}`;
}

export interface WaiverSpan {
  fromMonth: string;
  months: number;
  monthlyAmount: number;
}

/** Pure: whether a waiver covers a month (its first month and the `months - 1` after it). */
export const covers = (w: WaiverSpan, month: string): boolean =>
  month >= w.fromMonth && month <= addMonths(w.fromMonth, w.months - 1);

/**
 * Pure: an invoice after its waivers, in rupees to the paisa: the rent less what the waivers covering its month waive,
 * never below zero.
 */
export function invoiceAfterWaivers(rent: number, month: string, waivers: readonly WaiverSpan[]) {
  const paise = Math.round(rent * 100);
  const waivedPaise = Math.min(
    paise,
    waivers.filter((w) => covers(w, month)).reduce((sum, w) => sum + Math.round(w.monthlyAmount * 100), 0),
  );
  return { rent, waived: waivedPaise / 100, amount: (paise - waivedPaise) / 100 };
}

/**
 * Pure: how a test announcement stands `elapsedMs` after it was sent to a device that behaves as `behaviour`
 * (answering after `latencyMs`): an online device plays it once its latency has passed, an offline one is reported
 * offline at once by the speaker gateway, and any device that has not answered within the timeout has timed out.
 */
export function audioTestOutcome(
  behaviour: AudioBehaviour,
  latencyMs: number,
  elapsedMs: number,
): { state: AudioTestState; answeredAfterMs: number | null } {
  const timeoutMs = AUDIO_TEST_TIMEOUT_SECONDS * 1000;
  if (behaviour === 'OFFLINE') return { state: 'OFFLINE', answeredAfterMs: 0 };
  if (latencyMs < timeoutMs && elapsedMs >= latencyMs) return { state: 'PLAYED', answeredAfterMs: latencyMs };
  if (elapsedMs >= timeoutMs) return { state: 'TIMEOUT', answeredAfterMs: null };
  return { state: 'WAITING', answeredAfterMs: null };
}
