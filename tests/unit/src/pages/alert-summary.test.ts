import Polyglot from 'node-polyglot';
import { describe, expect, it } from 'vitest';
import { en } from '../../../../src/i18n/en';
import { alertSummary } from '../../../../src/pages/alerts/alert-summary';
import { formatDateTime } from '../../../../src/format/dates';

const polyglot = new Polyglot({ locale: 'en', phrases: en });
const t = (key: string, options?: Record<string, unknown>) => polyglot.t(key, options);

describe('an alert is restated before customers see it (issue 41 item 1)', () => {
  it('enabling: which alert, for which accounts, its text and expiry, and until when customers see it', () => {
    const expiry = Date.UTC(2026, 11, 31, 10, 30);
    const s = alertSummary(
      {
        method: 'enableAlert',
        data: {
          alert_type: 'WITHDRAWAL_CTA_ALERT',
          product: 'P2P',
          header: 'Slow',
          body: 'Withdrawals may be slow.',
          expiry_time: expiry,
        },
      },
      t,
    );
    expect(s.subject).toBe('Alert type: WITHDRAWAL_CTA_ALERT');
    expect(s.facts).toEqual([
      ['Status', 'Enable'],
      ['Account', 'P2P'],
      ['Header', 'Slow'],
      ['Body', 'Withdrawals may be slow.'],
      ['Expiry time', formatDateTime(expiry)],
    ]);
    expect(s.next).toBe(`Customers (P2P) see the WITHDRAWAL_CTA_ALERT alert from now until ${formatDateTime(expiry)}.`);
  });

  it('disabling an alert with no account: every account stops seeing it at once', () => {
    const s = alertSummary({ method: 'disableAlert', data: { alert_type: 'HOMESCREEN_ALERT', product: '' } }, t);
    expect(s.facts).toEqual([
      ['Status', 'Disable'],
      ['Account', 'Every account'],
    ]);
    expect(s.next).toBe('Customers (Every account) stop seeing the HOMESCREEN_ALERT alert at once.');
  });
});
