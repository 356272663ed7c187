import { describe, expect, it } from 'vitest';
import { limitSchema } from '../../../../contract/entities/limits';
import { notificationSchema } from '../../../../contract/entities/notifications';
import { en } from '../../../../src/i18n/en';
import { kindName, recordName, toggleSummary } from '../../../../src/schema/record-summary';
import { keyTranslate } from '../../helpers/key-translate';
import Polyglot from 'node-polyglot';

const polyglot = new Polyglot({ locale: 'en', phrases: en });
const translate = (key: string, options?: Record<string, unknown>) => polyglot.t(key, options);

const limit = {
  id: 12,
  transaction_type: 'NEFT',
  txn_indicator: 'DEBIT',
  max_count: 10,
  max_amount: 150000,
  monthly_max_count: 100,
  monthly_max_amount: 1500000,
  monthly_overall_max_amount: 2000000,
  lifetime_max_amount: 10000000,
  particulars: 'Bank transfer',
  mode: 'ONLINE',
  link_van: false,
  status: 'ACTIVE',
};
const toggle = limitSchema.list.toggles![0]!;

describe('toggleSummary (a list toggle asks first, issue 41 item 1)', () => {
  it('restates the limit: kind, id and name, its amounts in ₹, the status before → after and what follows', () => {
    const s = toggleSummary(limitSchema, toggle, limit, translate);
    expect(s.subject).toBe('Transaction limit #12 · NEFT');
    expect(s.facts).toContainEqual(['Max amount', '₹1,50,000.00']);
    expect(s.facts).toContainEqual(['Lifetime max amount', '₹1,00,00,000.00']);
    expect(s.facts).toContainEqual(['Indicator', 'DEBIT']);
    expect(s.facts.map(([label]) => label)).not.toContain('Status');
    expect(s.changes).toEqual([{ label: 'Status', before: 'ACTIVE', after: 'INACTIVE' }]);
    expect(s.next).toBe(en.resources.limits.next_deactivate);
  });

  it('an inactive limit: INACTIVE → ACTIVE and what activating does', () => {
    const s = toggleSummary(limitSchema, toggle, { ...limit, status: 'INACTIVE' }, keyTranslate);
    expect(s.changes).toEqual([{ label: 'resources.limits.fields.status', before: 'INACTIVE', after: 'ACTIVE' }]);
    expect(s.next).toBe('resources.limits.next_activate {"field":"resources.limits.fields.status","value":"ACTIVE"}');
  });
});

describe('recordName and kindName (what a toast names, issue 41 item 6)', () => {
  it('names a record by its first filled text field, else by id', () => {
    expect(recordName(limitSchema, limit)).toBe('NEFT');
    expect(recordName(limitSchema, { id: 7, transaction_type: '  ' })).toBe('#7');
    expect(recordName(notificationSchema, { id: 3, header: 'Diwali offer', type: 'PUSH' })).toBe('Diwali offer');
  });

  it('names the kind in the singular, or by its page title when the resource has no name', () => {
    expect(kindName(limitSchema, translate)).toBe('Transaction limit');
    expect(kindName({ name: 'nameless', title: 'resources.limits.show_title' }, translate)).toBe('Transaction Limit');
  });
});
