import { describe, expect, it } from 'vitest';
import { nextDeliveryStates, serviceabilityOf } from '../../../../../contract/delivery/rules';
import type { CardApplication, CardDelivery, DeliveryPartner } from '../../../../../dataProviders/delivery/delivery';
import { en } from '../../../../../src/i18n/en';
import { decisionSummary, moveSummary, partnerSummary } from '../../../../../src/pages/delivery/summaries';
import { refusalRows } from '../../../../../src/pages/delivery/PincodeUploadDialog';
import { ApiError } from '../../../../../dataProviders/http';

/** The catalogue's own wording, with %{x} filled: what a user reads. */
const t = (key: string, args: Record<string, unknown> = {}) => {
  const text = key.split('.').reduce<unknown>((node, k) => (node as Record<string, unknown>)?.[k], en);
  if (typeof text !== 'string') throw new Error(`missing ${key}`);
  return text.replace(/%\{(\w+)\}/g, (_, name: string) => String(args[name] ?? ''));
};

const delivery: CardDelivery = {
  id: 7,
  reference: 'CD-000007',
  merchantId: '1000007',
  cardType: 'CREDIT',
  partnerId: 1,
  partnerCode: 'BLUEDART',
  partnerName: 'Blue Dart Express',
  awb: null,
  pincode: '560001',
  address: '12 MG Road, Bengaluru',
  status: 'CREATED',
  createdAt: 0,
  updatedAt: 0,
  version: 1,
};

describe('a card delivery move restates what moves', () => {
  it('dispatching: the card, the courier, the state and the AWB before and after, what follows', () => {
    const s = moveSummary(t, delivery, 'DISPATCHED', ' AWB123456 ');
    expect(s.subject).toBe('CD-000007');
    expect(s.facts).toContainEqual(['Courier', 'Blue Dart Express (BLUEDART)']);
    expect(s.facts).toContainEqual(['Card', 'Credit']);
    expect(s.changes).toEqual([
      { label: 'Status', before: 'Created', after: 'Dispatched' },
      { label: 'AWB', before: '—', after: 'AWB123456' },
    ]);
    expect(s.next).toBe('The card is handed to Blue Dart Express under the AWB shown.');
  });

  it('delivering says it cannot be undone; no AWB row once dispatched', () => {
    const s = moveSummary(t, { ...delivery, status: 'IN_TRANSIT', awb: 'AWB1' }, 'DELIVERED', '');
    expect(s.changes).toEqual([{ label: 'Status', before: 'In transit', after: 'Delivered' }]);
    expect(s.next).toContain('cannot be undone');
  });

  it('the next states follow the lifecycle: RTO only once dispatched, nothing after DELIVERED or RTO', () => {
    expect(nextDeliveryStates('CREATED')).toEqual(['DISPATCHED']);
    expect(nextDeliveryStates('DISPATCHED')).toEqual(['IN_TRANSIT', 'RTO']);
    expect(nextDeliveryStates('IN_TRANSIT')).toEqual(['DELIVERED', 'RTO']);
    expect(nextDeliveryStates('DELIVERED')).toEqual([]);
    expect(nextDeliveryStates('RTO')).toEqual([]);
    expect(nextDeliveryStates('LOST')).toEqual([]);
  });
});

describe('a partner change restates its fields', () => {
  const partner: DeliveryPartner = {
    id: 1,
    code: 'BLUEDART',
    name: 'Blue Dart',
    contact: 'ops@x',
    active: true,
    pincodes: 1200,
    updatedAt: 0,
    version: 3,
  };
  it('deactivating names the change and what stops', () => {
    const s = partnerSummary(t, partner, { ...partner, active: false });
    expect(s.changes).toEqual([{ label: 'Active', before: 'Yes', after: 'No' }]);
    expect(s.facts).toEqual([['Pincodes', '1200']]);
    expect(s.next).toContain('serves no pincode');
  });
  it('adding lists every field as new', () => {
    const s = partnerSummary(t, null, { code: 'DTDC', name: 'DTDC', contact: 'c', active: true });
    expect(s.subject).toBe('DTDC');
    expect(s.changes?.map((c) => c.label)).toEqual(['Name', 'Contact', 'Active']);
    expect(s.next).toContain('upload its pincode file');
  });
});

describe('a card application decision restates the credit it grants', () => {
  const app: CardApplication = {
    id: 3,
    reference: 'MCA-000003',
    merchantId: '1000003',
    cardType: 'CREDIT',
    creditLimit: 150000,
    remarks: 'Onboarding',
    status: 'APPLIED',
    appliedBy: 'cards@console.example',
    appliedAt: 0,
    decidedBy: null,
    decidedAt: null,
    decisionRemarks: null,
    orderReference: null,
  };
  it('approving: the limit in ₹ with Indian grouping, the raiser, the state change', () => {
    const s = decisionSummary(t, app, true);
    expect(s.facts).toContainEqual(['Credit limit (₹)', '₹1,50,000.00']);
    expect(s.facts).toContainEqual(['Applied by', 'cards@console.example']);
    expect(s.changes).toEqual([{ label: 'Status', before: 'Applied', after: 'Approved' }]);
    expect(s.next).toContain('with a credit limit of ₹1,50,000.00');
  });
  it('rejecting a prepaid card shows no limit', () => {
    const s = decisionSummary(t, { ...app, cardType: 'PREPAID', creditLimit: null }, false);
    expect(s.facts.map(([label]) => label)).not.toContain('Credit limit (₹)');
    expect(s.changes?.[0]?.after).toBe('Rejected');
  });
});

describe('pure helpers', () => {
  it('serviceability: couriers fastest first, COD when any courier offers it', () => {
    const row = (code: string, slaDays: number, cod: boolean) => ({
      partnerId: slaDays,
      code,
      name: code,
      slaDays,
      cod,
      prepaid: true,
      city: 'Pune',
      state: 'Maharashtra',
    });
    const s = serviceabilityOf('411001', [row('B', 4, false), row('A', 2, false), row('C', 2, true)]);
    expect(s.couriers.map((c) => c.code)).toEqual(['A', 'C', 'B']);
    expect(s).toMatchObject({ serviceable: true, fastestSlaDays: 2, cod: true, city: 'Pune' });
    expect(serviceabilityOf('799001', [])).toMatchObject({ serviceable: false, fastestSlaDays: null, couriers: [] });
  });
  it("a refused file's errors become the errors file's rows, in line order", () => {
    const error = new ApiError('Invalid rows', 400, 'Bad Request', {
      errors: { 'line 10': 'slaDays: too big', 'line 2': 'pincode: bad' },
    });
    expect(refusalRows(error)).toEqual([
      { line: 'line 2', error: 'pincode: bad' },
      { line: 'line 10', error: 'slaDays: too big' },
    ]);
    expect(refusalRows(new Error('x'))).toEqual([]);
  });
});
