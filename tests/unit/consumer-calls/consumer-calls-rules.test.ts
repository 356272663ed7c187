import { describe, expect, it } from 'vitest';
import { billOrderType, RECHARGE_CATEGORIES } from '../../../contract/consumer/bill-payments';
import { categoryOfType, RECHARGE_TYPES, rechargeTypeOf } from '../../../contract/consumer-calls/calls';
import { interestRows } from '../../../src/pages/investments/InterestDetailDialog';
import { videoKycSummary, videoKycUnavailable } from '../../../src/pages/merchant-360/video-kyc';
import { complaintBody, complaintReady, complaintSummary } from '../../../src/pages/recharges/complaint-form';
import { RECHARGE, translate } from './fixtures';

describe('recharge types (spec §4, as the bill-payment tab)', () => {
  it("gives a type exactly to the categories that make an order a 'Recharge', case-insensitively", () => {
    for (const type of RECHARGE_TYPES) expect(billOrderType(categoryOfType(type))).toBe('Recharge');
    expect(RECHARGE_TYPES.map(categoryOfType)).toEqual([...RECHARGE_CATEGORIES]);
    for (const category of [
      'Mobile Prepaid',
      'mobile prepaid',
      ' DTH ',
      'FASTag',
      'Electricity',
      'Mobile Postpaid',
      '',
      null,
    ])
      expect(rechargeTypeOf(category) !== null).toBe(billOrderType(category) === 'Recharge');
    expect(rechargeTypeOf('FASTag')).toBe('FASTAG');
  });
});

describe('the recharge complaint form', () => {
  it('is ready only with a listed category and a description within 500 characters; sends them trimmed', () => {
    expect(complaintReady({ category: '', description: 'x' })).toBe(false);
    expect(complaintReady({ category: 'Other', description: '   ' })).toBe(false);
    expect(complaintReady({ category: 'Other', description: 'x'.repeat(501) })).toBe(false);
    expect(complaintReady({ category: 'Other', description: ' Not received ' })).toBe(true);
    expect(complaintBody({ category: 'Other', description: ' Not received ' }, RECHARGE)).toEqual({
      txnId: 41,
      category: 'Other',
      description: 'Not received',
    });
  });

  it('restates the recharge: order, consumer, mobile (masked), type, operator, amount, status and the category', () => {
    const s = complaintSummary({ category: 'Recharge not received', description: '' }, RECHARGE, translate);
    expect(s.subject).toBe('Complaint on recharge BP1001S001');
    const facts = new Map(s.facts);
    expect(facts.get('Consumer')).toBe('Asha Verma (1001)');
    expect(facts.get('Mobile')).toBe('XXXXXX3210');
    expect([facts.get('Type'), facts.get('Operator'), facts.get('Amount')]).toEqual(['DTH', 'Tata Play', '₹349.00']);
    expect([facts.get('Status'), facts.get('Category')]).toEqual(['PENDING', 'Recharge not received']);
    expect(s.next).toMatch(/no other can be raised on it until this one is resolved/);
  });
});

describe('the video KYC link confirmation', () => {
  const merchant = { merchantId: '1000010', name: 'Kirana Corner', mobile: 'XXXXXX1234', kycStatus: 'PENDING' };
  it('restates to whom (masked mobile), what, for how long and by whom', () => {
    const s = videoKycSummary(merchant, 'Sunil Support', translate);
    expect(s.subject).toBe('Video KYC link for merchant 1000010');
    expect(s.facts.map(([label, value]) => `${label}: ${value}`)).toEqual([
      'Sent to: Kirana Corner · XXXXXX1234',
      'What: A link to complete KYC on a video call',
      'Valid for: 24 hours after it is sent',
      'By: Sunil Support',
    ]);
    expect(s.next).toBe('The merchant gets the link by SMS. Another link can be sent 15 minutes after this one.');
  });

  it('is unavailable once KYC is verified, or without a mobile', () => {
    expect(videoKycUnavailable(merchant)).toBeNull();
    expect(translate(videoKycUnavailable({ ...merchant, kycStatus: 'VERIFIED' })!)).toBe('KYC is already verified.');
    expect(translate(videoKycUnavailable({ ...merchant, mobile: null })!)).toBe('The merchant has no mobile number.');
  });
});

describe('the interest detail', () => {
  it('formats rate, payout, period and money; says so when none is set up', () => {
    const d = {
      accountId: 1,
      accountNo: 'P2P0001',
      product: 'P2P',
      holderName: 'Ravi',
      rate: 8.5,
      payoutFrequency: 'QUARTERLY',
      periodFrom: Date.UTC(2026, 0, 1, 6),
      periodTo: Date.UTC(2027, 0, 1, 6),
      principal: 100000,
      accrued: 7000,
      paid: 3500,
      due: 3500,
      lastPaidAt: null,
    };
    expect(Object.fromEntries(interestRows(d, translate)!)).toMatchObject({
      rate: '8.50%',
      frequency: 'Quarterly',
      period: '01/01/26 – 01/01/27',
      accrued: '₹7,000.00',
      paid: '₹3,500.00',
      due: '₹3,500.00',
    });
    expect(interestRows({ ...d, rate: null }, translate)).toBeNull();
  });
});
