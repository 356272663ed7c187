import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './helpers/test-app.js';
import { auditCount, merchantCaller } from './helpers/merchant-360-calls.js';

/** Maker/checker payloads of a merchant with account numbers masked, and their audited reveal (spec §2.13, §9). */
let t: TestApp;
const tokens: Record<string, string> = {};
const call = merchantCaller(() => t, tokens);
const CRM = '/api/crm';
/** Seeded with a pending bank change raised by the demo maker (server/db/seed/merchant-changes-requests.ts). */
const M = '1000002';
const reveal = (body: object, who = 'checker', merchantId = M) =>
  call(who, 'POST', `${CRM}/merchants/${merchantId}/bank-accounts/reveal`, body);

beforeAll(async () => {
  t = await createTestApp();
  for (const who of ['checker', 'support', 'noaccess']) tokens[who] = await t.tokenFor(`${who}@console.example`);
}, 60_000);
afterAll(() => t.close());

describe('masked account numbers and their reveal', () => {
  it('the bank change list, detail, audit, accounts and approvals inbox send account numbers masked', async () => {
    const list = (await call('checker', 'GET', `${CRM}/merchants/bank-change/requests?merchantId=${M}`)).body.data;
    const request = list.content[0];
    expect(request.proposed.accountNumber).toMatch(/^X+\d{4}$/);
    expect(request.previous.accountNumber).toMatch(/^X+\d{4}$/);
    const detail = (await call('checker', 'GET', `${CRM}/merchants/bank-change/requests/${request.id}`)).body.data;
    expect(detail.current.accountNumber).toMatch(/^X+\d{4}$/);
    expect(detail.verification.accountNumber).toMatch(/^X+\d{4}$/);
    const audit = (await call('support', 'GET', `${CRM}/merchants/${M}/bank-change/audit`)).body.data;
    expect(
      audit.every((r: { proposed: { accountNumber: string } }) => /^X+\d{4}$/.test(r.proposed.accountNumber)),
    ).toBe(true);
    const accounts = (await call('support', 'GET', `${CRM}/merchants/${M}/bank-accounts`)).body.data;
    expect(accounts.every((a: { accountNumber: string }) => /^X+\d{4}$/.test(a.accountNumber))).toBe(true);
    const body = JSON.stringify((await call('checker', 'GET', `${CRM}/maker/checker/requests?size=200`)).body);
    expect(body).not.toMatch(/"accountNumber":"\d{5,}/);
  });

  it('reveals the proposed, previous and current account whole with a reason, one audit row each', async () => {
    const db = t.database.handle.db;
    const link = await db
      .selectFrom('merchant_change_requests as l')
      .innerJoin('approval_requests as r', 'r.id', 'l.approval_id')
      .select(['r.id', 'r.proposed_json', 'r.previous_json'])
      .where('l.merchant_id', '=', M)
      .where('l.kind', '=', 'BANK_CHANGE')
      .executeTakeFirstOrThrow();
    const proposed = JSON.parse(link.proposed_json).accountNumber as string;
    const previous = JSON.parse(link.previous_json!).accountNumber as string;
    const before = await auditCount(t, 'merchants', M);
    const res = await reveal({ requestId: link.id, reason: 'Compare with the cancelled cheque' });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ success: true, data: { value: proposed } });
    const old = await reveal({ requestId: link.id, side: 'previous', reason: 'Compare with the cancelled cheque' });
    expect(old.body.data.value).toBe(previous);
    const account = await db
      .selectFrom('merchant_bank_accounts')
      .select(['id', 'account_number'])
      .where('merchant_id', '=', M)
      .executeTakeFirstOrThrow();
    const current = await reveal({ accountId: account.id, reason: 'Merchant asked on a call' }, 'support');
    expect(current.body.data.value).toBe(account.account_number);
    expect(await auditCount(t, 'merchants', M)).toBe(before + 3);
    const row = await db
      .selectFrom('audit_log')
      .selectAll()
      .where('action', '=', 'merchant.bank_reveal')
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({ actor_email: 'support@console.example', entity_id: M });
    expect(JSON.parse(row.after_json!)).toEqual({
      field: 'accountNumber',
      accountId: account.id,
      reason: 'Merchant asked on a call',
    });
  });

  it('refuses without a reason (400), for another merchant’s record (404), and without access (403)', async () => {
    const db = t.database.handle.db;
    const account = await db
      .selectFrom('merchant_bank_accounts')
      .select('id')
      .where('merchant_id', '=', M)
      .executeTakeFirstOrThrow();
    const before = await auditCount(t, 'merchants', M);
    expect((await reveal({ accountId: account.id, reason: '' })).status).toBe(400);
    expect((await reveal({ accountId: account.id, requestId: 1, reason: 'Checking it' })).status).toBe(400);
    expect((await reveal({ accountId: account.id, reason: 'Checking it' }, 'checker', '1000003')).status).toBe(404);
    expect((await reveal({ accountId: account.id, reason: 'Checking it' }, 'noaccess')).status).toBe(403);
    expect(await auditCount(t, 'merchants', M)).toBe(before);
  });
});
