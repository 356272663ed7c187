import { describe, expect, it } from 'vitest';
import { signedInApp } from './helpers/signed-in-app.js';
import { countRows } from './helpers/count-rows.js';

/** Payout guardrails, their enforcement, internal transfers and payout status (spec §1, §2.3, §6). */
const MAKER = 'treasury-maker@console.example';
const CHECKER = 'treasury-checker@console.example';
const { call, db } = signedInApp([MAKER, CHECKER, 'checker@console.example', 'admin@console.example']);
const audits = async () => countRows(db(), 'audit_log');
/** The treasury checker approves or rejects a payout request. */
const checkerDecides = (p: { id: number; consumer_id: string }, isApproved: boolean, remarks: string) =>
  call(CHECKER, 'POST', '/api/payouts/payout-requests/decision', {
    payoutRequestId: p.id,
    consumerId: p.consumer_id,
    isApproved,
    remarks,
  });
const imps = () =>
  db().selectFrom('payout_guardrails').selectAll().where('channel', '=', 'IMPS').executeTakeFirstOrThrow();

describe('payout guardrail', () => {
  it('refuses approving a payout above the active IMPS cap, naming the guardrail and the limit; nothing changes', async () => {
    const big = await db()
      .selectFrom('payouts')
      .selectAll()
      .where('amount', '=', 750_000)
      .where('status', '=', 'APPROVAL_PENDING')
      .executeTakeFirstOrThrow();
    const before = await audits();
    const res = await checkerDecides(big, true, 'Verified');
    expect(res.status).toBe(422);
    expect(res.body.message).toBe(
      'Refused by guardrail "IMPS payouts": amount per transaction is limited to ₹5,00,000.00; this would make it ₹7,50,000.00.',
    );
    expect(await audits()).toBe(before);
    const after = await db().selectFrom('payouts').select('status').where('id', '=', big.id).executeTakeFirstOrThrow();
    expect(after.status).toBe('APPROVAL_PENDING');
    const rejected = await checkerDecides(big, false, 'Too large');
    expect(rejected.status).toBe(200);
  });

  it('a cap change is raised and approved by two PAYOUT_GUARDRAIL_ADMIN holders; others get 403', async () => {
    const g = await imps();
    expect((await call('checker@console.example', 'GET', '/api/payouts/payout/guardrail')).status).toBe(403);
    const raised = await call(MAKER, 'POST', '/api/payouts/payout/guardrail/raise-request', {
      guardrailId: g.id,
      daily_max_count: 2,
      remarks: 'Two IMPS payouts a day while the bank is unstable',
    });
    expect(raised.status).toBe(201);
    expect(
      (
        await call(MAKER, 'POST', '/api/payouts/payout/guardrail/action', {
          requestId: raised.body.data.id,
          isApproved: true,
          remarks: 'self',
        })
      ).status,
    ).toBe(403);
    const ok = await call(CHECKER, 'POST', '/api/payouts/payout/guardrail/action', {
      requestId: raised.body.data.id,
      isApproved: true,
      remarks: 'Agreed',
    });
    expect(ok.status).toBe(200);
    expect(Number((await imps()).daily_max_count)).toBe(2);
    // Today: two approvals pass, the third breaks the count cap.
    const pending = await db()
      .selectFrom('payouts')
      .select(['id', 'consumer_id'])
      .where('status', '=', 'APPROVAL_PENDING')
      .where('agent_email', '<>', CHECKER)
      .where('amount', '<', 500_000)
      .orderBy('id')
      .limit(3)
      .execute();
    const decide = (p: { id: number; consumer_id: string }) => checkerDecides(p, true, 'ok');
    expect((await decide(pending[0]!)).status).toBe(200);
    expect((await decide(pending[1]!)).status).toBe(200);
    const third = await decide(pending[2]!);
    expect(third.status).toBe(422);
    expect(third.body.message).toContain('transactions per day is limited to 2; this would make it 3');
  });
});

describe('internal account transfers', () => {
  const BASE = '/api/payouts/payout/internal-ac-transfer';
  it('raised by one user, executed when another approves: balances move, a UTR, one audit row each', async () => {
    const accounts = (await call(MAKER, 'GET', `${BASE}/accounts`)).body.data;
    // The four treasury accounts and the UPI payout account the Payout FMS seed adds (issue 45 item 4).
    expect(accounts).toHaveLength(5);
    const before = await audits();
    const raised = await call(MAKER, 'POST', `${BASE}/request`, {
      fromAccountId: 1,
      toAccountId: 4,
      amount: 1_000_000,
      channel: 'NEFT',
      remarks: 'Fund the payout pool',
    });
    expect(raised.status).toBe(201);
    expect(await audits()).toBe(before + 1);
    const history = await call(MAKER, 'GET', '/api/payouts/payout/internal-account-transfer/history');
    expect(history.body.data.content[0]).toMatchObject({ amount: 1_000_000, status: 'PENDING' });
    expect(
      (await call(MAKER, 'POST', `${BASE}/action`, { requestId: raised.body.data.id, isApproved: true, remarks: 'x' }))
        .status,
    ).toBe(403);
    const approved = await call(CHECKER, 'POST', `${BASE}/action`, {
      requestId: raised.body.data.id,
      isApproved: true,
      remarks: 'Balances verified',
    });
    expect(approved.status).toBe(200);
    expect(await audits()).toBe(before + 2);
    const rows = await db().selectFrom('internal_accounts').select(['id', 'balance']).orderBy('id').execute();
    expect(Number(rows[0]!.balance)).toBe(249_000_000);
    expect(Number(rows[3]!.balance)).toBe(16_000_000);
    const done = (await call(CHECKER, 'GET', `${BASE}/history`)).body.data.content[0];
    expect(done).toMatchObject({ status: 'SUCCESS', checkerEmail: CHECKER, utr: expect.stringMatching(/^IAT/) });
  });

  it('a transfer above the channel guardrail is refused when raised, naming the guardrail and the limit', async () => {
    const res = await call(MAKER, 'POST', `${BASE}/request`, {
      fromAccountId: 1,
      toAccountId: 2,
      amount: 3_000_000,
      channel: 'NEFT',
      remarks: 'Too big for NEFT',
    });
    expect(res.status).toBe(422);
    expect(res.body.message).toBe(
      'Refused by guardrail "NEFT transfers": amount per transaction is limited to ₹25,00,000.00; this would make it ₹30,00,000.00.',
    );
  });

  it('refuses the same account twice and an unknown account', async () => {
    const same = await call(MAKER, 'POST', `${BASE}/request`, {
      fromAccountId: 2,
      toAccountId: 2,
      amount: 10,
      channel: 'NEFT',
      remarks: 'x',
    });
    expect(same.status).toBe(400);
    expect(JSON.stringify(same.body)).toContain('Choose two different accounts.');
  });
});

describe('payout status', () => {
  it('looks a payout up by UTR or id; marks a stuck one with a reason (412 stale, 409 not stuck)', async () => {
    const found = await call(CHECKER, 'GET', '/api/payouts/payout/status?q=UTRSTUCK0001');
    expect(found.status).toBe(200);
    expect(found.body.data).toMatchObject({ transactionId: 'UTRSTUCK0001', stuck: true, marks: [] });
    const byId = await call(CHECKER, 'GET', `/api/payouts/payout/status?q=${found.body.data.id}`);
    expect(byId.body.data.id).toBe(found.body.data.id);
    expect((await call(CHECKER, 'GET', '/api/payouts/payout/status?q=NOPE123')).status).toBe(404);
    const body = { payoutId: found.body.data.id, txnStatus: 'FAILED', reason: 'Bank returned the transfer' };
    expect(
      (await call(CHECKER, 'POST', '/api/payouts/payout/status/update', { ...body, version: found.body.data.version }))
        .status,
    ).toBe(403);
    const stale = await call(MAKER, 'POST', '/api/payouts/payout/status/update', { ...body, version: 99 });
    expect(stale.status).toBe(412);
    const before = await audits();
    const marked = await call(MAKER, 'POST', '/api/payouts/payout/status/update', {
      ...body,
      version: found.body.data.version,
    });
    expect(marked.status).toBe(200);
    expect(marked.body.data).toMatchObject({ status: 'FAILED', txnStatus: 'FAILED', stuck: false });
    expect(marked.body.data.marks[0]).toMatchObject({ reason: 'Bank returned the transfer', markedBy: MAKER });
    expect(await audits()).toBe(before + 1);
    const again = await call(MAKER, 'POST', '/api/payouts/payout/status/update', {
      ...body,
      version: marked.body.data.version,
    });
    expect(again.status).toBe(409);
  });
});
