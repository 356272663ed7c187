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
  for (const who of ['checker', 'support', 'noaccess', 'maker', 'ops'])
    tokens[who] = await t.tokenFor(`${who}@console.example`);
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
    // Operations reads the merchant's bank data (CAN_LIST_MERCHANT_DETAILS) but may not reveal: the reveal has a
    // permission of its own.
    expect((await call('ops', 'GET', `${CRM}/merchants/${M}/bank-accounts`)).status).toBe(200);
    expect((await reveal({ accountId: account.id, reason: 'Checking it' }, 'ops')).status).toBe(403);
    expect(await auditCount(t, 'merchants', M)).toBe(before);
  });
});

describe('the declared PAN of a KYC case: masked, and its audited reveal', () => {
  const firstCase = () =>
    t.database.handle.db
      .selectFrom('kyc_cases')
      .select(['id', 'merchant_id', 'declared_json'])
      .where('declared_json', 'like', '%"pan"%')
      .orderBy('id')
      .executeTakeFirstOrThrow();

  it('the case list and detail send the PAN and document numbers masked', async () => {
    const kase = await firstCase();
    const pan = JSON.parse(kase.declared_json).pan as string;
    const list = (await call('checker', 'GET', `${CRM}/merchantkyc/cases?merchantId=${kase.merchant_id}`)).body.data;
    expect(list.content[0].declared.pan).toBe(`XXXXXX${pan.slice(-4)}`);
    const detail = await call('checker', 'GET', `${CRM}/merchantkyc/cases/${kase.id}`);
    expect(detail.status).toBe(200);
    expect(detail.body.data.case.declared.pan).toBe(`XXXXXX${pan.slice(-4)}`);
    expect(detail.body.data.case.declared.legalName).not.toMatch(/XX/);
    expect(detail.body.data.documents.length).toBeGreaterThan(0);
    expect(JSON.stringify(detail.body.data.case)).not.toContain(`"${pan}"`);
    expect(JSON.stringify(detail.body.data.documents)).not.toContain(pan);
  });

  it('reveals the whole PAN with a reason: one audit row (who, what, why, when)', async () => {
    const kase = await firstCase();
    const pan = JSON.parse(kase.declared_json).pan as string;
    const before = await auditCount(t, 'merchants', kase.merchant_id);
    const started = Date.now();
    const res = await reveal({ caseId: kase.id, reason: 'Match the PAN card image' }, 'checker', kase.merchant_id);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ success: true, data: { value: pan } });
    expect(await auditCount(t, 'merchants', kase.merchant_id)).toBe(before + 1);
    const row = await t.database.handle.db
      .selectFrom('audit_log')
      .selectAll()
      .where('action', '=', 'merchant.pan_reveal')
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({ actor_email: 'checker@console.example', entity_id: kase.merchant_id });
    expect(Number(row.created_at)).toBeGreaterThanOrEqual(started);
    expect(JSON.parse(row.after_json!)).toEqual({ field: 'pan', caseId: kase.id, reason: 'Match the PAN card image' });
  });

  it('the GSTIN (which holds the PAN) and the address go out masked too, and each reveals with its own audit row', async () => {
    const kase = await t.database.handle.db
      .selectFrom('kyc_cases')
      .selectAll()
      .where('declared_json', 'like', '%"gstin"%')
      .where('declared_json', 'like', '%"address"%')
      .orderBy('id')
      .executeTakeFirstOrThrow();
    const declared = JSON.parse(kase.declared_json) as { gstin: string; address: string; pan: string };
    const detail = (await call('checker', 'GET', `${CRM}/merchantkyc/cases/${kase.id}`)).body.data.case.declared;
    expect(detail.gstin).toBe(`${declared.gstin.slice(0, 2)}XXXXXXXXXX${declared.gstin.slice(-3)}`);
    expect(detail.address).toMatch(/^X[X ,]*, [^X]+$/);
    expect(detail.address).not.toBe(declared.address);
    expect(JSON.stringify(detail)).not.toContain(declared.pan.slice(0, 6));
    for (const field of ['gstin', 'address'] as const) {
      const res = await reveal(
        { caseId: kase.id, field, reason: 'Match the GST certificate' },
        'checker',
        kase.merchant_id,
      );
      expect(res.body).toMatchObject({ success: true, data: { value: declared[field] } });
      const row = await t.database.handle.db
        .selectFrom('audit_log')
        .select('after_json')
        .where('action', '=', `merchant.${field}_reveal`)
        .executeTakeFirstOrThrow();
      expect(JSON.parse(row.after_json!)).toEqual({ field, caseId: kase.id, reason: 'Match the GST certificate' });
    }
  });

  it('refuses another merchant’s case (404), two targets at once (400), no reason (400), no access (403)', async () => {
    const kase = await firstCase();
    const before = await auditCount(t, 'merchants', kase.merchant_id);
    const other = kase.merchant_id === M ? '1000003' : M;
    expect((await reveal({ caseId: kase.id, reason: 'Checking it' }, 'checker', other)).status).toBe(404);
    expect((await reveal({ caseId: kase.id, accountId: 1, reason: 'Checking it' })).status).toBe(400);
    expect((await reveal({ caseId: kase.id, reason: '' }, 'checker', kase.merchant_id)).status).toBe(400);
    expect((await reveal({ caseId: kase.id, reason: 'Checking it' }, 'noaccess', kase.merchant_id)).status).toBe(403);
    expect(await auditCount(t, 'merchants', kase.merchant_id)).toBe(before);
  });
});

describe('the decision’s audit rows keep account numbers masked', () => {
  const raiseFor = async (merchantId: string, accountNumber: string) => {
    const v = await call('maker', 'POST', '/api/merchant-support/bank-ac/verify', {
      merchantId,
      purpose: 'SETTLEMENT',
      accountNumber,
      ifsc: 'HDFC0000001',
    });
    const res = await call('maker', 'POST', `${CRM}/merchants/${merchantId}/bank-change/request`, {
      purpose: 'SETTLEMENT',
      accountNumber,
      ifsc: 'HDFC0000001',
      beneficiaryName: 'New Owner Name',
      verificationId: v.body.data.verificationId,
      remarks: 'Merchant asked to move settlements',
    });
    expect(res.status).toBe(201);
    return res.body.data.id as number;
  };

  it('after an approval and a rejection, no audit row of either request holds a whole account number or PAN', async () => {
    const db = t.database.handle.db;
    const olds = await db
      .selectFrom('merchant_bank_accounts')
      .select('account_number')
      .where('merchant_id', 'in', ['1000014', '1000017'])
      .execute();
    const approved = await raiseFor('1000014', '444455556660');
    const rejected = await raiseFor('1000017', '444455556670');
    const decide = (requestId: number, isApproved: boolean) =>
      call('checker', 'POST', `${CRM}/maker/checker/bank_change/${requestId}/decision`, { isApproved, remarks: 'Ok' });
    expect((await decide(approved, true)).status).toBe(200);
    expect((await decide(rejected, false)).status).toBe(200);
    const rows = await db
      .selectFrom('audit_log')
      .select(['action', 'before_json', 'after_json'])
      .where('entity', '=', 'approval_requests')
      .where('entity_id', 'in', [String(approved), String(rejected)])
      .execute();
    expect(rows.map((r) => r.action).sort()).toEqual([
      'bank_change_request.approve',
      'bank_change_request.create',
      'bank_change_request.create',
      'bank_change_request.reject',
    ]);
    const text = rows.map((r) => `${r.before_json ?? ''}${r.after_json ?? ''}`).join('\n');
    for (const whole of ['444455556660', '444455556670', ...olds.map((o) => o.account_number)])
      expect(text).not.toContain(whole);
    expect(text).not.toMatch(/[A-Z]{5}\d{4}[A-Z]/);
    expect(text).toContain('XXXXXXXX6660');
    // The whole number stays where the business needs it: the request row and the merchant's account.
    const account = await db
      .selectFrom('merchant_bank_accounts')
      .select('account_number')
      .where('merchant_id', '=', '1000014')
      .where('status', '=', 'ACTIVE')
      .executeTakeFirstOrThrow();
    expect(account.account_number).toBe('444455556660');
  });
});
