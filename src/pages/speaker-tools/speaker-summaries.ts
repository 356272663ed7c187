import type { DecisionSummary } from '../../common/decision-summary';
import { formatInr, orNotAvailable } from '../../format';
import { AUDIO_TEST_TIMEOUT_SECONDS, SPEAKER_AMOUNT_MAX, WAIVER_MONTHS_MAX } from '../../../contract/speaker/rules';
import type {
  AudioTest,
  SpeakerDevice,
  SpeakerPrice,
  SpeakerPriceInput,
  WaiverInput,
} from '../../../dataProviders/crm/speaker';
import type { DecidableRequest } from '../merchant-changes/DecisionButtons';

type Translate = (key: string, options?: Record<string, unknown>) => string;
const T = 'speaker';

/** Pure: a rupee amount typed in a field (up to two decimals, at most SPEAKER_AMOUNT_MAX), or null. */
export function rupeesOf(text: string): number | null {
  const t = text.trim();
  if (!/^\d+(\.\d{1,2})?$/.test(t)) return null;
  const n = Number(t);
  return n <= SPEAKER_AMOUNT_MAX ? n : null;
}

/** Pure: the price version a form describes, or null while it is incomplete or starts before `today`. */
export function priceInput(
  form: { model: string; oneTimePrice: string; monthlyRent: string; deposit: string; effectiveFrom: string },
  today: string,
): SpeakerPriceInput | null {
  const [oneTimePrice, monthlyRent, deposit] = [form.oneTimePrice, form.monthlyRent, form.deposit].map(rupeesOf);
  const model = form.model.trim();
  if (!model || oneTimePrice == null || monthlyRent == null || deposit == null) return null;
  if (!/^\d{4}-\d{2}-\d{2}$/.test(form.effectiveFrom) || form.effectiveFrom < today) return null;
  return { model, oneTimePrice, monthlyRent, deposit, effectiveFrom: form.effectiveFrom };
}

/** Pure: the version of `model` in force now, if any. */
export const currentVersion = (prices: readonly SpeakerPrice[], model: string) =>
  prices.find((p) => p.current && p.model.toLowerCase() === model.trim().toLowerCase());

/** Pure: the confirmation of a new price version: each price before (the version in force) → after, and from when. */
export function priceSummary(
  input: SpeakerPriceInput,
  current: SpeakerPrice | undefined,
  translate: Translate,
): DecisionSummary {
  const row = (field: 'oneTimePrice' | 'monthlyRent' | 'deposit', label: string) => ({
    label: translate(`${T}.fields.${label}`),
    before: current ? formatInr(current[field]) : translate(`${T}.pricing.no_current`),
    after: formatInr(input[field]),
  });
  return {
    subject: translate(`${T}.pricing.subject`, { model: input.model }),
    facts: [[translate(`${T}.fields.effective_from`), input.effectiveFrom]],
    changes: [row('oneTimePrice', 'one_time_price'), row('monthlyRent', 'monthly_rent'), row('deposit', 'deposit')],
    next: translate(`${T}.pricing.next`, { date: input.effectiveFrom, model: input.model }),
  };
}

/** Pure: the waive-off a form describes for a found device, or null while it is incomplete or waives too much. */
export function waiverInput(
  device: SpeakerDevice | undefined,
  form: { monthlyAmount: string; months: string; reason: string },
): WaiverInput | null {
  if (!device || device.returned) return null;
  const monthlyAmount = rupeesOf(form.monthlyAmount);
  const months = /^\d{1,2}$/.test(form.months.trim()) ? Number(form.months) : NaN;
  const reason = form.reason.trim();
  if (monthlyAmount == null || monthlyAmount <= 0 || monthlyAmount > device.monthlyRental) return null;
  if (!(months >= 1 && months <= WAIVER_MONTHS_MAX) || !reason) return null;
  return { merchantId: device.merchantId, serial: device.serial, monthlyAmount, months, reason };
}

/** Pure: the total a waive-off waives, in rupees to the paisa. */
export const totalWaived = (w: Pick<WaiverInput, 'monthlyAmount' | 'months'>) =>
  Math.round(w.monthlyAmount * 100 * w.months) / 100;

/** Pure: the confirmation of raising a waive-off: whose device, its rent, how much a month, for how long, in total. */
export function waiverRaiseSummary(w: WaiverInput, device: SpeakerDevice, translate: Translate): DecisionSummary {
  return {
    subject: translate(`${T}.waiver.subject`, { serial: w.serial }),
    facts: [
      [translate(`${T}.fields.merchant_id`), w.merchantId],
      [translate(`${T}.fields.model`), device.model],
      [translate(`${T}.fields.monthly_rent`), formatInr(device.monthlyRental)],
      [translate(`${T}.waiver.monthly_amount`), formatInr(w.monthlyAmount)],
      [translate(`${T}.waiver.months`), String(w.months)],
      [translate(`${T}.waiver.total`), formatInr(totalWaived(w))],
      [translate(`${T}.waiver.reason`), w.reason],
    ],
    next: translate(`${T}.waiver.next`, { amount: formatInr(w.monthlyAmount), months: w.months }),
  };
}

/** Pure: what a checker's decision on a waive-off restates: merchant, device, amounts, months, who asked and why. */
export function waiverDecisionSummary(
  request: DecidableRequest,
  isApproved: boolean,
  translate: Translate,
): DecisionSummary {
  const p = (request.proposed ?? {}) as Partial<WaiverInput> & { totalWaived?: number };
  const money = (n: unknown) => (typeof n === 'number' ? formatInr(n) : orNotAvailable(n));
  return {
    subject: translate(`${T}.waiver.decide_subject`, { id: request.id }),
    facts: [
      [translate(`${T}.fields.merchant_id`), orNotAvailable(request.merchantId)],
      [translate(`${T}.fields.serial`), orNotAvailable(p.serial)],
      [translate(`${T}.fields.monthly_rent`), money(request.previous?.monthlyRent)],
      [translate(`${T}.waiver.monthly_amount`), money(p.monthlyAmount)],
      [translate(`${T}.waiver.months`), orNotAvailable(p.months)],
      [translate(`${T}.waiver.total`), money(p.totalWaived)],
      [translate('pages.approvals.decision.maker'), orNotAvailable(request.makerEmail)],
      [translate(`${T}.waiver.reason`), orNotAvailable(p.reason)],
    ],
    next: isApproved
      ? translate(`${T}.waiver.next_approve`, {
          amount: money(p.monthlyAmount),
          serial: orNotAvailable(p.serial),
          months: orNotAvailable(p.months),
        })
      : translate('pages.approvals.decision.next_reject'),
  };
}

/** Pure: what the console says of a test now: its outcome, or how long it has waited of the timeout. */
export function testProgress(test: AudioTest, now: number, translate: Translate): string {
  const args = { serial: test.serial, latency: test.latencyMs, timeout: test.timeoutSeconds };
  if (test.status !== 'WAITING') return translate(`${T}.audio.outcome.${test.status}`, args);
  const seconds = Math.min(test.timeoutSeconds, Math.max(0, Math.floor((now - test.sentAt) / 1000)));
  return translate(`${T}.audio.waiting`, {
    ...args,
    seconds,
    timeout: test.timeoutSeconds ?? AUDIO_TEST_TIMEOUT_SECONDS,
  });
}
