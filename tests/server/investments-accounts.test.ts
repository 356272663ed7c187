import { expect, it } from 'vitest';
import { signedInApp } from './helpers/signed-in-app.js';

/** Investment accounts, transaction actions and limit changes under four eyes (spec §2.3, §7.7). */
const MAKER = 'treasury-maker@console.example';
const CHECKER = 'treasury-checker@console.example';
const { call, db } = signedInApp([MAKER, CHECKER, 'checker@console.example'], '/api/investment');
const accountRow = (id: number) =>
  db().selectFrom('investment_accounts').selectAll().where('id', '=', id).executeTakeFirstOrThrow();

it('finds an account by merchant id and reads its detail with holdings and its transactions', async () => {
  const found = await call(MAKER, 'GET', '/investment/accounts?search=7000000001');
  expect(found.status).toBe(200);
  expect(found.body.data.content).toHaveLength(1);
  const id = found.body.data.content[0].id as number;
  const detail = await call(MAKER, 'GET', `/investment/account-detail-by-id?id=${id}`);
  expect(detail.body.data.account).toMatchObject({ accountNo: 'INV00000001', product: 'P2P' });
  expect(detail.body.data.holdings.length).toBeGreaterThan(0);
  const txns = await call(MAKER, 'GET', `/investment/transactions?accountId=${id}`);
  expect(txns.body.data.totalElements).toBe(5);
  // The five deposit partners and the TP club (its members' CLUB accounts, issue 46 item 4).
  expect((await call(MAKER, 'GET', '/investment/clients')).body.data.length).toBe(6);
  expect((await call(MAKER, 'GET', '/investment/account-detail-by-id?id=99999')).status).toBe(404);
  expect((await call('checker@console.example', 'GET', '/investment/accounts')).status).toBe(403);
});

it('a forced withdrawal raised by a maker applies when a checker approves: status, balance, one winner', async () => {
  const queue = await call(MAKER, 'GET', '/investment/transactions?status=ACTION_REQUIRED');
  const txn = queue.body.data.content[0];
  const before = Number((await accountRow(txn.accountId)).balance);
  const wrong = await call(MAKER, 'POST', '/investment/transaction/raise-request', {
    transactionId: txn.id,
    action: 'RELEASE',
    remarks: 'x',
  });
  expect(wrong.status).toBe(409);
  const raised = await call(MAKER, 'POST', '/investment/transaction/raise-request', {
    transactionId: txn.id,
    action: 'FORCED_WITHDRAWAL',
    remarks: 'Risk asked to return the funds',
  });
  expect(raised.status).toBe(201);
  const listed = await call(CHECKER, 'GET', '/investment/approval-request?status=PENDING');
  expect(listed.body.data.content.map((r: { id: number }) => r.id)).toContain(raised.body.data.id);
  const body = { requestId: raised.body.data.id, isApproved: true, remarks: 'Agreed' };
  expect((await call(MAKER, 'POST', '/investment/transaction/action', body)).status).toBe(403);
  const results = await Promise.all(
    [1, 2, 3, 4].map(() => call(CHECKER, 'POST', '/investment/transaction/action', body)),
  );
  expect(results.filter((r) => r.status === 200)).toHaveLength(1);
  expect(results.filter((r) => r.status === 409)).toHaveLength(3);
  const after = await db()
    .selectFrom('investment_transactions')
    .select('status')
    .where('id', '=', txn.id)
    .executeTakeFirstOrThrow();
  expect(after.status).toBe('WITHDRAWN');
  expect(Number((await accountRow(txn.accountId)).balance)).toBeCloseTo(before - txn.amount);
});

it('a limit change (at most 6 digits) is raised and approved by a second user', async () => {
  const account = await accountRow(3);
  const tooBig = await call(MAKER, 'POST', '/investment/account/change-limit/raise-request', {
    accountId: 3,
    newLimit: 1_000_000,
    remarks: 'x',
  });
  expect(tooBig.status).toBe(400);
  const raised = await call(MAKER, 'POST', '/investment/account/change-limit/raise-request', {
    accountId: 3,
    newLimit: 777_777,
    remarks: 'Premium investor',
  });
  expect(raised.status).toBe(201);
  expect(raised.body.data.previous).toMatchObject({ newLimit: Number(account.invest_limit) });
  const decided = await call(CHECKER, 'POST', '/investment/approval-request/action', {
    requestId: raised.body.data.id,
    isApproved: true,
    remarks: 'ok',
  });
  expect(decided.status).toBe(200);
  expect(Number((await accountRow(3)).invest_limit)).toBe(777_777);
});

it('mutual fund holdings are read-only behind CAN_VIEW_MUTUAL_FUND_DETAILS', async () => {
  const res = await call(MAKER, 'GET', '/investment/mutual-funds');
  expect(res.status).toBe(200);
  expect(res.body.data.totalElements).toBeGreaterThan(0);
  expect((await call('checker@console.example', 'GET', '/investment/mutual-funds')).status).toBe(403);
});
