import Polyglot from 'node-polyglot';
import { describe, expect, it } from 'vitest';
import { en } from '../../../../src/i18n/en';
import { savedRecord } from '../../../../src/common/object-toast';
import { userName } from '../../../../resources/users/user-name';
import { offerName } from '../../../../resources/offers/offer-name';

const polyglot = new Polyglot({ locale: 'en', phrases: en });
const t = (key: string, options?: Record<string, unknown>) => polyglot.t(key, options);
const kind = (resource: string) => t(`resources.${resource}.name`, { smart_count: 1 });

describe('toasts that name the object (issue 41 item 6)', () => {
  it('says which object was created, updated, deleted or toggled, never "Element updated"', () => {
    expect(t('schema.toast.updated', { kind: kind('users'), name: 'asha@console.example' })).toBe(
      "User 'asha@console.example' updated",
    );
    expect(t('schema.toast.deleted', { kind: kind('postpe-offers'), name: 'Diwali 10%' })).toBe(
      "Offer 'Diwali 10%' deleted",
    );
    expect(t('schema.toast.created', { kind: kind('notifications'), name: 'New card' })).toBe(
      "Notification 'New card' created",
    );
    expect(t('schema.toast.toggled', { kind: kind('limits'), name: 'NEFT', value: 'INACTIVE' })).toBe(
      "Transaction limit 'NEFT' is now INACTIVE",
    );
  });

  it('names the record from the answer over what was sent (an answer may hold only the id)', () => {
    const sent = {
      id: 4,
      data: { email: 'new@console.example' },
      previousData: { id: 4, email: 'old@console.example' },
    };
    expect(userName(savedRecord({ id: 4 }, sent))).toBe('new@console.example');
    expect(userName(savedRecord(undefined, { id: 4, previousData: { id: 4, name: 'Asha' } }))).toBe('Asha');
    expect(userName(savedRecord({ id: 9 }, undefined))).toBe('#9');
  });

  it('an offer by its brand and short text, else by id', () => {
    expect(offerName({ id: 1, brand: 'Amazon', short: ' Flat 10% off ' })).toBe('Amazon: Flat 10% off');
    expect(offerName({ id: 2, brand: '', short: '' })).toBe('#2');
  });
});
