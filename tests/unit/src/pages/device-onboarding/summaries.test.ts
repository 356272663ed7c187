import { describe, expect, it } from 'vitest';
import { chargesAfterCoupon, slaBreached } from '../../../../../contract/devices/onboarding';
import type { Shipment } from '../../../../../dataProviders/merchant-support/device-onboarding';
import type { SwipeCoupon, SwipePlan } from '../../../../../dataProviders/merchant-support/swipe-commercial';
import { deliverSummary, onboardSummary, shipSummary } from '../../../../../src/pages/device-onboarding/summaries';

const t = (key: string, args?: Record<string, unknown>) => (args ? `${key} ${JSON.stringify(args)}` : key);
const plan = { planCode: 'SWIPE-STD', name: 'Swipe Standard', monthlyRent: 299, oneTimeFee: 999 } as SwipePlan;
const coupon = { code: 'DIWALI50', discountType: 'PERCENT', discountValue: 50, appliesTo: 'RENT' } as SwipeCoupon;
const shipment = {
  deviceSerial: 'SW100001',
  model: 'PAX D180',
  merchantId: '1000001',
  storeId: '5000001',
  storeName: 'Main store',
  pincode: '411001',
  courier: 'BLUEDART',
  awb: 'AWB100001',
} as Shipment;

describe('chargesAfterCoupon', () => {
  it('takes a percent or a flat amount off the rent or the fee, in paise, never below zero', () => {
    expect(chargesAfterCoupon(plan, null)).toEqual({ monthlyRent: 299, oneTimeFee: 999, discount: 0 });
    expect(chargesAfterCoupon(plan, coupon)).toEqual({ monthlyRent: 149.5, oneTimeFee: 999, discount: 149.5 });
    const flatFee = { discountType: 'FLAT', discountValue: 1500, appliesTo: 'FEE' };
    expect(chargesAfterCoupon(plan, flatFee)).toEqual({ monthlyRent: 299, oneTimeFee: 0, discount: 999 });
    const flatRent = { discountType: 'FLAT', discountValue: 99.9, appliesTo: 'RENT' };
    expect(chargesAfterCoupon(plan, flatRent).monthlyRent).toBe(199.1);
  });
});

describe('slaBreached', () => {
  it('is a SHIPPED device older than its SLA days only', () => {
    const now = 10 * 86_400_000;
    expect(slaBreached('SHIPPED', now - 3 * 86_400_000 - 1, 3, now)).toBe(true);
    expect(slaBreached('SHIPPED', now - 3 * 86_400_000, 3, now)).toBe(false);
    expect(slaBreached('DELIVERED', 0, 3, now)).toBe(false);
    expect(slaBreached('ALLOCATED', null, null, now)).toBe(false);
  });
});

describe('the confirmations', () => {
  it('an allocation restates device, merchant, store, plan, coupon and the rent before and after the coupon', () => {
    const s = onboardSummary(
      t,
      { deviceSerial: 'SW100001', model: 'PAX D180' },
      { merchantId: '1000001', storeId: '5000001' },
      plan,
      coupon,
    );
    expect(s.subject).toBe('SW100001 (PAX D180)');
    expect(s.facts).toEqual([
      ['devices.onboarding.f.merchant', '1000001'],
      ['devices.onboarding.f.store', '5000001'],
      ['devices.onboarding.f.plan', 'Swipe Standard (SWIPE-STD)'],
      ['devices.onboarding.f.coupon', 'DIWALI50'],
    ]);
    expect(s.changes).toEqual([
      { label: 'devices.onboarding.f.state', before: 'devices.states.IN_STOCK', after: 'devices.states.ALLOCATED' },
      { label: 'devices.onboarding.f.rent', before: '₹299.00', after: '₹149.50' },
      { label: 'devices.onboarding.f.fee', before: '₹999.00', after: '₹999.00' },
    ]);
    expect(s.next).toContain('DIWALI50');
  });

  it('without a plan yet, says so instead of a rent', () => {
    const s = onboardSummary(
      t,
      { deviceSerial: 'SW1', model: 'X' },
      { merchantId: '', storeId: '' },
      undefined,
      undefined,
    );
    expect(s.facts.map((f) => f[1])).toEqual([
      'devices.onboarding.none',
      'devices.onboarding.none',
      'devices.onboarding.none',
      'devices.onboarding.none',
    ]);
    expect(s.next).toBe('devices.onboarding.next {"coupon":""}');
  });

  it('a courier assignment and a delivery restate the store, courier and AWB and the move', () => {
    const ship = shipSummary(t, shipment, { code: 'DELHIVERY', name: 'Delhivery', slaDays: 2 }, ' AWB7 ');
    expect(ship.facts).toContainEqual(['devices.onboarding.f.courier', 'Delhivery (DELHIVERY)']);
    expect(ship.facts).toContainEqual(['devices.onboarding.f.awb', 'AWB7']);
    expect(ship.facts).toContainEqual(['devices.onboarding.f.store', 'Main store (411001)']);
    expect(ship.changes![0]).toMatchObject({ before: 'devices.states.ALLOCATED', after: 'devices.states.SHIPPED' });
    expect(ship.next).toBe('devices.onboarding.ship_next {"days":2}');
    const done = deliverSummary(t, shipment);
    expect(done.facts).toContainEqual(['devices.onboarding.f.awb', 'AWB100001']);
    expect(done.changes![0]).toMatchObject({ before: 'devices.states.SHIPPED', after: 'devices.states.DELIVERED' });
  });
});
