import { describe, expect, it } from 'vitest';
import {
  canReinitiateQrRefund,
  excessRefundProblem,
  recomputedLimit,
  refundableExcess,
  reinitiateRefusal,
} from '../../../contract/consumer/lending-calls';
import { excessRefundSummary } from '../../../src/pages/consumer-360/lending/summaries';

const t = (key: string, o?: Record<string, unknown>) => (o ? `${key} ${JSON.stringify(o)}` : key);

describe('lending calls part B rules (spec §7.5)', () => {
  it('refunds at most the excess not already refunded or pending, in whole paise', () => {
    expect(refundableExcess(1500, 500)).toBe(1000);
    expect(refundableExcess(100.1, 100.2)).toBe(0);
    expect(excessRefundProblem(1000, 1000)).toBeNull();
    expect(excessRefundProblem(1000.01, 1000)).toBe(
      'At most ₹1000.00 of the excess can be refunded (the rest is refunded or pending).',
    );
    expect(excessRefundProblem(0, 1000)).toBe('The refund must be more than ₹0.');
  });

  it('recomputes the available limit as sanctioned − outstanding − holds, never below zero', () => {
    expect(recomputedLimit({ sanctioned: 50_000, outstanding: 18_250.5, holds: 1299 })).toBe(30_450.5);
    expect(recomputedLimit({ sanctioned: 1000, outstanding: 900, holds: 200 })).toBe(0);
  });

  it('re-initiates a FAILED QR refund once; a refusal names the state', () => {
    expect(canReinitiateQrRefund({ txnType: 'QR_REFUND', status: 'FAILED', subStatus: 'REFUND_FAILED' })).toBe(true);
    expect(canReinitiateQrRefund({ txnType: 'QR_REFUND', status: 'FAILED', subStatus: 'REINITIATED' })).toBe(false);
    expect(canReinitiateQrRefund({ txnType: 'QR_REFUND', status: 'SUCCESS' })).toBe(false);
    expect(reinitiateRefusal({ txnType: 'QR_REFUND', status: 'SUCCESS' })).toBe(
      'This QR refund is SUCCESS; only a FAILED QR refund can be re-initiated.',
    );
    expect(reinitiateRefusal({ txnType: 'QR_REFUND', status: 'PENDING', subStatus: 'REINITIATED' })).toBe(
      'This QR refund was already re-initiated once (now PENDING); it cannot be re-initiated again.',
    );
  });

  it('the refund confirmation restates the amount, the masked account and the refundable before → after', () => {
    const s = excessRefundSummary(t, {
      consumerId: 1003,
      amount: 400,
      account: { accountNumber: 'XXXXXXXX6677', bankName: 'ICICI Bank' },
      refundable: 1000,
    });
    expect(s.subject).toBe('consumerLending.excess.subject {"id":1003}');
    expect(s.facts).toEqual([
      ['consumerLending.excess.fact_amount', '₹400.00'],
      ['consumerLending.excess.fact_account', 'ICICI Bank XXXXXXXX6677'],
    ]);
    expect(s.changes).toEqual([
      { label: 'consumerLending.excess.change_refundable', before: '₹1,000.00', after: '₹600.00' },
    ]);
  });
});
