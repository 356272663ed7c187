import { describe, expect, it } from 'vitest';
import { statusChangeSummary } from '../../../src/common/status-change';
import { i18nProvider } from '../../../src/i18n';
import { notificationStatusSummary } from '../../../resources/notifications/status-change';
import { offerStatusSummary } from '../../../resources/offers/status-change';

const translate = (key: string, args?: Record<string, unknown>) => i18nProvider.translate(key, args);

/** Issue 41: a save that activates or deactivates what customers see restates it first; any other save goes at once. */
describe('status change confirmations', () => {
  const base = { subject: 'S', facts: [], label: 'Status', next: (after: string) => `now ${after}` };
  it('asks only when the status changes on an existing record', () => {
    expect(statusChangeSummary({ ...base, before: 'ACTIVE', after: 'ACTIVE' })).toBeNull();
    expect(statusChangeSummary({ ...base, before: undefined, after: 'ACTIVE' })).toBeNull();
    expect(statusChangeSummary(null)).toBeNull();
    expect(statusChangeSummary({ ...base, before: 'ACTIVE', after: 'INACTIVE' })).toMatchObject({
      changes: [{ label: 'Status', before: 'ACTIVE', after: 'INACTIVE' }],
      next: 'now INACTIVE',
    });
  });

  const note = {
    id: 12,
    type: 'PUSH',
    header: 'Bill due',
    body: 'Pay your bill on time.',
    expiry_date: 1_924_992_000,
    status: 'ACTIVE',
  };
  it('a notification: its heading, type, message and expiry as saved, Status old → new, what customers see', () => {
    const summary = notificationStatusSummary(
      note,
      { ...note, header: 'Bill due soon', status: 'INACTIVE' },
      translate,
    );
    expect(summary?.subject).toBe('Notification #12 · Bill due soon');
    expect(summary?.facts).toEqual(
      expect.arrayContaining([
        ['Type', 'PUSH'],
        ['Heading', 'Bill due soon'],
        ['Message', 'Pay your bill on time.'],
      ]),
    );
    expect(summary?.facts.find(([label]) => label === 'Expiry date')?.[1]).toMatch(/^\d{2}\/\d{2}\/\d{2} \d{2}:\d{2}/);
    expect(summary?.changes).toEqual([{ label: 'Status', before: 'ACTIVE', after: 'INACTIVE' }]);
    expect(summary?.next).toBe('Customers are no longer shown this notification once it is saved.');
    expect(notificationStatusSummary({ ...note, status: 'INACTIVE' }, note, translate)?.next).toMatch(
      /^Customers are sent and shown this notification/,
    );
    expect(notificationStatusSummary(note, { ...note, header: 'Other' }, translate)).toBeNull();
    expect(notificationStatusSummary(undefined, note, translate)).toBeNull();
  });

  const offer = {
    id: 7,
    brand: 'Amazon',
    short: 'Flat 10% off',
    categoryName: 'Shopping',
    type: 'SPECIAL',
    startTime: '2030-01-05T04:30:00Z',
    endTime: '2030-02-05T04:30:00Z',
    status: 'INACTIVE',
  };
  it('an offer: brand and text, category, type, start and end, Status old → new, what customers see', () => {
    const summary = offerStatusSummary(offer, { ...offer, status: 'ACTIVE' }, translate);
    expect(summary?.subject).toBe('Offer #7 · Amazon: Flat 10% off');
    expect(summary?.facts.slice(0, 2)).toEqual([
      ['Category name', 'Shopping'],
      ['Type', 'SPECIAL'],
    ]);
    expect(summary?.facts[2]?.[1]).toMatch(/^\d{2}\/\d{2}\/30 \d{2}:\d{2}:\d{2}$/);
    expect(summary?.changes).toEqual([{ label: 'Status', before: 'INACTIVE', after: 'ACTIVE' }]);
    expect(summary?.next).toBe(
      'Customers see this offer in the app between its start and end times, as soon as it is saved.',
    );
    expect(offerStatusSummary(offer, { ...offer, short: 'Flat 20% off' }, translate)).toBeNull();
    expect(offerStatusSummary(undefined, { ...offer, status: 'ACTIVE' }, translate)).toBeNull();
  });
});
