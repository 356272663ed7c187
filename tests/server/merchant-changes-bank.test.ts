import { describe, expect, it } from 'vitest';
import { signedInApp } from './helpers/signed-in-app.js';
import { countRows } from './helpers/count-rows.js';

/** Bank account changes under four eyes (issue 16): verify, raise, decide; self 403, twice 409, one of 20 wins. */
const { call, db } = signedInApp(['maker', 'checker', 'admin', 'ops', 'support'], '', true);

const count = async (table: 'audit_log' | 'approval_requests' | 'merchant_bank_accounts') => countRows(db(), table);
const active = (merchantId: string) =>
  db()
    .selectFrom('merchant_bank_accounts')
    .selectAll()
    .where('merchant_id', '=', merchantId)
    .where('purpose', '=', 'SETTLEMENT')
    .where('status', '=', 'ACTIVE')
    .execute();

const verify = (merchantId: string, accountNumber: string, ifsc = 'HDFC0000001', who = 'maker') =>
  call(who, 'POST', '/api/merchant-support/bank-ac/verify', { merchantId, purpose: 'SETTLEMENT', accountNumber, ifsc });

async function raise(merchantId: string, accountNumber: string, extra: object = {}, headers = {}) {
  const v = await verify(merchantId, accountNumber);
  return call(
    'maker',
    'POST',
    `/api/crm/merchants/${merchantId}/bank-change/request`,
    {
      purpose: 'SETTLEMENT',
      accountNumber,
      ifsc: 'HDFC0000001',
      beneficiaryName: 'New Owner Name',
      verificationId: v.body.data.verificationId,
      remarks: 'Merchant asked to move settlements',
      ...extra,
    },
    headers,
  );
}

const decide = (who: string, id: number, isApproved = true, headers: Record<string, string> = {}) =>
  call(who, 'POST', `/api/crm/maker/checker/bank_change/${id}/decision`, { isApproved, remarks: 'Checked' }, headers);

describe('/bank-ac/verify', () => {
  it('is deterministic: the merchant’s name matches, 7s and 8s mismatch, 9s fail; each result is stored', async () => {
    const match = await verify('1000010', '123456789010');
    expect(match.status).toBe(200);
    expect(match.body.data).toMatchObject({ result: 'SUCCESS', nameMatch: 'MATCH', matchScore: 100 });
    expect(match.body.data.nameAtBank).toBe(match.body.data.merchantName.toUpperCase());
    const again = await verify('1000010', '123456789010');
    expect(again.body.data).toMatchObject({
      result: 'SUCCESS',
      nameMatch: 'MATCH',
      nameAtBank: match.body.data.nameAtBank,
    });
    const mismatch = await verify('1000010', '123456789017');
    expect(mismatch.body.data).toMatchObject({ result: 'SUCCESS', nameMatch: 'MISMATCH' });
    expect(mismatch.body.data.matchScore).toBeLessThan(80);
    const failed = await verify('1000010', '123456789019');
    expect(failed.body.data).toMatchObject({ result: 'FAILED', nameAtBank: null, nameMatch: 'NONE' });
  });

  it('checks the IFSC (at most 11, the RBI format) and the account number; unknown merchant → 404', async () => {
    expect((await verify('1000010', '123456789010', 'HDFC00000012')).status).toBe(400);
    const bad = await verify('1000010', '123456789010', 'HDFX1234567');
    expect(bad.status).toBe(400);
    expect(bad.body.message).toMatch(/IFSC/);
    expect((await verify('1000010', '12AB')).status).toBe(400);
    // Issue 41 item 2: the form keeps a value one over its limit and refuses it; so does the server.
    expect((await verify('1000010', '1'.repeat(19))).body.message).toContain('Account number: 9 to 18 digits.');
    expect((await verify('10000100001', '123456789010')).body.message).toContain(
      'Merchant ID: digits only, at most 10.',
    );
    expect((await verify('9999999', '123456789010')).status).toBe(404);
    expect((await verify('1000010', '123456789010', 'HDFC0000001', 'support')).status).toBe(403);
  });
});

describe('raising a bank change', () => {
  it('needs a successful verification of exactly that account (422 otherwise), then shows old beside new', async () => {
    const failed = await raise('1000011', '555566667779');
    expect(failed.status).toBe(422);
    expect(failed.body.message).toBe('Verify this exact account successfully before raising the change.');
    const other = await verify('1000011', '555566667770');
    const swapped = await call('maker', 'POST', '/api/crm/merchants/1000011/bank-change/request', {
      purpose: 'SETTLEMENT',
      accountNumber: '555566667771',
      ifsc: 'HDFC0000001',
      beneficiaryName: 'New Owner',
      verificationId: other.body.data.verificationId,
      remarks: 'x',
    });
    expect(swapped.status).toBe(422);
    const elsewhere = await call('maker', 'POST', '/api/crm/merchants/1000012/bank-change/request', {
      purpose: 'SETTLEMENT',
      accountNumber: '555566667770',
      ifsc: 'HDFC0000001',
      beneficiaryName: 'New Owner',
      verificationId: other.body.data.verificationId,
      remarks: 'x',
    });
    expect(elsewhere.status).toBe(422);
    const longName = await raise('1000011', '555566667770', { beneficiaryName: 'A'.repeat(101) });
    expect(longName.status).toBe(400);
    expect(longName.body.message).toContain('Beneficiary name: 3 to 100');
    const longRemarks = await raise('1000011', '555566667770', { remarks: 'r'.repeat(301) });
    expect(longRemarks.status).toBe(400);
    expect(longRemarks.body.message).toContain('Cannot be more than 300 characters.');
    const audits = await count('audit_log');
    const ok = await raise('1000011', '555566667770');
    expect(ok.status).toBe(201);
    expect(ok.body.message).toBe('Bank account change request placed successfully!');
    const [current] = await active('1000011');
    // Account numbers go out masked to their last 4 digits (spec §9); the whole one only through the audited reveal.
    const masked = `XXXXXXXX${current!.account_number.slice(-4)}`;
    expect(ok.body.data.previous).toMatchObject({ accountNumber: masked, ifsc: current!.ifsc });
    expect(ok.body.data.proposed).toMatchObject({
      accountNumber: 'XXXXXXXX7770',
      ifsc: 'HDFC0000001',
      label: 'HDFC7770',
    });
    // One row for the verification, one for the request.
    expect(await count('audit_log')).toBe(audits + 2);
    const twice = await raise('1000011', '555566667771');
    expect(twice.status).toBe(409);
  });

  it('replays an Idempotency-Key: one request, the same answer', async () => {
    const before = await count('approval_requests');
    const v = await verify('1000013', '444455556660');
    const payload = {
      purpose: 'SETTLEMENT',
      accountNumber: '444455556660',
      ifsc: 'HDFC0000001',
      beneficiaryName: 'Idem Owner',
      verificationId: v.body.data.verificationId,
      remarks: 'Once',
    };
    const headers = { 'idempotency-key': 'bank-change-idem-1' };
    const url = '/api/crm/merchants/1000013/bank-change/request';
    const first = await call('maker', 'POST', url, payload, headers);
    const again = await call('maker', 'POST', url, payload, headers);
    expect(first.status).toBe(201);
    expect(again.body).toEqual(first.body);
    expect(again.headers?.['idempotent-replayed']).toBe('true');
    expect(await count('approval_requests')).toBe(before + 1);
  });
});

describe('deciding a bank change', () => {
  it('the maker cannot decide their own (403, also the super-admin); a checker approves and it applies once', async () => {
    const raised = await raise('1000014', '333344445550');
    const id = raised.body.data.id as number;
    expect((await decide('maker', id)).status).toBe(403);
    const own = await call('admin', 'POST', '/api/merchant-support/bank-ac/verify', {
      merchantId: '1000015',
      purpose: 'SETTLEMENT',
      accountNumber: '333344445560',
      ifsc: 'HDFC0000001',
    });
    const adminRaised = await call('admin', 'POST', '/api/crm/merchants/1000015/bank-change/request', {
      purpose: 'SETTLEMENT',
      accountNumber: '333344445560',
      ifsc: 'HDFC0000001',
      beneficiaryName: 'Admin Raised',
      verificationId: own.body.data.verificationId,
      remarks: 'x',
    });
    const self = await decide('admin', adminRaised.body.data.id);
    expect(self.status).toBe(403);
    expect(self.body.message).toBe('You cannot approve or reject a request you raised.');

    const audits = await count('audit_log');
    const ok = await decide('checker', id);
    expect(ok.status).toBe(200);
    expect(ok.body.data).toMatchObject({ status: 'APPROVED', checkerEmail: 'checker@console.example' });
    const now = await active('1000014');
    expect(now).toHaveLength(1);
    expect(now[0]).toMatchObject({ account_number: '333344445550', beneficiary_name: 'New Owner Name' });
    expect(await count('audit_log')).toBe(audits + 1);
    const row = await db()
      .selectFrom('audit_log')
      .selectAll()
      .where('action', '=', 'bank_change_request.approve')
      .where('entity_id', '=', String(id))
      .executeTakeFirstOrThrow();
    // The audit row keeps the account numbers masked (the whole one stays on the request row and the account).
    expect(JSON.parse(row.after_json!).target.accountNumber).toBe('XXXXXXXX5550');
    expect(JSON.parse(row.before_json!).target.accountNumber).toMatch(/^X+\d{4}$/);
    expect(JSON.parse(row.before_json!).target.accountNumber).not.toBe('XXXXXXXX5550');
    expect((await decide('admin', id, false)).status).toBe(409);
    const audit = await call('support', 'GET', '/api/crm/merchants/1000014/bank-change/audit');
    expect(audit.status).toBe(200);
    expect(audit.body.data[0]).toMatchObject({ id, status: 'APPROVED', proposed: { accountNumber: 'XXXXXXXX5550' } });
    const accounts = await call('support', 'GET', '/api/crm/merchants/1000014/bank-accounts');
    expect(accounts.body.data.find((a: { status: string }) => a.status === 'ACTIVE').accountNumber).toBe(
      'XXXXXXXX5550',
    );
  });

  it('20 concurrent approvals of one bank change: exactly one applies, the others get 409', async () => {
    const raised = await raise('1000016', '222233334440');
    const id = raised.body.data.id as number;
    const accounts = await count('merchant_bank_accounts');
    const results = await Promise.all(Array.from({ length: 20 }, () => decide('checker', id)));
    const statuses = results.map((r) => r.status).sort();
    expect(statuses.filter((s) => s === 200)).toHaveLength(1);
    expect(statuses.filter((s) => s === 409)).toHaveLength(19);
    expect(await count('merchant_bank_accounts')).toBe(accounts + 1);
    expect(await active('1000016')).toHaveLength(1);
    const approvals = await db()
      .selectFrom('audit_log')
      .select('id')
      .where('action', '=', 'bank_change_request.approve')
      .where('entity_id', '=', String(id))
      .execute();
    expect(approvals).toHaveLength(1);
  });

  it('a rejection leaves the account alone; lists carry status tabs and the seeded pending changes', async () => {
    const raised = await raise('1000017', '111122223330');
    const [before] = await active('1000017');
    expect((await decide('checker', raised.body.data.id, false)).status).toBe(200);
    const [after] = await active('1000017');
    expect(after!.account_number).toBe(before!.account_number);
    const pending = await call(
      'checker',
      'GET',
      '/api/crm/merchants/bank-change/requests?status=PENDING&purpose=SETTLEMENT',
    );
    expect(pending.status).toBe(200);
    expect(pending.body.data.content.length).toBeGreaterThanOrEqual(2);
    expect(pending.body.data.content.every((r: { status: string }) => r.status === 'PENDING')).toBe(true);
    const detail = await call(
      'checker',
      'GET',
      `/api/crm/merchants/bank-change/requests/${pending.body.data.content[0].id}`,
    );
    expect(detail.body.data.verification).toMatchObject({ result: 'SUCCESS' });
    expect(detail.body.data.current).not.toBeNull();
    const inbox = await call('checker', 'GET', '/api/crm/maker/checker/requests?status=PENDING&kind=BANK_CHANGE');
    expect(inbox.status).toBe(200);
    expect(inbox.body.data.content.length).toBeGreaterThanOrEqual(2);
    expect((await call('ops', 'GET', '/api/crm/merchants/bank-change/requests')).status).toBe(403);
  });
});
