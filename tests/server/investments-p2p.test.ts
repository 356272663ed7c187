import { istDayStartAt } from '../../contract/business-time.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dailyEarning } from '../../contract/uploads/index.js';
import { bearer, createTestApp, type TestApp } from './helpers/test-app.js';
import { countRows } from './helpers/count-rows.js';

/**
 * The P2P pages' calls (spec §2.3 /p2p/variable-earning, /p2p/add-money; §6 CAN_UPLOAD_DYNAMIC_INTEREST_FILE): the
 * dynamic interest file through the upload flow (all or nothing, idempotent, job row, one audit row) and add money
 * under four eyes.
 */
let t: TestApp;
const MAKER = 'treasury-maker@console.example';
const CHECKER = 'treasury-checker@console.example';
const tokens: Record<string, string> = {};
beforeAll(async () => {
  t = await createTestApp();
  for (const who of [MAKER, CHECKER, 'ops@console.example']) tokens[who] = await t.tokenFor(who);
});
afterAll(() => t.close());

const db = () => t.database.handle.db;
const HEADER = 'accountNo,interestRate,forDate,remarks';

async function upload(content: string, extra: { key?: string; as?: string } = {}) {
  const boundary = '----p2p-upload-boundary';
  const payload = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="rates.csv"\r\nContent-Type: text/csv\r\n\r\n${content}\r\n--${boundary}--\r\n`,
  );
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/investment/investment/p2p/variable-earning',
    payload,
    headers: {
      'content-type': `multipart/form-data; boundary=${boundary}`,
      ...bearer(tokens[extra.as ?? MAKER] ?? ''),
      ...(extra.key ? { 'idempotency-key': extra.key } : {}),
    },
  });
  return { status: res.statusCode, body: res.json() };
}
async function call(who: string, url: string, payload: object, key?: string) {
  const res = await t.app.inject({
    method: 'POST',
    url: `/api/investment${url}`,
    payload,
    headers: { ...bearer(tokens[who] ?? ''), ...(key ? { 'idempotency-key': key } : {}) },
  });
  return { status: res.statusCode, body: res.json() };
}
const account = (no: string) =>
  db().selectFrom('investment_accounts').selectAll().where('account_no', '=', no).executeTakeFirstOrThrow();
const activeP2p = () =>
  db()
    .selectFrom('investment_accounts')
    .selectAll()
    .where('product', '=', 'P2P')
    .where('status', '=', 'ACTIVE')
    .orderBy('id')
    .limit(3)
    .execute();
const count = async (table: 'audit_log' | 'investment_transactions' | 'upload_jobs') => countRows(db(), table);

describe('variable earning (dynamic interest file)', () => {
  it('credits one day of earning per row, with a job row and one audit row; a replay changes nothing', async () => {
    const [a, b] = await activeP2p();
    const before = [Number(a!.balance), Number(b!.balance)];
    const audits = await count('audit_log');
    const file = `${HEADER}\n${a!.account_no},12,2026-11-01,Pool A\n${b!.account_no},10.5,2026-11-01,\n`;
    const res = await upload(file, { key: 've-1' });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ success: true, message: 'Variable earnings credited.', data: { rows: 2 } });
    expect(Number((await account(a!.account_no)).balance)).toBeCloseTo(before[0]! + dailyEarning(before[0]!, 12));
    expect(Number((await account(b!.account_no)).balance)).toBeCloseTo(before[1]! + dailyEarning(before[1]!, 10.5));
    expect(await count('audit_log')).toBe(audits + 1);
    const credit = await db()
      .selectFrom('investment_transactions')
      .selectAll()
      .where('account_id', '=', a!.id)
      .where('reference', '=', 'VE20261101')
      .executeTakeFirstOrThrow();
    expect(credit).toMatchObject({ txn_type: 'INTEREST', status: 'SUCCESS' });
    const jobs = await count('upload_jobs');
    expect(await upload(file, { key: 've-1' })).toEqual(res);
    expect(await count('upload_jobs')).toBe(jobs);
  });

  it('refuses the whole file for a day already credited, a non-P2P account, a future day or a bad rate', async () => {
    const [a, , c] = await activeP2p();
    const fd = await db()
      .selectFrom('investment_accounts')
      .select('account_no')
      .where('product', '=', 'FD')
      .executeTakeFirstOrThrow();
    const txns = await count('investment_transactions');
    const file = [
      HEADER,
      `${c!.account_no},9,2026-11-02,fine`,
      `${a!.account_no},12,2026-11-01,again`,
      `${fd.account_no},9,2026-11-02,fd`,
      `${c!.account_no},9,2099-01-01,future`,
      `${c!.account_no},40,2026-11-03,too high`,
    ].join('\n');
    const res = await upload(file);
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('1 of 5 rows have errors; nothing was applied.');
    expect(res.body.errors['line 6']).toContain('Interest rate must be a number above 0 and at most 36');
    const fixed = file.replace(`${c!.account_no},40,2026-11-03,too high`, `${c!.account_no},11,2026-11-03,ok`);
    const second = await upload(fixed);
    expect(second.status).toBe(400);
    expect(second.body.message).toBe('3 of 5 rows have errors; nothing was applied.');
    expect(second.body.errors).toEqual({
      'line 3': 'forDate: This day is already credited to this account.',
      'line 4': 'accountNo: Not a P2P account.',
      'line 5': 'forDate: For date must not be after today.',
    });
    expect(await count('investment_transactions')).toBe(txns);
  });

  it('needs CAN_UPLOAD_DYNAMIC_INTEREST_FILE', async () => {
    const res = await upload(`${HEADER}\nINV00000001,9,2026-11-02,x\n`, { as: CHECKER });
    expect(res.status).toBe(403);
  });
});

describe('add money (four eyes)', () => {
  it('raised by a maker, credited when a checker approves: one audit row each; the maker cannot approve', async () => {
    const acc = (await activeP2p())[1]!;
    const audits = await count('audit_log');
    const raised = await call(
      MAKER,
      '/investment/p2p/add-money/raise-request',
      { accountId: acc.id, amount: 2500, reference: 'NEFT123', remarks: 'Investor top-up by NEFT' },
      'am-1',
    );
    expect(raised.status).toBe(201);
    expect(raised.body.data).toMatchObject({ kind: 'P2P_ADD_MONEY', status: 'PENDING' });
    const replay = await call(
      MAKER,
      '/investment/p2p/add-money/raise-request',
      { accountId: acc.id, amount: 2500, reference: 'NEFT123', remarks: 'Investor top-up by NEFT' },
      'am-1',
    );
    expect(replay).toEqual(raised);
    expect(await count('audit_log')).toBe(audits + 1);
    const queue = await t.app.inject({
      method: 'GET',
      url: '/api/investment/investment/approval-request?kind=P2P_ADD_MONEY&status=PENDING',
      headers: bearer(tokens[CHECKER] ?? ''),
    });
    expect(queue.json().data.content.map((r: { id: number }) => r.id)).toContain(raised.body.data.id);
    const body = { requestId: raised.body.data.id, isApproved: true, remarks: 'Bank credit seen' };
    expect((await call(MAKER, '/investment/approval-request/action', body)).status).toBe(403);
    const before = Number((await account(acc.account_no)).balance);
    const approved = await call(CHECKER, '/investment/approval-request/action', body);
    expect(approved.status).toBe(200);
    expect(Number((await account(acc.account_no)).balance)).toBeCloseTo(before + 2500);
    expect(await count('audit_log')).toBe(audits + 2);
    expect((await call(CHECKER, '/investment/approval-request/action', body)).status).toBe(409);
  });

  it('refuses a non-P2P account and an amount above the P2P deposit guardrail, naming it', async () => {
    const [a] = await activeP2p();
    const fd = await db()
      .selectFrom('investment_accounts')
      .select('id')
      .where('product', '=', 'FD')
      .executeTakeFirstOrThrow();
    const body = { amount: 10, reference: 'R1', remarks: 'x' };
    const wrong = await call(MAKER, '/investment/p2p/add-money/raise-request', { ...body, accountId: fd.id });
    expect(wrong.status).toBe(409);
    expect(wrong.body.message).toBe('Money can be added only to an ACTIVE P2P account.');
    const big = await call(MAKER, '/investment/p2p/add-money/raise-request', {
      ...body,
      amount: 150_000,
      accountId: a!.id,
    });
    expect(big.status).toBe(422);
    expect(big.body.message).toBe(
      'Refused by guardrail "P2P deposits": amount per transaction is limited to ₹1,00,000.00; this would make it ₹1,50,000.00.',
    );
    expect(
      (await call('ops@console.example', '/investment/p2p/add-money/raise-request', { ...body, accountId: a!.id }))
        .status,
    ).toBe(403);
  });
});

describe('an add-money approval and a deposit upload to one account at the same moment', () => {
  it('with room for one more deposit today, exactly one of an approval and four uploads credits the account', async () => {
    const acc = (await activeP2p())[2]!;
    const raised = await call(MAKER, '/investment/p2p/add-money/raise-request', {
      accountId: acc.id,
      amount: 100,
      reference: 'RACE1',
      remarks: 'Concurrent top-up',
    });
    expect(raised.status).toBe(201);
    // The guardrail's day: the IST business day the server counts from (not the UTC date).
    const since = istDayStartAt(Date.now());
    const today = Number(
      (
        await db()
          .selectFrom('investment_transactions')
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .where('account_id', '=', acc.id)
          .where('created_at', '>=', since)
          .where('txn_type', 'in', ['DEPOSIT', 'ADD_MONEY', 'CASHBACK'])
          .where('status', '=', 'SUCCESS')
          .executeTakeFirstOrThrow()
      ).n,
    );
    await db()
      .updateTable('deposit_guardrails')
      .set({ daily_max_count: today + 1, status: 'ACTIVE' })
      .where('product', '=', 'P2P')
      .execute();
    const admin = await t.tokenFor('admin@console.example');
    const boundary = '----deposit-race-boundary';
    const file = `accountNo,amount,reference,remarks\r\n${acc.account_no},200,RACE2,Concurrent deposit\r\n`;
    const upload = (i: number) =>
      t.app.inject({
        method: 'POST',
        url: '/api/investment/bp-account/bulk-upload',
        payload: Buffer.from(
          `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="deposits.csv"\r\nContent-Type: text/csv\r\n\r\n${file.replace('RACE2', `RACE${10 + i}`)}\r\n--${boundary}--\r\n`,
        ),
        headers: { 'content-type': `multipart/form-data; boundary=${boundary}`, ...bearer(admin) },
      });
    const [approval, ...uploads] = await Promise.all([
      call(CHECKER, '/investment/approval-request/action', {
        requestId: raised.body.data.id,
        isApproved: true,
        remarks: 'Bank credit seen',
      }),
      ...[0, 1, 2, 3].map(upload),
    ]);
    const credited = await db()
      .selectFrom('investment_transactions')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('account_id', '=', acc.id)
      .where('created_at', '>=', since)
      .where('status', '=', 'SUCCESS')
      .where('txn_type', 'in', ['DEPOSIT', 'ADD_MONEY', 'CASHBACK'])
      .executeTakeFirstOrThrow();
    expect(Number(credited.n)).toBe(today + 1);
    expect([approval.status, ...uploads.map((u) => u.statusCode)].filter((s) => s === 200)).toHaveLength(1);
  });
});
