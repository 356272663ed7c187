import { describe, expect, it } from 'vitest';
import { validateOfferForm } from '../../../../resources/offers/form-rules';
import { isOfferUrl, toIsoSeconds } from '../../../../contract/entities/offers';

const now = Date.parse('2026-11-22T10:00:00Z');
const valid = {
  brand: 'Shop',
  category: 'Food',
  categoryName: 'Regular Offers',
  short: '10% off',
  searchName: 'shop',
  type: 'Online-Postpe',
  status: 'INACTIVE',
  img: '',
  startTime: new Date('2026-11-23T10:00:00Z'),
  endTime: new Date('2026-11-30T10:00:00Z'),
  details: '<p>x</p>',
  tnc: '',
  process: '',
};

describe('offer form rules (§5.4)', () => {
  it('a valid offer has no errors', () => {
    expect(validateOfferForm(valid, { now })).toEqual({});
  });

  it('brand, category name, category, short, search name and type are required', () => {
    const errors = validateOfferForm(
      { ...valid, brand: '', category: '', categoryName: '', short: ' ', searchName: '', type: '' },
      { now },
    );
    expect(errors).toMatchObject({
      brand: 'Required!',
      category: 'Required!',
      categoryName: 'Required!',
      short: 'Required!',
      searchName: 'Required!',
      type: 'Required!',
    });
  });

  it('the link is required while its toggle is on, and must be a URL', () => {
    expect(validateOfferForm({ ...valid, hasRedirectionLink: true, redirectionLink: '' }, { now })).toEqual({
      redirectionLink: 'Required!',
    });
    expect(validateOfferForm({ ...valid, hasRedirectionLink: true, redirectionLink: 'not a url' }, { now })).toEqual({
      redirectionLink: 'URL not valid, Please enter valid URL',
    });
    expect(
      validateOfferForm({ ...valid, hasRedirectionLink: true, redirectionLink: 'https://shop.example/x' }, { now }),
    ).toEqual({});
    expect(validateOfferForm({ ...valid, hasRedirectionLink: false, redirectionLink: null }, { now })).toEqual({});
  });

  it('the coupon code is required while its toggle is on', () => {
    expect(validateOfferForm({ ...valid, hasCouponCode: true, couponCode: '' }, { now })).toEqual({
      couponCode: 'Required!',
    });
  });

  it('the start is not in the past on create; an edit that keeps an old start passes, moving it to the past does not', () => {
    const past = new Date('2026-11-20T10:00:00Z');
    expect(validateOfferForm({ ...valid, startTime: past }, { now })).toEqual({
      startTime: 'Start date should not be in the past',
    });
    expect(validateOfferForm({ ...valid, startTime: past }, { now, originalStart: '2026-11-20T10:00:00Z' })).toEqual(
      {},
    );
    expect(validateOfferForm({ ...valid, startTime: past }, { now, originalStart: '2026-11-21T10:00:00Z' })).toEqual({
      startTime: 'Start date should not be in the past',
    });
  });

  it('the end comes after the start', () => {
    expect(validateOfferForm({ ...valid, endTime: valid.startTime }, { now })).toEqual({
      endTime: 'End time must be after start time',
    });
  });
});

describe('offer wire helpers', () => {
  it('times are ISO date-times without milliseconds', () => {
    expect(toIsoSeconds(new Date('2026-11-01T05:06:07.890Z'))).toBe('2026-11-01T05:06:07Z');
    expect(toIsoSeconds('2026-11-01T05:06:07.001+05:30')).toBe('2026-10-31T23:36:07Z');
  });
  it('URLs: http(s) with a host only', () => {
    expect(isOfferUrl('https://shop.example/a?b=1#c')).toBe(true);
    expect(isOfferUrl('http://localhost:8080/x')).toBe(true);
    for (const bad of ['javascript:alert(1)', 'shop.example', 'ftp://x.example', 'https://', 'https://a b.example'])
      expect(isOfferUrl(bad)).toBe(false);
  });
});
