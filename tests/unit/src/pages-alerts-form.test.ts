import { describe, expect, it } from 'vitest';
import {
  alertFormErrors,
  canSubmitAlert,
  EMPTY_ALERT_FORM,
  toAlertRequest,
  withAlertType,
  type AlertFormValues,
} from '../../../src/pages/alerts/alert-form-state';

const now = new Date('2026-11-22T10:00:00').getTime();
const future = '2026-11-23T10:00';
const past = '2026-11-21T10:00';
const form = (over: Partial<AlertFormValues>): AlertFormValues => ({ ...EMPTY_ALERT_FORM, ...over });

describe('deposit alert form rules (§4, §5.7)', () => {
  it('HOMESCREEN_ALERT clears the product; other types default it to ALL and keep a chosen one', () => {
    expect(withAlertType(form({ product: 'P2P' }), 'HOMESCREEN_ALERT').product).toBe('');
    expect(withAlertType(form({}), 'WITHDRAWAL_ALERT').product).toBe('ALL');
    expect(withAlertType(form({ product: 'FD' }), 'WITHDRAWAL_CTA_ALERT').product).toBe('FD');
    expect(withAlertType(withAlertType(form({ product: 'FD' }), 'HOMESCREEN_ALERT'), 'WITHDRAWAL_ALERT').product).toBe(
      'ALL',
    );
  });

  it('submit stays disabled until type and status are chosen', () => {
    expect(canSubmitAlert(form({}), now)).toBe(false);
    expect(canSubmitAlert(form({ alertType: 'WITHDRAWAL_ALERT', product: 'ALL' }), now)).toBe(false);
    expect(canSubmitAlert(form({ alertType: 'WITHDRAWAL_ALERT', product: 'ALL', status: 'DISABLE' }), now)).toBe(true);
  });

  it('an account is needed unless the type is HOMESCREEN_ALERT', () => {
    expect(canSubmitAlert(form({ alertType: 'WITHDRAWAL_ALERT', product: '', status: 'DISABLE' }), now)).toBe(false);
    expect(canSubmitAlert(form({ alertType: 'HOMESCREEN_ALERT', product: '', status: 'DISABLE' }), now)).toBe(true);
  });

  it('enabling needs header, body and a future expiry', () => {
    const base = form({ alertType: 'HOMESCREEN_ALERT', status: 'ENABLE', header: 'H', body: 'B', expiry: future });
    expect(canSubmitAlert(base, now)).toBe(true);
    expect(canSubmitAlert({ ...base, header: ' ' }, now)).toBe(false);
    expect(canSubmitAlert({ ...base, body: '' }, now)).toBe(false);
    expect(canSubmitAlert({ ...base, expiry: '' }, now)).toBe(false);
    expect(canSubmitAlert({ ...base, expiry: past }, now)).toBe(false);
    // Too long is refused (the form says so under the input), never cut (issue 41 item 2).
    expect(canSubmitAlert({ ...base, header: 'h'.repeat(200) }, now)).toBe(true);
    expect(canSubmitAlert({ ...base, header: 'h'.repeat(201) }, now)).toBe(false);
    expect(canSubmitAlert({ ...base, body: 'b'.repeat(1001) }, now)).toBe(false);
    expect(alertFormErrors({ ...base, expiry: past }, now)).toEqual({ expiry: 'Date and time should not be old' });
    expect(alertFormErrors(base, now)).toEqual({});
  });

  it('enable sends expiry_time in epoch ms; disable sends only alert_type and product', () => {
    const enable = toAlertRequest(
      form({
        alertType: 'WITHDRAWAL_ALERT',
        product: 'P2P',
        status: 'ENABLE',
        header: ' H ',
        body: 'B',
        expiry: future,
      }),
    );
    expect(enable).toEqual({
      method: 'enableAlert',
      data: {
        alert_type: 'WITHDRAWAL_ALERT',
        product: 'P2P',
        header: 'H',
        body: 'B',
        expiry_time: new Date(future).getTime(),
      },
    });
    const disable = toAlertRequest(
      form({ alertType: 'WITHDRAWAL_ALERT', product: 'FD', status: 'DISABLE', header: 'H', body: 'B', expiry: future }),
    );
    expect(disable).toEqual({ method: 'disableAlert', data: { alert_type: 'WITHDRAWAL_ALERT', product: 'FD' } });
    expect(Object.keys(disable?.data ?? {})).toEqual(['alert_type', 'product']);
  });
});
