import { describe, expect, it } from 'vitest';
import { readImageHeader } from '../../../../../contract/paylater-admin/banner-rules';
import type { AppBanner, BplPlan } from '../../../../../dataProviders/crm/paylater-admin';
import { bannerPng } from '../../../../../server/db/seed/banner-images';
import { imageProblem, liveAt, orderSummary } from '../../../../../src/pages/upload-banner/banner-form';
import { changeSummary, formOf, termsInput } from '../../../../../src/pages/bpl/bpl-form';

const translate = (key: string, args?: Record<string, unknown>) => (args ? `${key} ${JSON.stringify(args)}` : key);

const PLAN: BplPlan = {
  id: 2,
  code: 'BPL-STANDARD',
  name: 'Standard',
  segment: 'FULL',
  terms: { minLimit: 500, maxLimit: 30000, billingDay: 1, interestFreeDays: 30, lateFee: 250, interestRate: 30 },
  state: 'ACTIVE',
  consumers: 42,
  pendingRequestId: null,
  version: 0,
  updatedBy: null,
  updatedAt: null,
};

describe('BPL plan change form', () => {
  it("checks the terms by the server's own rules: min ≤ max, each within its bounds", () => {
    const ok = formOf(PLAN.terms);
    expect(termsInput(ok).terms).toEqual(PLAN.terms);
    expect(termsInput({ ...ok, minLimit: '40000' }).errors.minLimit).toBe(
      'Minimum limit cannot be more than the maximum limit.',
    );
    expect(termsInput({ ...ok, billingDay: '29' }).errors.billingDay).toBe('Must be between 1 and 28.');
    expect(termsInput({ ...ok, interestRate: '' }).terms).toBeNull();
    expect(termsInput({ ...ok, lateFee: '10.555' }).errors.lateFee).toBe('At most two decimals.');
  });

  it('restates only the changed terms, old → new, in ₹ and % p.a.', () => {
    const s = changeSummary(PLAN, { ...PLAN.terms, maxLimit: 45000, interestRate: 27.5 }, translate);
    expect(s.changes).toEqual([
      { label: 'paylaterAdmin.bpl.fields.maxLimit', before: '₹30,000.00', after: '₹45,000.00' },
      {
        label: 'paylaterAdmin.bpl.fields.interestRate',
        before: 'paylaterAdmin.bpl.rate {"rate":30}',
        after: 'paylaterAdmin.bpl.rate {"rate":27.5}',
      },
    ]);
    expect(s.facts).toContainEqual(['paylaterAdmin.bpl.fields.consumers', '42']);
  });
});

const banner = (over: Partial<AppBanner>): AppBanner => ({
  id: 1,
  title: 'A',
  placement: 'HOME_TOP',
  position: 1,
  start: 1000,
  end: 5000,
  state: 'LIVE',
  fileName: 'a.png',
  mediaType: 'image/png',
  size: 10,
  width: 1080,
  height: 360,
  version: 0,
  ...over,
});

describe('banner image and preview', () => {
  it('reads type and pixel size from the bytes alone; refuses other bytes and the wrong size', () => {
    const png = new Uint8Array(bannerPng(1080, 360, [1, 2, 3]));
    expect(readImageHeader(png)).toEqual({ mediaType: 'image/png', width: 1080, height: 360 });
    expect(imageProblem(png, 'HOME_TOP')).toBeNull();
    expect(imageProblem(png, 'OFFERS')).toBe('This placement needs a 1080×540 image; this one is 1080×360.');
    expect(imageProblem(new TextEncoder().encode('GIF89a……………………………………'), 'HOME_TOP')).toBe(
      'The image must be a PNG, JPEG or WebP file.',
    );
  });

  it('shows in the preview only published banners in their window at that moment, in their order', () => {
    const all = [
      banner({ id: 1, position: 2 }),
      banner({ id: 2, position: 1 }),
      banner({ id: 3, position: 3, state: 'UNPUBLISHED' }),
      banner({ id: 4, position: 4, start: 3000 }),
      banner({ id: 5, placement: 'OFFERS' }),
    ];
    expect(liveAt(all, 'HOME_TOP', 2000).map((b) => b.id)).toEqual([2, 1]);
    expect(liveAt(all, 'HOME_TOP', 3500).map((b) => b.id)).toEqual([2, 1, 4]);
    expect(liveAt(all, 'HOME_TOP', 5000)).toEqual([]);
  });

  it('restates a new order as each banner whose rank moves', () => {
    const list = [banner({ id: 1, title: 'One' }), banner({ id: 2, title: 'Two' }), banner({ id: 3, title: 'Three' })];
    expect(orderSummary('HOME_TOP', list, [2, 1, 3], translate).changes).toEqual([
      { label: 'Two', before: '2', after: '1' },
      { label: 'One', before: '1', after: '2' },
    ]);
  });
});
