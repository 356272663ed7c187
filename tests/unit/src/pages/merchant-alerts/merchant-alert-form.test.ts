import Polyglot from 'node-polyglot';
import { describe, expect, it } from 'vitest';
import { en } from '../../../../../src/i18n/en';
import { formatDateTime } from '../../../../../src/format/dates';
import {
  canEnableMerchantAlert,
  EMPTY_MERCHANT_ALERT_FORM,
  toEnableBody,
  withAudience,
  type MerchantAlertFormValues,
} from '../../../../../src/pages/merchant-alerts/merchant-alert-form-state';
import {
  audienceText,
  disableSummary,
  enableSummary,
} from '../../../../../src/pages/merchant-alerts/merchant-alert-summary';

const polyglot = new Polyglot({ locale: 'en', phrases: en });
const t = (key: string, options?: Record<string, unknown>) => polyglot.t(key, options);

const now = Date.UTC(2026, 10, 29, 6, 0);
const future = '2026-12-31T10:30';
const past = '2026-11-01T10:30';
const file = { jobId: 7, fileName: 'shops.csv', total: 4, valid: 3, rejected: 1, errors: [] };
const texts = { header: ' Diwali ', body: ' Settlements are late. ', expiry: future };

describe('the merchant alert form (the deposit alert texts, an audience instead of a type)', () => {
  it('enables only with an audience and what it needs, and the deposit alert texts rules', () => {
    const all: MerchantAlertFormValues = { ...withAudience(EMPTY_MERCHANT_ALERT_FORM, 'ALL'), ...texts };
    expect(canEnableMerchantAlert(EMPTY_MERCHANT_ALERT_FORM, now)).toBe(false);
    expect(canEnableMerchantAlert(all, now)).toBe(true);
    expect(canEnableMerchantAlert({ ...all, expiry: past }, now)).toBe(false);
    expect(canEnableMerchantAlert({ ...all, header: 'h'.repeat(201) }, now)).toBe(false);
    expect(canEnableMerchantAlert({ ...all, body: '   ' }, now)).toBe(false);
    const category = withAudience(all, 'CATEGORY');
    expect(canEnableMerchantAlert(category, now)).toBe(false);
    expect(canEnableMerchantAlert({ ...category, category: '5411' }, now)).toBe(true);
    const csv = withAudience(all, 'CSV');
    expect(canEnableMerchantAlert(csv, now)).toBe(false);
    expect(canEnableMerchantAlert({ ...csv, file: { ...file, valid: 0 } }, now)).toBe(false);
    expect(canEnableMerchantAlert({ ...csv, file }, now)).toBe(true);
  });

  it('another audience drops the category or the file; the body sends only what the audience has', () => {
    const csv = { ...withAudience(EMPTY_MERCHANT_ALERT_FORM, 'CSV'), ...texts, file, category: '5411' };
    expect(withAudience(csv, 'ALL')).toMatchObject({ audience: 'ALL', file: null, category: '' });
    expect(toEnableBody(csv)).toEqual({
      audience: 'CSV',
      category: '',
      audience_file_id: 7,
      header: 'Diwali',
      body: 'Settlements are late.',
      expiry_time: new Date(future).getTime(),
    });
    expect(toEnableBody({ ...withAudience(csv, 'CATEGORY'), category: '6513' })).toMatchObject({
      audience: 'CATEGORY',
      category: '6513',
      audience_file_id: null,
    });
    expect(toEnableBody(EMPTY_MERCHANT_ALERT_FORM)).toBeNull();
  });
});

describe('a merchant alert is restated before merchants see it, or stop seeing it', () => {
  const expiry = Date.UTC(2026, 11, 31, 10, 30);
  it('enabling for a file: whom, the counts, its texts and until when', () => {
    const s = enableSummary(
      { audience: 'CSV', category: '', audience_file_id: 7, header: 'Diwali', body: 'Late.', expiry_time: expiry },
      file,
      t,
    );
    expect(s.subject).toBe('New merchant alert');
    expect(s.facts).toEqual([
      ['Audience', '3 merchants from a file'],
      ['File', 'shops.csv: 3 valid, 1 rejected of 4 rows.'],
      ['Header', 'Diwali'],
      ['Body', 'Late.'],
      ['Expiry time', formatDateTime(expiry)],
    ]);
    expect(s.next).toBe(`3 merchants from a file see this alert in the app from now until ${formatDateTime(expiry)}.`);
  });

  it('names a category by its name and every merchant plainly', () => {
    expect(audienceText({ audience: 'CATEGORY', category: '6513' }, t)).toBe('Merchants in Rent Payments');
    expect(audienceText({ audience: 'ALL', category: null }, t)).toBe('All merchants');
  });

  it('disabling: which alert, whom it reaches, Active → Disabled, and that it stops at once', () => {
    const s = disableSummary(
      { id: 12, audience: 'ALL', category: null, recipients: 40, header: 'Maintenance', expiryTime: expiry },
      t,
    );
    expect(s.subject).toBe('Merchant alert #12');
    expect(s.facts).toEqual([
      ['Audience', 'All merchants'],
      ['Header', 'Maintenance'],
      ['Expiry time', formatDateTime(expiry)],
    ]);
    expect(s.changes).toEqual([{ label: 'State', before: 'Active', after: 'Disabled' }]);
    expect(s.next).toBe('All merchants stop seeing this alert at once.');
  });
});
