import { describe, expect, it } from 'vitest';
import { signedInApp } from './helpers/signed-in-app.js';
import { fileCallerOf } from './helpers/test-app.js';

/**
 * /caf-form (issue 46 item 5): a merchant's CAF is a real PDF naming the merchant, its personal data masked and its
 * stores; each download audited; an unknown merchant 404; without the merchant read key 403.
 */
const { t, tokens, call, db } = signedInApp(['support', 'noaccess'], '/api/merchant-support');
const file = fileCallerOf(() => t, tokens, '/api/merchant-support');

describe('CAF PDF', () => {
  it('answers a PDF of the merchant with personal data masked, and audits the download', async () => {
    const m = await db()
      .selectFrom('merchants')
      .select(['merchant_id', 'name', 'pan'])
      .where('pan', 'is not', null)
      .orderBy('merchant_id')
      .limit(1)
      .executeTakeFirstOrThrow();
    const res = await file('support', 'GET', `/merchants/${m.merchant_id}/caf`);
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toContain('application/pdf');
    expect(res.headers['content-disposition']).toContain(`CAF-${m.merchant_id}.pdf`);
    const pdf = (res.body as Buffer).toString('latin1');
    expect(pdf.startsWith('%PDF-1.4')).toBe(true);
    expect(pdf).toContain('Customer Application Form \\(CAF\\)');
    expect(pdf).toContain(`Merchant ID: ${m.merchant_id}`);
    expect(pdf).not.toContain(m.pan!);
    expect(pdf).toContain(`PAN: XXXXXX${m.pan!.slice(-4)}`);
    const audit = await db()
      .selectFrom('audit_log')
      .select('action')
      .where('entity', '=', 'merchants')
      .where('entity_id', '=', m.merchant_id)
      .where('action', '=', 'merchant.caf')
      .execute();
    expect(audit).toHaveLength(1);
  });

  it('an unknown merchant is a 404; without the key a 403', async () => {
    expect((await call('support', 'GET', '/merchants/9999999999/caf')).status).toBe(404);
    expect((await call('noaccess', 'GET', '/merchants/1000001/caf')).status).toBe(403);
  });
});
