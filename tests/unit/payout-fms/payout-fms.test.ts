import { describe, expect, it } from 'vitest';
import {
  balancesAfter,
  changedChannelFields,
  channelOrderOk,
  isBelowThreshold,
  topUpAmount,
} from '../../../contract/payout-fms/rules';
import { channelChangeSummary, fmsTransferSummary, thresholdSummary } from '../../../src/pages/payout-fms/summaries';
import { keyTranslate as t } from '../helpers/key-translate';

const from = { label: 'Nodal account (000405112233)', balance: 2_500_000 };
const to = { label: 'Payout pool (001263400009876)', balance: 150_000.5 };

describe('Payout FMS rules', () => {
  it('tops an account up to its target (else its threshold), in paise, never below zero', () => {
    expect(topUpAmount({ balance: 350_000, threshold: 1_000_000, topupTarget: 2_500_000 })).toBe(2_150_000);
    expect(topUpAmount({ balance: 0.1, threshold: 0.3, topupTarget: null })).toBe(0.2);
    expect(topUpAmount({ balance: 5, threshold: 1, topupTarget: 3 })).toBe(0);
    expect(topUpAmount({ balance: 5, threshold: null, topupTarget: null })).toBe(0);
    expect(isBelowThreshold(999.99, 1000)).toBe(true);
    expect(isBelowThreshold(1000, 1000)).toBe(false);
    expect(isBelowThreshold(0, null)).toBe(false);
  });

  it('computes both balances after a transfer exactly, and which channel values change', () => {
    expect(balancesAfter(0.3, 0.1, 0.1)).toEqual({ from: 0.2, to: 0.2 });
    const before = { provider: 'Cashfree', minPerTxn: 1, maxPerTxn: 100_000, dailyLimit: 10_000_000, enabled: false };
    expect(changedChannelFields(before, { ...before, maxPerTxn: 200_000, enabled: true })).toEqual([
      'maxPerTxn',
      'enabled',
    ]);
    expect(changedChannelFields(before, { ...before })).toEqual([]);
    expect(channelOrderOk({ minPerTxn: 10, maxPerTxn: 5, dailyLimit: 100 })).toBe(false);
    expect(channelOrderOk({ minPerTxn: 1, maxPerTxn: 5, dailyLimit: 5 })).toBe(true);
  });
});

describe('Payout FMS summaries', () => {
  it("a raise restates from, to, the amount and both balances now → after; nothing moves until a second person's approval", () => {
    const s = fmsTransferSummary(t, { mode: 'DIRECT', from, to, amount: 500_000, decision: null });
    expect(s.subject).toBe('payoutFms.modes.DIRECT');
    expect(s.facts).toEqual([
      ['payoutFms.fields.from', from.label],
      ['payoutFms.fields.to', to.label],
      ['payoutFms.fields.amount', '₹5,00,000.00'],
    ]);
    expect(s.changes).toEqual([
      { label: `payoutFms.balance_of {"account":"${from.label}"}`, before: '₹25,00,000.00', after: '₹20,00,000.00' },
      { label: `payoutFms.balance_of {"account":"${to.label}"}`, before: '₹1,50,000.50', after: '₹6,50,000.50' },
    ]);
    expect(s.next).toBe('payoutFms.next_raise');
  });

  it("the checker's approval names the maker and warns when the debited account cannot cover it; a rejection moves nothing", () => {
    const decision = { id: 12, isApproved: true, makerEmail: 'treasury-maker@console.example' };
    const ok = fmsTransferSummary(t, { mode: 'THRESHOLD', from, to, amount: 1_000, decision });
    expect(ok.subject).toBe('payoutFms.transfer_subject {"id":12,"mode":"payoutFms.modes.THRESHOLD"}');
    expect(ok.facts).toContainEqual(['payoutFms.fields.maker', 'treasury-maker@console.example']);
    expect(ok.next).toBe('payoutFms.next_approve {"amount":"₹1,000.00"}');
    const short = fmsTransferSummary(t, { mode: 'DIRECT', from, to, amount: 3_000_000, decision });
    expect(short.next).toBe('payoutFms.next_short {"amount":"₹30,00,000.00","balance":"₹25,00,000.00"}');
    const rejected = fmsTransferSummary(t, {
      mode: 'DIRECT',
      from,
      to,
      amount: 1,
      decision: { ...decision, isApproved: false },
    });
    expect(rejected.changes).toBeUndefined();
    expect(rejected.next).toBe('payoutFms.next_reject');
  });

  it('a channel change shows only the values it changes, old → new; a threshold says when it raises a top-up now', () => {
    const before = { provider: 'Cashfree', minPerTxn: 1, maxPerTxn: 100_000, dailyLimit: 10_000_000, enabled: false };
    const s = channelChangeSummary(t, {
      channel: 'UPI',
      before,
      after: { ...before, maxPerTxn: 200_000, enabled: true },
      decision: { id: 4, isApproved: true, makerEmail: 'maker@console.example' },
    });
    expect(s.changes).toEqual([
      { label: 'pages.approvals.fms_fields.maxPerTxn', before: '₹1,00,000.00', after: '₹2,00,000.00' },
      { label: 'pages.approvals.fms_fields.enabled', before: 'payoutFms.config.off', after: 'payoutFms.config.on' },
    ]);
    expect(s.next).toBe('payoutFms.config.next_approve');
    const th = thresholdSummary(t, {
      account: 'UPI payout account',
      source: from.label,
      before: { threshold: null, topupTarget: null },
      after: { threshold: 1_000_000, topupTarget: 2_500_000 },
      balance: 350_000,
    });
    expect(th.changes?.[0]).toEqual({
      label: 'payoutFms.threshold.threshold',
      before: 'payoutFms.none',
      after: '₹10,00,000.00',
    });
    expect(th.next).toBe('payoutFms.threshold.next_crosses');
  });
});
