import { SWIPE_RULES } from '../../../contract/bharat-swipe/calls';
import { validAmount } from '../../common/amount-input';
import type { DecisionSummary } from '../../common/decision-summary';
import { formatInr } from '../../format';

const T = 'bharatSwipe';
type Translate = (key: string, args?: Record<string, unknown>) => string;

/** The dynamic QR's amount limits (contract SWIPE_RULES): at most ₹1,00,000. */
export const QR_AMOUNT_LIMITS = { max: SWIPE_RULES.dynamicQrMax } as const;

/** Pure: the rupees a dynamic QR is asked for, or null when the typed text is not an amount in range. */
export function qrAmountOf(typed: string): number | null {
  const parsed = validAmount(typed, QR_AMOUNT_LIMITS);
  return parsed && parsed.value >= SWIPE_RULES.dynamicQrMin ? parsed.value : null;
}

/** Pure: why the typed amount is refused beyond the field's own checks (below ₹1), an i18n key; null otherwise. */
export function qrAmountProblem(typed: string): string | null {
  const parsed = validAmount(typed, QR_AMOUNT_LIMITS);
  return parsed && parsed.value < SWIPE_RULES.dynamicQrMin ? `${T}.qr.too_small` : null;
}

/** Pure: 'Nov 2026' for '2026-11'. */
export function monthLabel(month: string): string {
  const [y, m] = month.split('-').map(Number) as [number, number];
  return new Date(Date.UTC(y, m - 1, 1)).toLocaleString('en-IN', { month: 'short', year: 'numeric', timeZone: 'UTC' });
}

export interface QrAsk {
  kind: 'STATIC' | 'DYNAMIC';
  merchantId: string;
  merchantName: string;
  storeId: string;
  storeName: string;
  amount?: number | null;
}

/** Pure: what generating a QR restates: for whom, which store, how much (dynamic), how long it lasts, by whom. */
export function qrSummary(ask: QrAsk, staff: string, translate: Translate): DecisionSummary {
  const dynamic = ask.kind === 'DYNAMIC';
  return {
    subject: translate(`${T}.qr.subject_${dynamic ? 'dynamic' : 'static'}`, { merchantId: ask.merchantId }),
    facts: [
      [translate(`${T}.qr.merchant`), `${ask.merchantName} (${ask.merchantId})`],
      [translate(`${T}.qr.store`), `${ask.storeName} (${ask.storeId})`],
      ...(dynamic ? ([[translate(`${T}.qr.amount`), ask.amount == null ? '—' : formatInr(ask.amount)]] as const) : []),
      [
        translate(`${T}.qr.valid`),
        dynamic
          ? translate(`${T}.qr.valid_dynamic`, { minutes: SWIPE_RULES.dynamicQrMinutes })
          : translate(`${T}.qr.valid_static`),
      ],
      [translate(`${T}.by`), staff],
    ],
    next: translate(`${T}.qr.next_${dynamic ? 'dynamic' : 'static'}`),
  };
}

/** Pure: what sending the order link restates: to whom (the masked mobile), how long it is valid, the cooldown. */
export function orderLinkSummary(
  m: { merchantId: string; name: string; mobile?: string | null },
  staff: string,
  translate: Translate,
): DecisionSummary {
  return {
    subject: translate(`${T}.link.subject`, { merchantId: m.merchantId }),
    facts: [
      [translate(`${T}.link.to`), `${m.name} · ${m.mobile ?? ''}`],
      [translate(`${T}.link.what`), translate(`${T}.link.what_value`)],
      [translate(`${T}.link.valid`), translate(`${T}.link.valid_value`, { hours: SWIPE_RULES.orderLinkHours })],
      [translate(`${T}.by`), staff],
    ],
    next: translate(`${T}.link.next`, { minutes: SWIPE_RULES.orderLinkCooldownMinutes }),
  };
}
