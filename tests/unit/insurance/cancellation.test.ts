import { describe, expect, it } from 'vitest';
import { cancelVerdict, proRataRefundPaise } from '../../../contract/insurance/cancellation';

const policy = { premiumPaise: 36_500, startDay: '2026-01-01', endDay: '2026-12-31', claimUsed: false };

describe('the insurance refund rule (pro rata by unused cover days)', () => {
  it('refunds the unused days, both ends counted, rounded down to the paisa', () => {
    expect(proRataRefundPaise(policy, '2026-01-01')).toBe(36_500);
    expect(proRataRefundPaise(policy, '2026-12-31')).toBe(100);
    expect(proRataRefundPaise(policy, '2026-07-01')).toBe(18_400);
    expect(proRataRefundPaise({ ...policy, premiumPaise: 49_900 }, '2026-06-15')).toBe(
      Math.floor((49_900 * 200) / 365),
    );
  });

  it('refunds nothing after the end, and nothing once a claim used the cover; before the start, all', () => {
    expect(proRataRefundPaise(policy, '2027-01-01')).toBe(0);
    expect(proRataRefundPaise({ ...policy, claimUsed: true }, '2026-01-01')).toBe(0);
    expect(proRataRefundPaise(policy, '2025-12-01')).toBe(36_500);
  });

  it('gives each row its verdict: unknown, repeated, already cancelled, expired or active', () => {
    expect(cancelVerdict(undefined, false)).toBe('UNKNOWN');
    expect(cancelVerdict('ACTIVE', true)).toBe('DUPLICATE');
    expect(cancelVerdict('CANCELLED', false)).toBe('ALREADY_CANCELLED');
    expect(cancelVerdict('EXPIRED', false)).toBe('EXPIRED');
    expect(cancelVerdict('ACTIVE', false)).toBe('ACTIVE');
  });
});
