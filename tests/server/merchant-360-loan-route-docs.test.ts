import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_MERCHANT_ID } from '../../server/db/seed/merchant-360.js';
import { createTestApp, type TestApp } from './helpers/test-app.js';
import { merchantCaller, MS } from './helpers/merchant-360-calls.js';

/** Loan routing and eligibility (spec §7.4 GET /merchants/{id}/loan/route/eligible/verify). */
let t: TestApp;
const tokens: Record<string, string> = {};
const call = merchantCaller(() => t, tokens);
const X = '1000004';
const verify = (id: string, query = '', who = 'support') =>
  call(who, 'GET', `${MS}/merchants/${id}/loan/route/eligible/verify${query}`);
type Check = { check: string; passed: boolean };
const failed = (checks: Check[]) => checks.filter((c) => !c.passed).map((c) => c.check);

beforeAll(async () => {
  t = await createTestApp();
  for (const who of ['support', 'noaccess']) tokens[who] = await t.tokenFor(`${who}@console.example`);
  // Merchant X made eligible: ACTIVE, KYC verified, no hold, a year old, its loans all closed but one application.
  const db = t.database.handle.db;
  const yearAgo = Date.now() - 365 * 86_400_000;
  await db
    .updateTable('merchants')
    .set({ status: 'ACTIVE', kyc_status: 'VERIFIED', settlement_hold: null, onboarded_at: yearAgo })
    .where('merchant_id', '=', X)
    .execute();
  await db.updateTable('merchant_loans').set({ status: 'CLOSED' }).where('merchant_id', '=', X).execute();
  await db.deleteFrom('merchant_credit_lines').where('merchant_id', '=', X).execute();
}, 60_000);
afterAll(() => t.close());

describe('loan route eligible verify', () => {
  it('names every check and routes nothing when one fails (the demo merchant’s KYC is pending)', async () => {
    const res = await verify(DEMO_MERCHANT_ID);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ success: true, message: 'Success' });
    const d = res.body.data;
    expect(d).toMatchObject({ merchantId: DEMO_MERCHANT_ID, eligible: false, channel: null, lender: null });
    expect(d.checks.map((c: Check) => c.check)).toEqual([
      'MERCHANT_ACTIVE',
      'KYC_VERIFIED',
      'SETTLEMENT_NOT_ON_HOLD',
      'VINTAGE_90_DAYS',
      'NO_OPEN_LOAN',
    ]);
    expect(failed(d.checks)).toContain('KYC_VERIFIED');
    expect(d.verifiedAt).toBeLessThan(10_000_000_000);
  });

  it('routes an eligible merchant without a credit line to a term-loan lender', async () => {
    const d = (await verify(X)).body.data;
    expect(failed(d.checks)).toEqual([]);
    expect(d).toMatchObject({ eligible: true, channel: 'TERM_LOAN', lender: 'Kredit Finance Ltd' });
  });

  it('an open application blocks a new one, but that application itself is routed', async () => {
    const db = t.database.handle.db;
    const loan = await db
      .selectFrom('merchant_loans')
      .select('loan_id')
      .where('merchant_id', '=', X)
      .executeTakeFirstOrThrow();
    await db.updateTable('merchant_loans').set({ status: 'APPLIED' }).where('loan_id', '=', loan.loan_id).execute();
    expect(failed((await verify(X)).body.data.checks)).toEqual(['NO_OPEN_LOAN']);
    const routed = (await verify(X, `?loanId=${loan.loan_id}`)).body.data;
    expect(routed).toMatchObject({ loanId: loan.loan_id, eligible: true, lender: 'Kredit Finance Ltd' });
  });

  it('answers 404 for another merchant’s loan or an unknown merchant, 400 for a bad loan id, 403 without access', async () => {
    expect((await verify(X, '?loanId=NOPE1234')).status).toBe(404);
    expect((await verify('9999999999')).status).toBe(404);
    expect((await verify(X, '?loanId=x')).status).toBe(400);
    expect((await verify(X, '', 'noaccess')).status).toBe(403);
  });
});

describe('KYC documents by store (§7.3 doc/list merchantStoreId)', () => {
  it('lists every document, or only one store’s when merchantStoreId is given', async () => {
    const M = DEMO_MERCHANT_ID;
    const all = await call('support', 'GET', `/api/crm/merchants/${M}/doc/list`);
    expect(all.status).toBe(200);
    const docs = all.body.data as { docType: string; merchantStoreId: string | null }[];
    const storeIds = [...new Set(docs.map((d) => d.merchantStoreId).filter((s): s is string => s !== null))];
    expect(storeIds.length).toBeGreaterThanOrEqual(2);
    expect(docs.some((d) => d.merchantStoreId === null)).toBe(true);
    const one = (await call('support', 'GET', `/api/crm/merchants/${M}/doc/list?merchantStoreId=${storeIds[0]}`)).body
      .data as { merchantStoreId: string; docType: string }[];
    expect(one.length).toBeGreaterThan(0);
    expect(one.every((d) => d.merchantStoreId === storeIds[0])).toBe(true);
    expect(one.length).toBeLessThan(docs.length);
    expect((await call('support', 'GET', `/api/crm/merchants/${M}/doc/list?merchantStoreId=999`)).body.data).toEqual(
      [],
    );
    expect((await call('support', 'GET', `/api/crm/merchants/${M}/doc/list?merchantStoreId=abc`)).status).toBe(400);
  });
});
