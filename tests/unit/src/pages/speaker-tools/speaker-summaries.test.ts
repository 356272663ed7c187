import { describe, expect, it } from 'vitest';
import { audioTestOutcome, covers, invoiceAfterWaivers } from '../../../../../contract/speaker/rules';
import type { AudioTest, SpeakerDevice, SpeakerPrice } from '../../../../../dataProviders/crm/speaker';
import {
  currentVersion,
  priceInput,
  priceSummary,
  rupeesOf,
  testProgress,
  waiverDecisionSummary,
  waiverInput,
  waiverRaiseSummary,
} from '../../../../../src/pages/speaker-tools/speaker-summaries';

/** Keys with their arguments, so a test reads what the screen would say. */
const t = (key: string, options?: Record<string, unknown>) =>
  options ? `${key} ${JSON.stringify(Object.fromEntries(Object.entries(options).filter(([k]) => k !== '_')))}` : key;

const device: SpeakerDevice = {
  serial: 'SBX000004',
  merchantId: '1000004',
  storeId: '5000004',
  model: 'PayTone S2 4G',
  status: 'ACTIVE',
  monthlyRental: 149,
  returned: false,
};

describe('speaker rules', () => {
  it('an invoice is its rent less the waivers covering its month, never below zero, to the paisa', () => {
    const w = { fromMonth: '2026-11', months: 2, monthlyAmount: 49.5 };
    expect(covers(w, '2026-10')).toBe(false);
    expect(covers(w, '2026-12')).toBe(true);
    expect(covers(w, '2027-01')).toBe(false);
    expect(invoiceAfterWaivers(149, '2026-12', [w])).toEqual({ rent: 149, waived: 49.5, amount: 99.5 });
    expect(invoiceAfterWaivers(99, '2026-11', [w, { ...w, monthlyAmount: 80 }])).toEqual({
      rent: 99,
      waived: 99,
      amount: 0,
    });
    expect(invoiceAfterWaivers(99, '2027-01', [w])).toEqual({ rent: 99, waived: 0, amount: 99 });
  });

  it('a device plays after its latency, is offline at once, or times out after 10 s', () => {
    expect(audioTestOutcome('ONLINE', 1200, 500).state).toBe('WAITING');
    expect(audioTestOutcome('ONLINE', 1200, 1200)).toEqual({ state: 'PLAYED', answeredAfterMs: 1200 });
    expect(audioTestOutcome('OFFLINE', 0, 0).state).toBe('OFFLINE');
    expect(audioTestOutcome('SLOW', 15_000, 9_999).state).toBe('WAITING');
    expect(audioTestOutcome('SLOW', 15_000, 10_000)).toEqual({ state: 'TIMEOUT', answeredAfterMs: null });
  });
});

describe('speaker confirmations', () => {
  const prices: SpeakerPrice[] = [
    {
      id: 1,
      model: 'PayTone S1',
      oneTimePrice: 1299,
      monthlyRent: 99,
      deposit: 500,
      effectiveFrom: '2026-08-01',
      current: true,
      createdBy: 'ops@console.example',
      createdAt: 0,
    },
  ];

  it('reads amounts in rupees with up to two decimals', () => {
    expect(rupeesOf('99.5')).toBe(99.5);
    expect(rupeesOf('99.555')).toBeNull();
    expect(rupeesOf('-1')).toBeNull();
    expect(rupeesOf('1e3')).toBeNull();
    expect(rupeesOf('100001')).toBeNull();
  });

  it('a new price version restates each price before (the version in force) and after, and from when', () => {
    const form = {
      model: 'paytone s1',
      oneTimePrice: '1199',
      monthlyRent: '89',
      deposit: '300',
      effectiveFrom: '2026-12-01',
    };
    expect(priceInput({ ...form, effectiveFrom: '2026-11-01' }, '2026-11-29')).toBeNull();
    const input = priceInput(form, '2026-11-29')!;
    const summary = priceSummary(input, currentVersion(prices, input.model), t);
    expect(summary.changes).toEqual([
      { label: 'speaker.fields.one_time_price', before: '₹1,299.00', after: '₹1,199.00' },
      { label: 'speaker.fields.monthly_rent', before: '₹99.00', after: '₹89.00' },
      { label: 'speaker.fields.deposit', before: '₹500.00', after: '₹300.00' },
    ]);
    expect(summary.facts).toEqual([['speaker.fields.effective_from', '2026-12-01']]);
    const fresh = priceSummary({ ...input, model: 'New' }, currentVersion(prices, 'New'), t);
    expect(fresh.changes?.[0]?.before).toBe('speaker.pricing.no_current');
  });

  it('a waive-off is refused over the rent or for a returned device, and restates merchant, amount, months and total', () => {
    const form = { monthlyAmount: '49.50', months: '3', reason: ' Silent speaker ' };
    expect(waiverInput(device, { ...form, monthlyAmount: '150' })).toBeNull();
    expect(waiverInput({ ...device, returned: true }, form)).toBeNull();
    expect(waiverInput(device, { ...form, months: '13' })).toBeNull();
    const input = waiverInput(device, form)!;
    expect(input).toEqual({
      merchantId: '1000004',
      serial: 'SBX000004',
      monthlyAmount: 49.5,
      months: 3,
      reason: 'Silent speaker',
    });
    const facts = new Map(waiverRaiseSummary(input, device, t).facts);
    expect(facts.get('speaker.fields.merchant_id')).toBe('1000004');
    expect(facts.get('speaker.fields.monthly_rent')).toBe('₹149.00');
    expect(facts.get('speaker.waiver.total')).toBe('₹148.50');

    const request = {
      id: 7,
      status: 'PENDING',
      canDecide: true,
      raisedByViewer: false,
      merchantId: '1000004',
      proposed: { ...input, totalWaived: 148.5 },
      previous: { monthlyRent: 149 },
      makerEmail: 'maker@console.example',
    };
    const approve = waiverDecisionSummary(request, true, t);
    expect(approve.subject).toBe('speaker.waiver.decide_subject {"id":7}');
    expect(new Map(approve.facts).get('speaker.waiver.monthly_amount')).toBe('₹49.50');
    expect(approve.next).toContain('"serial":"SBX000004"');
    expect(waiverDecisionSummary(request, false, t).next).toBe('pages.approvals.decision.next_reject');
  });

  it('a test says how long it has waited of the timeout, then its outcome', () => {
    const test: AudioTest = {
      id: 1,
      serial: 'SBX000003',
      merchantId: '1000003',
      text: 'Payment received',
      amount: 100,
      language: 'Hindi',
      status: 'WAITING',
      latencyMs: null,
      sentBy: 'ops@console.example',
      sentAt: 1_000,
      answeredAt: null,
      timeoutSeconds: 10,
    };
    expect(testProgress(test, 4_500, t)).toBe(
      'speaker.audio.waiting {"serial":"SBX000003","latency":null,"timeout":10,"seconds":3}',
    );
    expect(testProgress({ ...test, status: 'TIMEOUT' }, 20_000, t)).toContain('speaker.audio.outcome.TIMEOUT');
  });
});
