import { describe, expect, it } from 'vitest';
import { parseBulkReject, tooManyRows } from '../../../contract/swipe-commercial/bulk-reject';
import { dayOf } from '../../../src/pages/swipe-commercial/CouponsPage';
import { amountOf, merchantIdOf } from '../../../src/pages/swipe-commercial/shared';
import {
  bulkRejectSummary,
  couponDisableSummary,
  discountText,
  mdrChangeSummary,
  planRetireSummary,
  rentalChangeSummary,
} from '../../../src/pages/swipe-commercial/summaries';
import { keyTranslate } from '../helpers/key-translate';

const t = keyTranslate;

describe('bulk-reject file', () => {
  it('skips a header and blank lines, keeps line numbers, marks what is not an id', () => {
    expect(parseBulkReject('requestId\r\n12\n\n 13 ,x\nabc\n"14"\n')).toEqual([
      { line: 2, value: '12', id: 12 },
      { line: 4, value: '13', id: 13 },
      { line: 5, value: 'abc', id: null },
      { line: 6, value: '14', id: 14 },
    ]);
    expect(parseBulkReject('7\n8')).toEqual([
      { line: 1, value: '7', id: 7 },
      { line: 2, value: '8', id: 8 },
    ]);
    expect(parseBulkReject('requestId\n')).toEqual([]);
    expect(tooManyRows(parseBulkReject(Array.from({ length: 501 }, (_, i) => String(i + 1)).join('\n')))).toBe(true);
    expect(tooManyRows(parseBulkReject(Array.from({ length: 500 }, (_, i) => String(i + 1)).join('\n')))).toBe(false);
  });
});

describe('inputs', () => {
  it('reads amounts with at most two decimals up to a maximum, merchant ids of 1 to 10 digits, dates', () => {
    expect(amountOf('1.75', 5)).toBe(1.75);
    expect(amountOf(' 0 ', 5)).toBe(0);
    expect(amountOf('1.755', 5)).toBeNull();
    expect(amountOf('5.01', 5)).toBeNull();
    expect(amountOf('-1', 5)).toBeNull();
    expect(amountOf('', 5)).toBeNull();
    expect(merchantIdOf(' 1000001 ')).toBe('1000001');
    expect(merchantIdOf('10000012345')).toBeNull();
    expect(merchantIdOf('M1')).toBeNull();
    // The IST business day's start: 00:00 IST is 18:30 UTC the day before.
    expect(dayOf('2026-11-29')).toBe(Date.UTC(2026, 10, 28, 18, 30));
    expect(dayOf('29/11/2026')).toBeNull();
  });
});

describe('what each confirmation restates', () => {
  it('an MDR change: merchant, card, rate now → proposed, and that a checker decides while it is still the same', () => {
    const s = mdrChangeSummary(t, {
      merchantId: '1000002',
      cardNetwork: 'VISA',
      cardType: 'CLASSIC',
      rate: 1.75,
      next: 1.5,
    });
    expect(s.subject).toBe('swipeCommercial.mdr.subject {"merchantId":"1000002"}');
    expect(s.facts).toEqual([
      ['swipeCommercial.mdr.merchant', '1000002'],
      ['swipeCommercial.mdr.network', 'VISA CLASSIC'],
    ]);
    expect(s.changes).toEqual([{ label: 'swipeCommercial.mdr.rate', before: '1.75%', after: '1.50%' }]);
    expect(s.next).toBe('swipeCommercial.mdr.next {"rate":"1.75"}');
  });

  it('a rental change: the device and its rent in rupees with Indian grouping', () => {
    const s = rentalChangeSummary(t, {
      merchantId: '1000019',
      deviceSerial: 'SN700018',
      product: 'bharat',
      rent: 1299,
      next: 999,
    });
    expect(s.subject).toBe('swipeCommercial.rental.subject {"serial":"SN700018"}');
    expect(s.changes).toEqual([
      { label: 'swipeCommercial.rental.monthly_rent', before: '₹1,299.00', after: '₹999.00' },
    ]);
  });

  it('retiring a plan and disabling a coupon say what stops and what stays', () => {
    const plan = planRetireSummary(t, {
      planCode: 'SWIPE-STD',
      name: 'Swipe Standard',
      product: 'SWIPE',
      monthlyRent: 299,
    });
    expect(plan.facts).toContainEqual(['swipeCommercial.plans.monthly_rent', '₹299.00']);
    expect(plan.changes?.[0]).toMatchObject({
      before: 'swipeCommercial.plans.state.ACTIVE',
      after: 'swipeCommercial.plans.state.RETIRED',
    });
    expect(plan.next).toBe('swipeCommercial.plans.retire_next');
    const coupon = couponDisableSummary(t, {
      code: 'DIWALI50',
      discountType: 'PERCENT',
      discountValue: 50,
      usedCount: 212,
      maxUses: 1000,
    });
    expect(coupon.facts).toEqual([
      ['swipeCommercial.coupons.discount_value', '50%'],
      ['swipeCommercial.coupons.used', '212 / 1000'],
    ]);
    expect(discountText({ discountType: 'FLAT', discountValue: 100000 })).toBe('₹1,00,000.00');
  });

  it('a bulk reject: the file, its rows, how many go and how many are skipped', () => {
    const s = bulkRejectSummary(t, { fileName: 'r.csv', dryRun: true, rows: [], rejected: 3, skipped: 2 });
    expect(s.subject).toBe('swipeCommercial.bulk.subject {"name":"r.csv"}');
    expect(s.facts).toEqual([
      ['swipeCommercial.bulk.rows', '0'],
      ['swipeCommercial.bulk.rejectable', '3'],
      ['swipeCommercial.bulk.skipped', '2'],
    ]);
  });
});
