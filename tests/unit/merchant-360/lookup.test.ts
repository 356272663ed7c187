import { describe, expect, it } from 'vitest';
import { MERCHANT_ACTIONS, MERCHANT_LISTS } from '../../../contract/merchant/calls';
import { fillPath } from '../../../contract/endpoint';
import { BUSINESS_CATEGORIES, categoryName } from '../../../contract/merchant/categories';
import { lookupKind, qrNameSchema, referralCodeSchema } from '../../../contract/merchant/rules';
import { changeSummary } from '../../../src/pages/merchant-360/audit-summary';
import { lookupProblem, lookupQuery, normaliseLookup } from '../../../src/pages/merchant-360/lookup';

describe('the merchant lookup (one field: id, mobile, VPA or store)', () => {
  it('reads a VPA, a 10-digit mobile, a merchant id and a longer store id', () => {
    expect(lookupKind('merchant.1000011@paytm')).toBe('vpa');
    expect(lookupKind('9800000011')).toBe('mobile');
    expect(lookupKind('1000011')).toBe('merchantId');
    expect(lookupQuery('5000011123')).toEqual({ merchantId: '5000011123' });
    expect(lookupQuery('500001112345')).toEqual({ storeId: '500001112345' });
    expect(lookupQuery('Merchant.1000011@PayTM'.toLowerCase())).toEqual({ vpa: 'merchant.1000011@paytm' });
  });

  it('keeps what can be searched and says why otherwise', () => {
    expect(normaliseLookup(' 98000 00011 ')).toBe('9800000011');
    expect(lookupProblem('12ab')).toBe('merchant360.lookup_bad');
    expect(lookupProblem('9800000011', 'vpa')).toBe('merchant360.lookup_bad_vpa');
    expect(lookupProblem('a@b')).toBe('merchant360.lookup_bad');
    expect(lookupProblem('shop.1@ybl', 'vpa')).toBeNull();
    expect(lookupProblem('1234567890123')).toBe('merchant360.lookup_bad');
  });
});

describe('merchant rules and categories (spec §9)', () => {
  it('labels MCC 6513 Rent Payments', () => {
    expect(categoryName('6513')).toBe('Rent Payments');
    expect(categoryName('0000')).toBeNull();
    expect(new Set(BUSINESS_CATEGORIES.map((c) => c.mcc)).size).toBe(BUSINESS_CATEGORIES.length);
  });

  it('checks QR names and referral codes', () => {
    expect(qrNameSchema.safeParse('Lakshmi Tiffin Centre').success).toBe(true);
    expect(qrNameSchema.safeParse('<script>').success).toBe(false);
    expect(qrNameSchema.safeParse('ab').success).toBe(false);
    expect(referralCodeSchema.parse(' lakshmi42 ')).toBe('LAKSHMI42');
    expect(referralCodeSchema.safeParse('LAK-42').success).toBe(false);
  });
});

describe('the merchant calls table', () => {
  it('fills :merchantId and other parts from values, the rest going to the query', () => {
    expect(fillPath(MERCHANT_LISTS['m360-transactions'].path, { merchantId: '1000011', status: 'SUCCESS' })).toEqual({
      path: '/merchants/1000011/transactions',
      rest: { status: 'SUCCESS' },
    });
    expect(fillPath(MERCHANT_ACTIONS.returnDevice.path, { merchantId: '1', product: 'bharat', x: 1 }).path).toBe(
      '/merchants/1/bharat-swipe/returnDevices',
    );
    expect(fillPath('/merchants/:merchantId', { merchantId: 'a/b' }).path).toBe('/merchants/a%2Fb');
    expect(fillPath('/freshbots/tickets', { merchantId: '7' })).toEqual({
      path: '/freshbots/tickets',
      rest: { merchantId: '7' },
    });
  });
});

describe('the audit history’s change text', () => {
  it('shows each changed field before → after, N/A for empty', () => {
    expect(changeSummary({ qr_name: null }, { qr_name: 'New' })).toBe('qr_name: N/A → New');
    expect(changeSummary(null, { field: 'mobile', reason: 'caller check' })).toBe(
      'field: mobile; reason: caller check',
    );
  });
});
