import { afterAll, beforeAll, expect, it } from 'vitest';
import { bearer, createTestApp, type TestApp } from './helpers/test-app.js';
import { countRows } from './helpers/count-rows.js';

/** The Deposit menu's uploads (spec §7.7): the merchant-support flow, all or nothing, under the deposit guardrails. */
let t: TestApp;
const OPS = 'ops@console.example';
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const db = () => t.database.handle.db;

async function send(url: string, content: string, extra: { key?: string; as?: string } = {}) {
  const boundary = '----deposit-upload-boundary';
  const payload = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="deposits.csv"\r\nContent-Type: text/csv\r\n\r\n${content}\r\n--${boundary}--\r\n`,
  );
  const token = await t.tokenFor(extra.as ?? OPS);
  const res = await t.app.inject({
    method: 'POST',
    url: `/api/investment${url}`,
    payload,
    headers: {
      'content-type': `multipart/form-data; boundary=${boundary}`,
      ...bearer(token),
      ...(extra.key ? { 'idempotency-key': extra.key } : {}),
    },
  });
  return { status: res.statusCode, body: res.json() };
}
const account = (merchantId: string) =>
  db().selectFrom('investment_accounts').selectAll().where('merchant_id', '=', merchantId).executeTakeFirstOrThrow();
const count = async (table: 'audit_log' | 'investment_transactions' | 'upload_jobs') => countRows(db(), table);

const HEADER = 'merchantId,amount,reference,remarks';

it('credits a clean merchant cashback file: balances, a job row, one audit row; a replay changes nothing', async () => {
  const before = Number((await account('7000000002')).balance);
  const audits = await count('audit_log');
  const file = `${HEADER}\n7000000002,250.50,CB1001,Festive\n7000000003,100,CB1002,\n`;
  const res = await send('/investment/merchant-cashback', file, { key: 'cb-1' });
  expect(res.status).toBe(200);
  expect(res.body).toMatchObject({ success: true, message: 'Merchant cashback credited.', data: { rows: 2 } });
  expect(Number((await account('7000000002')).balance)).toBeCloseTo(before + 250.5);
  expect(await count('audit_log')).toBe(audits + 1);
  const jobs = await count('upload_jobs');
  const replay = await send('/investment/merchant-cashback', file, { key: 'cb-1' });
  expect(replay).toEqual(res);
  expect(await count('upload_jobs')).toBe(jobs);
  expect(Number((await account('7000000002')).balance)).toBeCloseTo(before + 250.5);
});

it('refuses the whole file when one row breaks the active P2P guardrail or names no account; nothing applied', async () => {
  const txns = await count('investment_transactions');
  const file = `${HEADER}\n7000000006,10,CB2001,ok\n7000000001,150000,CB2002,too big\n9999999999,5,CB2003,nobody\n`;
  const res = await send('/investment/merchant-cashback', file);
  expect(res.status).toBe(400);
  expect(res.body.message).toBe('2 of 3 rows have errors; nothing was applied.');
  expect(res.body.errors['line 3']).toBe(
    'amount: Refused by guardrail "P2P deposits": amount per transaction is limited to ₹1,00,000.00; this would make it ₹1,50,000.00.',
  );
  expect(res.body.errors['line 4']).toBe('merchantId: No deposit account found.');
  expect(await count('investment_transactions')).toBe(txns);
});

it("counts the file's earlier rows toward the daily cap of the same account", async () => {
  const rows = Array.from({ length: 6 }, (_, i) => `7000000011,10,CB30${i},x`).join('\n');
  const res = await send('/investment/merchant-cashback', `${HEADER}\n${rows}\n`);
  expect(res.status).toBe(400);
  expect(res.body.errors['line 7']).toContain('transactions per day is limited to 5; this would make it 6');
});

it('bulk deposits by account number; checked cells as the console checks them; refused without the permission', async () => {
  const res = await send('/bp-account/bulk-upload', 'accountNo,amount,reference,remarks\nINV00000005,1000,DEP01,ok\n');
  expect(res.status).toBe(200);
  const bad = await send('/bp-account/bulk-upload', 'accountNo,amount,reference,remarks\nINV00000005,abc,DEP02,ok\n');
  expect(bad.status).toBe(400);
  expect(bad.body.errors['line 2']).toBe(
    'amount: Amount must be a number greater than 0 with at most 12 digits and 2 decimals.',
  );
  const refused = await send('/bp-account/bulk-upload', 'accountNo,amount,reference,remarks\nINV00000005,1,D3,x\n', {
    as: 'checker@console.example',
  });
  expect(refused.status).toBe(403);
});
