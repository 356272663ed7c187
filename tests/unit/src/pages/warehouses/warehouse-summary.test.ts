import { describe, expect, it } from 'vitest';
import type { ManagedWarehouse } from '../../../../../dataProviders/merchant-support/warehouses';
import { delivery } from '../../../../../src/i18n/en/delivery';
import {
  statusSummary,
  warehouseDraftComplete,
  warehouseSummary,
} from '../../../../../src/pages/warehouses/warehouse-summary';

/** A translate over the delivery strings: 'delivery.a.b' → its text with %{x} filled. */
const t = (key: string, args: Record<string, unknown> = {}): string => {
  const value = key
    .replace(/^delivery\./, '')
    .split('.')
    .reduce<unknown>((o, k) => (o as Record<string, unknown>)?.[k], delivery);
  expect(value, key).toBeTypeOf('string');
  return String(value).replace(/%\{(\w+)\}/g, (_, k: string) => String(args[k]));
};

const blr: ManagedWarehouse = {
  id: 'WH-BLR',
  code: 'WH-BLR',
  name: 'Bengaluru warehouse',
  city: 'Bengaluru',
  pincode: '560001',
  capacity: 3000,
  active: true,
  version: 2,
  held: 1240,
};

describe('the warehouse dialogs restate what changes', () => {
  it('an add lists every field from none', () => {
    const s = warehouseSummary(t, null, {
      code: 'WH-NAG',
      name: 'Nagpur',
      city: 'Nagpur',
      pincode: '440001',
      capacity: 12000,
    });
    expect(s.subject).toBe('WH-NAG');
    expect(s.changes).toEqual([
      { label: 'Name', before: '—', after: 'Nagpur' },
      { label: 'City', before: '—', after: 'Nagpur' },
      { label: 'Pincode', before: '—', after: '440001' },
      { label: 'Capacity (devices)', before: '—', after: '12,000' },
    ]);
    expect(s.next).toBe('The warehouse can receive stock transfers at once.');
  });

  it('an edit lists only the fields that change, and what the warehouse holds', () => {
    const s = warehouseSummary(t, blr, { ...blr, capacity: 150000 });
    expect(s.changes).toEqual([{ label: 'Capacity (devices)', before: '3,000', after: '1,50,000' }]);
    expect(s.facts).toEqual([['Devices held', '1,240']]);
  });

  it('a deactivation restates the devices held, Active → Inactive, and what follows', () => {
    const s = statusSummary(t, blr);
    expect(s.subject).toBe('WH-BLR · Bengaluru warehouse');
    expect(s.facts).toContainEqual(['Devices held', '1,240']);
    expect(s.changes).toEqual([{ label: 'Status', before: 'Active', after: 'Inactive' }]);
    expect(statusSummary(t, { ...blr, active: false }).changes![0]!.after).toBe('Active');
  });

  it('a draft is complete only with a WH- code, a name, a city, a 6-digit pincode and a capacity', () => {
    const ok = { code: 'wh-nag', name: 'N', city: 'C', pincode: '440001', capacity: '800' };
    expect(warehouseDraftComplete(ok)).toBe(true);
    expect(warehouseDraftComplete({ ...ok, code: 'NAG' })).toBe(false);
    expect(warehouseDraftComplete({ ...ok, pincode: '04400' })).toBe(false);
    expect(warehouseDraftComplete({ ...ok, capacity: '0' })).toBe(false);
    expect(warehouseDraftComplete({ ...ok, name: '  ' })).toBe(false);
  });
});
