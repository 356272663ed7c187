import { describe, expect, it } from 'vitest';
import { istMonthOf } from '../../contract/business-time.js';
import { signedInApp } from './helpers/signed-in-app.js';
import { fileCallerOf } from './helpers/test-app.js';

/**
 * The /swipe invoice downloads (issue 44), on SQLite and PostgreSQL: a merchant's rent invoice and chargeback invoice
 * of a month are real PDFs naming the merchant, month and total; a month with nothing is a 404; a bad month a 400;
 * without a devices key, 403.
 */
const { t, tokens, call, db } = signedInApp(['devices-ops', 'noaccess'], '/api/merchant-support');
const file = fileCallerOf(() => t, tokens, '/api/merchant-support');

const aSwipeHolder = async () =>
  db()
    .selectFrom('merchant_devices')
    .select(['merchant_id', 'assigned_at'])
    .where('kind', '=', 'SWIPE')
    .where('status', '=', 'ACTIVE')
    .orderBy('id')
    .limit(1)
    .executeTakeFirstOrThrow();
const aChargeback = async () =>
  db()
    .selectFrom('chargeback_transactions')
    .select(['merchant_id', 'payment_timestamp'])
    .where('source_product', '=', 'SWIPE')
    .orderBy('id')
    .limit(1)
    .executeTakeFirstOrThrow();
const text = (body: unknown) => (body as Buffer).toString('latin1');

describe('swipe invoice downloads', () => {
  it('answers the rent invoice of a month as a PDF naming the merchant, the month and the total', async () => {
    const d = await aSwipeHolder();
    const month = istMonthOf(Date.now());
    const res = await file('devices-ops', 'GET', `/swipe/merchants/${d.merchant_id}/invoices/${month}/pdf`);
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toContain('application/pdf');
    expect(res.headers['content-disposition']).toContain(`SWINV-${d.merchant_id}-${month}.pdf`);
    const pdf = text(res.body);
    expect(pdf.startsWith('%PDF-1.4')).toBe(true);
    expect(pdf).toContain(`Month: ${month}`);
    expect(pdf).toMatch(/Total rent: Rs\. \d+\.\d{2}/);
  });

  it('answers the chargeback invoice of a month with its chargebacks and their total', async () => {
    const c = await aChargeback();
    const month = istMonthOf(Number(c.payment_timestamp));
    const res = await file('devices-ops', 'GET', `/swipe/merchants/${c.merchant_id}/chargeback-invoices/${month}/pdf`);
    expect(res.status).toBe(200);
    expect(text(res.body)).toMatch(/Chargebacks: \d+ {3}Total: Rs\. \d+\.\d{2}/);
  });

  it('says so when the month has nothing to invoice, refuses a bad month, and needs a devices key', async () => {
    const d = await aSwipeHolder();
    const empty = await call('devices-ops', 'GET', `/swipe/merchants/${d.merchant_id}/invoices/2001-01/pdf`);
    expect(empty.status).toBe(404);
    expect(empty.body.message).toBe('This merchant had no card-swipe device on rent in that month.');
    const bad = await call('devices-ops', 'GET', `/swipe/merchants/${d.merchant_id}/invoices/2025-13/pdf`);
    expect(bad.status).toBe(400);
    expect((await call('noaccess', 'GET', `/swipe/merchants/${d.merchant_id}/invoices/2025-01/pdf`)).status).toBe(403);
  });
});
