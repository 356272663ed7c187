import { describe, expect, it } from 'vitest';
import { countRows } from './helpers/count-rows.js';
import { signedInApp } from './helpers/signed-in-app.js';

/**
 * The TP club (issue 46 item 4; spec §2.3 /tp-club, /club/cancel-refund): force withdrawal under four eyes with the
 * balance checked at approval and paid once; missing interest applied once; a subscription cancelled and refunded
 * once; reads and refusals by permission.
 */
const MAKER = 'treasury-maker@console.example';
const CHECKER = 'treasury-checker@console.example';
const OTHER = 'viewer@console.example';
const { call, db } = signedInApp([MAKER, CHECKER, OTHER], '/api/investment');
const post = (who: string, url: string, payload: object, key?: string) =>
  call(who, 'POST', url, payload, key ? { 'idempotency-key': key } : {});
const get = (who: string, url: string) => call(who, 'GET', url);
/** 20 parallel calls, each with its own Idempotency-Key: one 200, the rest 409. */
async function race(who: string, url: string, body: object, prefix: string) {
  const results = await Promise.all(Array.from({ length: 20 }, (_, i) => post(who, url, body, `${prefix}-${i}`)));
  expect(results.filter((r) => r.status === 200)).toHaveLength(1);
  expect(results.filter((r) => r.status !== 200).every((r) => r.status === 409)).toBe(true);
  return results;
}
const account = (no: string) =>
  db().selectFrom('investment_accounts').selectAll().where('account_no', '=', no).executeTakeFirstOrThrow();
const balanceOf = async (no: string) => Number((await account(no)).balance);
const audits = () => countRows(db(), 'audit_log');
const DECIDE = '/investment/approval-request/action';

describe('club reads', () => {
  it('lists members with networth (balance + holdings), collections, the cashback check, dues and subscriptions', async () => {
    const members = await get(CHECKER, '/club/members');
    expect(members.status).toBe(200);
    expect(members.body.data).toContainEqual(
      expect.objectContaining({ accountNo: 'CLUB00000001', balance: 12500, holdings: 5400, networth: 17900 }),
    );
    const cashback = await get(MAKER, '/club/cashback-check');
    expect(cashback.body.data).toContainEqual(
      expect.objectContaining({ accountNo: 'CLUB00000002', eligible: 50, credited: 0, difference: 50 }),
    );
    const collections = await get(MAKER, '/club/collections');
    expect(collections.body.data.some((r: { txnType: string }) => r.txnType === 'SUBSCRIPTION')).toBe(true);
    expect((await get(MAKER, '/club/interest-dues')).body.data.length).toBeGreaterThanOrEqual(3);
    expect((await get(MAKER, '/club/subscriptions')).body.data.length).toBeGreaterThanOrEqual(4);
  });

  it('refuses a caller without a club key (403)', async () => {
    expect((await get(OTHER, '/club/members')).status).toBe(403);
    expect((await post(OTHER, '/club/interest-dues/apply', { dueId: 1, remarks: 'x' })).status).toBe(403);
    expect((await post(CHECKER, '/club/subscriptions/cancel-refund', { subscriptionId: 1, remarks: 'x' })).status).toBe(
      403,
    );
    expect((await post(CHECKER, '/club/force-withdraw/raise-request', { accountId: 1, remarks: 'x' })).status).toBe(
      403,
    );
  });
});

describe('force withdrawal (four eyes)', () => {
  it('raised for the whole balance, paid once when a second person approves; the maker cannot decide', async () => {
    const acc = await account('CLUB00000001');
    const before = await audits();
    const body = { accountId: acc.id, remarks: 'Member exited the club' };
    const raised = await post(MAKER, '/club/force-withdraw/raise-request', body, 'fw-1');
    expect(raised.status).toBe(201);
    expect(raised.body.data).toMatchObject({ kind: 'CLUB_FORCE_WITHDRAW', status: 'PENDING' });
    expect(await post(MAKER, '/club/force-withdraw/raise-request', body, 'fw-1')).toEqual(raised);
    expect((await post(MAKER, '/club/force-withdraw/raise-request', body, 'fw-2')).status).toBe(409);
    expect(await audits()).toBe(before + 1);
    const decision = { requestId: raised.body.data.id, isApproved: true, remarks: 'Exit verified' };
    expect((await post(MAKER, DECIDE, decision)).status).toBe(403);
    await race(CHECKER, DECIDE, decision, 'fw-decide');
    expect(await balanceOf('CLUB00000001')).toBe(0);
    expect(await audits()).toBe(before + 2);
    const paid = await db()
      .selectFrom('investment_transactions')
      .selectAll()
      .where('account_id', '=', acc.id)
      .where('txn_type', '=', 'FORCE_WITHDRAWAL')
      .execute();
    expect(paid).toHaveLength(1);
    expect(Number(paid[0]!.amount)).toBe(-12500);
  });

  it('refuses at approval when the balance no longer covers the amount, changing nothing', async () => {
    const acc = await account('CLUB00000002');
    const raised = await post(MAKER, '/club/force-withdraw/raise-request', { accountId: acc.id, remarks: 'Exit' });
    expect(raised.status).toBe(201);
    await db().updateTable('investment_accounts').set({ balance: 100 }).where('id', '=', acc.id).execute();
    const res = await post(CHECKER, DECIDE, { requestId: raised.body.data.id, isApproved: true, remarks: 'ok' });
    expect(res.status).toBe(409);
    expect(res.body.message).toBe('The club balance has changed since this request was raised; raise it again.');
    expect(await balanceOf('CLUB00000002')).toBe(100);
    const pending = await get(CHECKER, '/investment/approval-request?kind=CLUB_FORCE_WITHDRAW&status=PENDING');
    expect(pending.body.data.content.map((r: { id: number }) => r.id)).toContain(raised.body.data.id);
  });

  it('refuses a zero balance, a non-club account and a blocked member', async () => {
    const zero = await post(MAKER, '/club/force-withdraw/raise-request', {
      accountId: (await account('CLUB00000003')).id,
      remarks: 'x',
    });
    expect(zero.status).toBe(409);
    expect(zero.body.message).toBe('The club balance is zero: there is nothing to withdraw.');
    const blocked = await post(MAKER, '/club/force-withdraw/raise-request', {
      accountId: (await account('CLUB00000004')).id,
      remarks: 'x',
    });
    expect(blocked.body.message).toBe('The account is not ACTIVE.');
    const p2p = await db()
      .selectFrom('investment_accounts')
      .select('id')
      .where('product', '=', 'P2P')
      .executeTakeFirstOrThrow();
    expect(
      (await post(MAKER, '/club/force-withdraw/raise-request', { accountId: p2p.id, remarks: 'x' })).body.message,
    ).toBe('Not a club account.');
  });
});

describe('missing interest applications', () => {
  it('applies a pending due once under 20 parallel calls: one credit, one audit row; a replay answers the same', async () => {
    const due = await db()
      .selectFrom('club_interest_dues as d')
      .innerJoin('investment_accounts as a', 'a.id', 'd.account_id')
      .select(['d.id', 'd.amount', 'a.account_no'])
      .where('d.status', '=', 'PENDING')
      .where('a.account_no', '=', 'CLUB00000002')
      .executeTakeFirstOrThrow();
    const before = await balanceOf(due.account_no);
    const audit = await audits();
    const body = { dueId: due.id, remarks: 'October interest missed by the batch' };
    const results = await race(MAKER, '/club/interest-dues/apply', body, 'int');
    const won = results.filter((r) => r.status === 200);
    expect(await balanceOf(due.account_no)).toBeCloseTo(before + Number(due.amount));
    expect(await audits()).toBe(audit + 1);
    const key = `int-${results.indexOf(won[0]!)}`;
    expect(await post(MAKER, '/club/interest-dues/apply', body, key)).toEqual(won[0]);
    const again = await post(MAKER, '/club/interest-dues/apply', body);
    expect(again.body.message).toBe('This interest has already been applied.');
  });
});

describe('cancel-refund', () => {
  it('cancels an ACTIVE subscription and refunds its amount to the club balance once under races', async () => {
    const sub = await db()
      .selectFrom('club_subscriptions as s')
      .innerJoin('investment_accounts as a', 'a.id', 's.account_id')
      .select(['s.id', 's.amount', 'a.account_no'])
      .where('s.status', '=', 'ACTIVE')
      .where('a.account_no', '=', 'CLUB00000003')
      .executeTakeFirstOrThrow();
    const before = await balanceOf(sub.account_no);
    const audit = await audits();
    const body = { subscriptionId: sub.id, remarks: 'Member cancelled within the cooling-off period' };
    await race(MAKER, '/club/subscriptions/cancel-refund', body, 'cr');
    expect(await balanceOf(sub.account_no)).toBeCloseTo(before + Number(sub.amount));
    expect(await audits()).toBe(audit + 1);
    const again = await post(MAKER, '/club/subscriptions/cancel-refund', body);
    expect(again.body.message).toBe('This subscription has already been cancelled.');
    expect(
      (await post(MAKER, '/club/subscriptions/cancel-refund', { subscriptionId: 999999, remarks: 'x' })).status,
    ).toBe(404);
  });
});
