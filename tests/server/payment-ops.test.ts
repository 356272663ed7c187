import { describe, expect, it } from 'vitest';
import { PUSH_RULES } from '../../contract/payment-ops/calls.js';
import { runDuePushes } from '../../server/repositories/txn-push.js';
import { signedInApp } from './helpers/signed-in-app.js';

/**
 * Payment operations (issue 45 item 5) on the payouts backend: merchants' withdrawal requests (the balance checked at
 * approval, one winner, idempotent, audited), transaction status pushes (one in flight per transaction, retries with
 * backoff capped), and the Cashfree payout status sync (only the allowed moves). Each refused without its key.
 */
const { call, db } = signedInApp(['ops', 'support', 'noaccess', 'treasury-maker', 'treasury-checker'], '/api/payouts');

const audits = async (entity: string, entityId: string | number) =>
  Number(
    (
      await db()
        .selectFrom('audit_log')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('entity', '=', entity)
        .where('entity_id', '=', String(entityId))
        .executeTakeFirstOrThrow()
    ).n,
  );
const key = (k: string) => ({ 'idempotency-key': k });

interface Request {
  id: number;
  requestId: string;
  merchantId: string;
  accountId: string;
  status: string;
  amount: number;
  balance: number;
  available: number;
  balanceAfter: number | null;
  withdrawalId: string | null;
}
const W = '/merchant-withdrawal/requests';
const requests = async (query: string) => {
  const res = await call('ops', 'GET', `${W}?${query}`);
  expect(res.status).toBe(200);
  return res.body.data as { content: Request[]; totalElements: number };
};
const byRequestId = async (requestId: string) =>
  (await requests(`merchantId=${requestId.slice(2, 9)}&limit=200`)).content.find((r) => r.requestId === requestId)!;
const decide = (id: number, action: string, remarks = 'Checked', k?: string, who = 'ops') =>
  call(who, 'POST', `${W}/${id}/decision`, { action, remarks }, k ? key(k) : {});
const balanceOf = async (accountId: string) =>
  Number(
    (
      await db()
        .selectFrom('merchant_bharatswipe_accounts')
        .select('balance')
        .where('account_id', '=', accountId)
        .executeTakeFirstOrThrow()
    ).balance,
  );
/** A fresh PENDING request on `accountId` (a test's own, so tests do not share one). */
async function newRequest(accountId: string, amount: number, suffix: string) {
  const merchantId = accountId.slice(3, 10);
  const row = await db()
    .insertInto('merchant_withdrawal_requests')
    .values({
      request_id: `WRT${suffix}`,
      merchant_id: merchantId,
      account_id: accountId,
      amount,
      charges: 10,
      status: 'PENDING',
      merchant_note: null,
      requested_at: Date.now() - 60_000,
      decided_by: null,
      decided_at: null,
      remarks: null,
      balance_after: null,
      withdrawal_id: null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return Number(row.id);
}

describe('merchant withdrawals', () => {
  it('lists requests newest first by state and merchant, pages on the server; refused without the key', async () => {
    const pending = await requests('status=PENDING&limit=5&page=1');
    expect(pending.content.length).toBe(5);
    expect(pending.content.every((r) => r.status === 'PENDING')).toBe(true);
    expect(pending.totalElements).toBeGreaterThan(5);
    for (const state of ['ON_HOLD', 'APPROVED', 'REJECTED'])
      expect((await requests(`status=${state}`)).totalElements).toBeGreaterThan(0);
    const approved = (await requests('status=APPROVED')).content[0]!;
    expect(approved.withdrawalId).toMatch(/^BSW\d+$/);
    expect(approved.balanceAfter).toBeGreaterThan(0);
    const demo = await requests('merchantId=1000011');
    expect(demo.content.map((r) => r.requestId).sort()).toEqual(['WR100001101', 'WR100001102', 'WR100001103']);
    expect((await call('noaccess', 'GET', W)).status).toBe(403);
    expect((await decide(demo.content[0]!.id, 'APPROVE', 'x', undefined, 'support')).status).toBe(403);
  });

  it('approves with the balance checked: debits the account, writes the withdrawal, one audit row, replays', async () => {
    const r = await byRequestId('WR100001101');
    const before = await balanceOf(r.accountId);
    const res = await decide(r.id, 'APPROVE', 'Balance verified', 'wd-approve-1');
    expect(res.status).toBe(200);
    expect(res.body.message).toBe('Withdrawal approved.');
    expect(res.body.data).toMatchObject({ status: 'APPROVED', balanceAfter: before - 2500, balance: before - 2500 });
    expect(await balanceOf(r.accountId)).toBe(before - 2500);
    const withdrawal = await db()
      .selectFrom('merchant_bharatswipe_withdrawals')
      .selectAll()
      .where('withdrawal_id', '=', res.body.data.withdrawalId)
      .executeTakeFirstOrThrow();
    expect(withdrawal).toMatchObject({ status: 'INITIATED', account_id: r.accountId });
    expect(Number(withdrawal.amount)).toBe(2500);
    const replay = await decide(r.id, 'APPROVE', 'Balance verified', 'wd-approve-1');
    expect(replay.body).toEqual(res.body);
    expect(await balanceOf(r.accountId)).toBe(before - 2500);
    const again = await decide(r.id, 'REJECT', 'Too late', 'wd-approve-2');
    expect(again.status).toBe(409);
    expect(await audits('merchant_withdrawal_requests', r.id)).toBe(1);
  });

  it('refuses an approval the balance does not cover (409, nothing moves) and one on an account not active', async () => {
    const r = await byRequestId('WR100001102');
    const before = await balanceOf(r.accountId);
    const res = await decide(r.id, 'APPROVE', 'Try', 'wd-short-1');
    expect(res.status).toBe(409);
    expect(res.body.message).toMatch(
      /^Insufficient balance: the account has ₹[\d,.]+ available, the withdrawal needs ₹50,000\.$/,
    );
    expect((await byRequestId('WR100001102')).status).toBe('PENDING');
    expect(await balanceOf(r.accountId)).toBe(before);
    expect(await audits('merchant_withdrawal_requests', r.id)).toBe(0);
    const frozen = await byRequestId('WR100001103');
    const refused = await decide(frozen.id, 'APPROVE', 'Try', 'wd-frozen-1');
    expect(refused.status).toBe(409);
    expect(refused.body.message).toContain('not active');
  });

  it('holds once, then rejects without touching the balance; remarks are required', async () => {
    const id = await newRequest('BSA10000160', 500, 'HOLD1');
    const before = await balanceOf('BSA10000160');
    expect((await decide(id, 'HOLD', '  ')).status).toBe(400);
    expect((await decide(id, 'HOLD', 'Awaiting statement', 'wd-hold-1')).body.data.status).toBe('ON_HOLD');
    const twice = await decide(id, 'HOLD', 'Again', 'wd-hold-2');
    expect(twice.status).toBe(409);
    expect(twice.body.message).toBe('This withdrawal request is on hold already.');
    expect((await decide(id, 'REJECT', 'Account under review', 'wd-hold-3')).body.data.status).toBe('REJECTED');
    expect(await balanceOf('BSA10000160')).toBe(before);
    expect(await audits('merchant_withdrawal_requests', id)).toBe(2);
  });

  it('20 parallel decisions on one request: one winner, the balance debited once', async () => {
    const id = await newRequest('BSA10000210', 100, 'RACE1');
    const before = await balanceOf('BSA10000210');
    const results = await Promise.all(
      Array.from({ length: 20 }, (_, i) => decide(id, i % 2 ? 'APPROVE' : 'REJECT', `Agent ${i}`, `wd-race-${i}`)),
    );
    expect(results.map((r) => r.status).sort()).toEqual([200, ...Array(19).fill(409)]);
    const winner = results.find((r) => r.status === 200)!.body.data as Request;
    expect(await balanceOf('BSA10000210')).toBe(winner.status === 'APPROVED' ? before - 100 : before);
    expect(await audits('merchant_withdrawal_requests', id)).toBe(1);
  });

  it('two approvals on one account that together overdraw it: one approved, the other insufficient', async () => {
    const available = (await byRequestId('WR100002601')).available;
    const amount = Math.floor(available * 0.6);
    const a = await newRequest('BSA10000260', amount, 'PAIR1');
    const b = await newRequest('BSA10000260', amount, 'PAIR2');
    const results = await Promise.all([
      decide(a, 'APPROVE', 'ok', 'wd-pair-1'),
      decide(b, 'APPROVE', 'ok', 'wd-pair-2'),
    ]);
    expect(results.map((r) => r.status).sort()).toEqual([200, 409]);
    expect(results.find((r) => r.status === 409)!.body.message).toMatch(/^Insufficient balance/);
    expect(await balanceOf('BSA10000260')).toBeCloseTo(available - amount + 0, 2);
  });
});

const P = '/payment/transaction-push';
/** The newest SUCCESS transaction of merchant 1000001 + i with no push yet. */
async function txnOf(i: number, status = 'SUCCESS', skip = 0) {
  const rows = await db()
    .selectFrom('merchant_transactions')
    .select('txn_id')
    .where('merchant_id', '=', String(1_000_001 + i))
    .where('status', '=', status)
    .where('txn_id', 'not in', db().selectFrom('txn_status_pushes').select('txn_id'))
    .orderBy('txn_id')
    .execute();
  return rows[skip]!.txn_id;
}
interface Push {
  id: number;
  status: string;
  attempts: number;
  nextAttemptAt: number | null;
  log: { attempt: number; httpStatus: number | null; outcome: string; responseExcerpt: string }[];
}
const push = (txnId: string, k?: string, who = 'ops') => call(who, 'POST', `${P}/${txnId}/push`, {}, k ? key(k) : {});
const pushes = async (txnId: string) => {
  const res = await call('support', 'GET', `${P}/${txnId}`);
  expect(res.status).toBe(200);
  return res.body.data.pushes as Push[];
};
const later = (ms: number) => Date.now() + ms;

describe('transaction status push', () => {
  it('delivers to a merchant that answers 200 at the first attempt, logged and audited; replays', async () => {
    const txnId = await txnOf(8); // 1000009: OK
    const res = await push(txnId, 'push-ok-1');
    expect(res.status).toBe(200);
    expect(res.body.message).toBe('Status delivered to the merchant.');
    const [p] = res.body.data.pushes as Push[];
    expect(p).toMatchObject({ status: 'DELIVERED', attempts: 1, nextAttemptAt: null });
    expect(p!.log).toEqual([expect.objectContaining({ attempt: 1, httpStatus: 200, outcome: 'DELIVERED' })]);
    expect((await push(txnId, 'push-ok-1')).body).toEqual(res.body);
    expect(await pushes(txnId)).toHaveLength(1);
    expect(await audits('txn_status_pushes', p!.id)).toBe(1);
  });

  it('retries a failing merchant with backoff, never past the cap, one push in flight at a time', async () => {
    const txnId = await txnOf(13); // 1000014: answers 500
    const first = await push(txnId, 'push-err-1');
    expect(first.body.message).toBe('Status push started.');
    const [p] = first.body.data.pushes as Push[];
    expect(p).toMatchObject({ status: 'IN_FLIGHT', attempts: 1 });
    expect(p!.log[0]).toMatchObject({ httpStatus: 500, outcome: 'HTTP_ERROR' });
    expect(p!.nextAttemptAt! - Date.now()).toBeGreaterThan(PUSH_RULES.backoffSeconds[0]! * 1000 - 5000);
    const second = await push(txnId, 'push-err-2');
    expect(second.status).toBe(409);
    expect(second.body.message).toBe('A push for this transaction is already in flight; wait for it to finish.');
    // Not due yet: nothing happens.
    await runDuePushes(db(), Date.now());
    expect((await pushes(txnId))[0]!.attempts).toBe(1);
    for (let k = 1; k <= 6; k++) await runDuePushes(db(), later(k * 1000 * 1000));
    const [done] = await pushes(txnId);
    expect(done).toMatchObject({ status: 'FAILED', attempts: PUSH_RULES.maxAttempts, nextAttemptAt: null });
    expect(done!.log.map((a) => a.attempt)).toEqual([1, 2, 3, 4]);
    // Once it has failed, a new push may start.
    expect((await push(txnId, 'push-err-3')).status).toBe(200);
  });

  it('a flaky merchant is delivered at the retry; a silent one times out with no HTTP status', async () => {
    const flaky = await txnOf(15); // 1000016: 503, then 200
    const res = await push(flaky, 'push-flaky-1');
    expect((res.body.data.pushes as Push[])[0]!.log[0]).toMatchObject({ httpStatus: 503 });
    await runDuePushes(db(), later(60_000));
    const [p] = await pushes(flaky);
    expect(p).toMatchObject({ status: 'DELIVERED', attempts: 2 });
    expect(p!.log[1]).toMatchObject({ attempt: 2, httpStatus: 200, outcome: 'DELIVERED' });
    const silent = await txnOf(14); // 1000015: no answer
    const t = await push(silent, 'push-timeout-1');
    expect((t.body.data.pushes as Push[])[0]!.log[0]).toMatchObject({ httpStatus: null, outcome: 'TIMEOUT' });
  });

  it('20 parallel pushes of one transaction: one push, the rest 409; parallel retry runners make one attempt', async () => {
    const txnId = await txnOf(13, 'SUCCESS', 1);
    const results = await Promise.all(Array.from({ length: 20 }, (_, i) => push(txnId, `push-race-${i}`)));
    expect(results.map((r) => r.status).sort()).toEqual([200, ...Array(19).fill(409)]);
    const at = later(20_000);
    await Promise.all(Array.from({ length: 5 }, () => runDuePushes(db(), at)));
    const all = await pushes(txnId);
    expect(all).toHaveLength(1);
    expect(all[0]!.attempts).toBe(2);
  });

  it('refuses a transaction without a final status, a merchant without a callback, an unknown one, and callers without the key', async () => {
    const pending = (
      await db()
        .selectFrom('merchant_transactions as t')
        .innerJoin('merchant_callback_endpoints as c', 'c.merchant_id', 't.merchant_id')
        .select('t.txn_id')
        .where('t.status', '=', 'PENDING')
        .executeTakeFirstOrThrow()
    ).txn_id;
    expect((await push(pending, 'push-pending-1')).body.message).toBe(
      'This transaction has no final status yet: there is nothing to push.',
    );
    const none = await txnOf(9); // 1000010: no callback URL
    const res = await push(none, 'push-none-1');
    expect(res.status).toBe(409);
    expect(res.body.message).toBe('This merchant has no callback URL.');
    expect((await call('ops', 'GET', `${P}/TXN999999999999`)).status).toBe(404);
    expect((await push(await txnOf(8), 'push-support-1', 'support')).status).toBe(403);
    expect((await call('noaccess', 'GET', `${P}/${none}`)).status).toBe(403);
  });
});

const C = '/cashfree/payout-status';
/** A payout whose state here and at Cashfree are as given. */
async function payoutWith(status: string, txnStatus: string, provider: string, skip = 0) {
  const rows = await db()
    .selectFrom('payouts as p')
    .innerJoin('cashfree_payouts as c', 'c.transfer_id', 'p.transaction_id')
    .select(['p.id', 'p.version', 'p.transaction_id'])
    .where('p.status', '=', status)
    .where('p.txn_status', '=', txnStatus)
    .where('c.provider_status', '=', provider)
    .orderBy('p.id', 'desc')
    .execute();
  return rows[skip]!;
}
const lookup = async (q: string | number) => {
  const res = await call('treasury-checker', 'GET', `${C}?q=${q}`);
  expect(res.status).toBe(200);
  return res.body.data as {
    payout: { txnStatus: string; status: string; version: number };
    move: string;
    syncTo: string | null;
    refusal: string | null;
  };
};
const sync = (id: number, body: object, k: string, who = 'treasury-maker') =>
  call(who, 'POST', `${C}/${id}/sync`, { remarks: 'Matched with Cashfree', ...body }, key(k));

describe('Cashfree payout status', () => {
  it("syncs a stuck payout to the provider's SUCCESS: once, audited, marked; then the two agree", async () => {
    const p = await payoutWith('APPROVED', 'PENDING', 'SUCCESS');
    const seen = await lookup(p.transaction_id);
    expect(seen).toMatchObject({ move: 'sync', syncTo: 'SUCCESS' });
    const res = await sync(p.id, { providerStatus: 'SUCCESS', version: p.version }, 'cf-sync-1');
    expect(res.status).toBe(200);
    expect(res.body.message).toBe('Payout status synced from Cashfree.');
    expect(res.body.data).toMatchObject({ move: 'same', payout: { status: 'SUCCESS', txnStatus: 'SUCCESS' } });
    expect((await sync(p.id, { providerStatus: 'SUCCESS', version: p.version }, 'cf-sync-1')).body).toEqual(res.body);
    expect((await sync(p.id, { providerStatus: 'SUCCESS', version: p.version + 1 }, 'cf-sync-2')).body.message).toBe(
      'Our status already matches Cashfree: nothing to sync.',
    );
    expect(await audits('payouts', p.id)).toBe(1);
    const marks = await db().selectFrom('payout_status_marks').selectAll().where('payout_id', '=', p.id).execute();
    expect(marks.map((m) => m.to_txn_status)).toEqual(['SUCCESS']);
  });

  it('only allowed moves: both PENDING, a REVERSED success and a FAILED ours are refused; a changed answer too', async () => {
    const pending = await payoutWith('APPROVED', 'PENDING', 'PENDING');
    expect((await lookup(pending.id)).move).toBe('same');
    const r1 = await sync(pending.id, { providerStatus: 'PENDING', version: pending.version }, 'cf-pending-1');
    expect(r1.status).toBe(409);
    expect(r1.body.message).toBe('Our status already matches Cashfree: nothing to sync.');
    const reversed = await payoutWith('SUCCESS', 'SUCCESS', 'REVERSED');
    const r2 = await sync(reversed.id, { providerStatus: 'REVERSED', version: reversed.version }, 'cf-rev-1');
    expect(r2.status).toBe(409);
    expect(r2.body.message).toBe(
      "Our status SUCCESS cannot move to Cashfree's REVERSED here; raise it with the payouts team.",
    );
    const failed = await payoutWith('APPROVED', 'PENDING', 'FAILED');
    const r3 = await sync(failed.id, { providerStatus: 'SUCCESS', version: failed.version }, 'cf-changed-1');
    expect(r3.status).toBe(409);
    expect(r3.body.message).toBe('This payout changed since you looked it up; look it up again.');
    const r4 = await sync(failed.id, { providerStatus: 'FAILED', version: failed.version + 7 }, 'cf-stale-1');
    expect(r4.status).toBe(409);
    expect(await audits('payouts', failed.id)).toBe(0);
    const missing = await db()
      .selectFrom('payouts')
      .select('id')
      .where('transaction_id', 'not in', db().selectFrom('cashfree_payouts').select('transfer_id'))
      .executeTakeFirstOrThrow();
    expect((await lookup(missing.id)).move).toBe('missing');
  });

  it('20 parallel syncs: one winner; refused without the keys', async () => {
    const p = await payoutWith('APPROVED', 'PENDING', 'FAILED', 1);
    const results = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        sync(p.id, { providerStatus: 'FAILED', version: p.version }, `cf-race-${i}`),
      ),
    );
    expect(results.map((r) => r.status).sort()).toEqual([200, ...Array(19).fill(409)]);
    expect(await audits('payouts', p.id)).toBe(1);
    expect(
      (await sync(p.id, { providerStatus: 'FAILED', version: p.version }, 'cf-checker-1', 'treasury-checker')).status,
    ).toBe(403);
    expect((await call('noaccess', 'GET', `${C}?q=${p.id}`)).status).toBe(403);
  });
});
