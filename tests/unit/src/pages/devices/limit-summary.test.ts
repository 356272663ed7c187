import { describe, expect, it } from 'vitest';
import { devices } from '../../../../../src/i18n/en/devices';
import { limitDraft, limitSummary } from '../../../../../src/pages/devices/limit-summary';

const t = (key: string, args: Record<string, unknown> = {}): string => {
  const value = key
    .replace(/^devices\./, '')
    .split('.')
    .reduce<unknown>((o, k) => (o as Record<string, unknown>)?.[k], devices);
  expect(value, key).toBeTypeOf('string');
  return String(value).replace(/%\{(\w+)\}/g, (_, k: string) => String(args[k]));
};

describe('the swipe limit change', () => {
  it('restates each limit before → after in ₹ with Indian grouping, and that the default applied', () => {
    const before = {
      merchantId: '1000012',
      perTxn: 50000,
      perDay: 200000,
      isDefault: true,
      updatedBy: null,
      updatedAt: null,
      version: 0,
    };
    const s = limitSummary(t, before, { perTxn: 125000.5, perDay: 1000000 });
    expect(s.subject).toBe('Merchant 1000012');
    expect(s.facts).toEqual([['Now', 'The default limits apply.']]);
    expect(s.changes).toEqual([
      { label: 'Per transaction (₹)', before: '₹50,000.00', after: '₹1,25,000.50' },
      { label: 'Per day (₹)', before: '₹2,00,000.00', after: '₹10,00,000.00' },
    ]);
  });

  it('takes only amounts above ₹0 with two decimals, per transaction no more than per day', () => {
    expect(limitDraft('5000', '20000.25')).toEqual({ perTxn: 5000, perDay: 20000.25 });
    expect(limitDraft('5000', '4000')).toBeNull();
    expect(limitDraft('0', '4000')).toBeNull();
    expect(limitDraft('10.123', '4000')).toBeNull();
    expect(limitDraft('abc', '4000')).toBeNull();
  });
});
