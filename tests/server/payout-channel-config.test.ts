import { beforeEach, describe, expect, it } from 'vitest';
import { channelUsageToday } from '../../server/repositories/guardrail-usage.js';
import { signedInApp } from './helpers/signed-in-app.js';

/**
 * /payout/config is enforced (issue 45 item 4): where a payout or an internal transfer is approved, a switched-off
 * channel, an amount outside the channel's per-transaction minimum and maximum, or a day's total over its daily limit
 * is refused (422, naming the channel and the limit) and nothing is decided. The daily limit holds under approvals
 * at the same moment (on PostgreSQL on separate pooled connections).
 */
const MAKER = 'treasury-maker@console.example';
const CHECKERS = ['treasury-checker@console.example', 'admin@console.example'];
const { call: callAs, db } = signedInApp([MAKER, ...CHECKERS, 'checker@console.example']);
const call = (who: string, url: string, payload: object) => callAs(who, 'POST', url, payload);
const setChannel = (
  channel: string,
  v: Partial<{ min_per_txn: number; max_per_txn: number; daily_limit: number; enabled: number }>,
) => db().updateTable('payout_channels').set(v).where('channel', '=', channel).execute();
const statuses = (results: { status: number }[]) => results.map((r) => r.status).sort();

// The guardrails are not what is tested here: IMPS's caps off, so only the channel configuration can refuse.
beforeEach(async () => {
  await db().updateTable('payout_guardrails').set({ status: 'INACTIVE' }).execute();
  await setChannel('IMPS', { min_per_txn: 1, max_per_txn: 500_000, daily_limit: 500_000_000, enabled: 1 });
});

async function pendingPayouts(n: number, amount: number) {
  const rows = await db()
    .selectFrom('payouts')
    .select(['id', 'consumer_id'])
    .where('status', '=', 'APPROVAL_PENDING')
    .where('agent_email', 'not in', [...CHECKERS, 'checker@console.example'])
    .orderBy('id', 'desc')
    .limit(n)
    .execute();
  expect(rows).toHaveLength(n);
  const ids = rows.map((r) => r.id);
  await db().updateTable('payouts').set({ amount }).where('id', 'in', ids).execute();
  return rows;
}
const approvePayout = (who: string, p: { id: number; consumer_id: string }) =>
  call(who, '/api/payouts/payout-requests/decision', {
    payoutRequestId: p.id,
    consumerId: p.consumer_id,
    isApproved: true,
    remarks: 'Verified',
  });
const statusOf = async (id: number) =>
  (await db().selectFrom('payouts').select('status').where('id', '=', id).executeTakeFirstOrThrow()).status;

describe('consumer payouts (IMPS) against /payout/config', () => {
  it('a switched-off channel refuses the approval, naming it; the payout stays pending', async () => {
    const [p] = await pendingPayouts(1, 1_000);
    await setChannel('IMPS', { enabled: 0 });
    const r = await approvePayout(CHECKERS[0]!, p!);
    expect(r.status).toBe(422);
    expect(r.body.message).toBe('Refused by the payout channel IMPS (/payout/config): the channel is switched off.');
    expect(await statusOf(p!.id)).toBe('APPROVAL_PENDING');
  });

  it('an amount below the minimum or above the maximum per transaction is refused with the range', async () => {
    const [p] = await pendingPayouts(1, 1_000);
    await setChannel('IMPS', { min_per_txn: 5_000, max_per_txn: 10_000 });
    const low = await approvePayout(CHECKERS[0]!, p!);
    expect(low.status).toBe(422);
    expect(low.body.message).toBe(
      'Refused by the payout channel IMPS (/payout/config): an amount per transaction must be from ₹5,000.00 to ₹10,000.00; this is ₹1,000.00.',
    );
    await db().updateTable('payouts').set({ amount: 12_500 }).where('id', '=', p!.id).execute();
    expect((await approvePayout(CHECKERS[0]!, p!)).body.message).toContain('this is ₹12,500.00.');
    expect(await statusOf(p!.id)).toBe('APPROVAL_PENDING');
    // Within the range it goes.
    await db().updateTable('payouts').set({ amount: 7_500 }).where('id', '=', p!.id).execute();
    expect((await approvePayout(CHECKERS[0]!, p!)).status).toBe(200);
  });

  it('the daily limit under eight approvals at once by two checkers: exactly the room passes, once', async () => {
    const pending = await pendingPayouts(8, 1_000);
    const already = (await channelUsageToday(db(), 'IMPS', 0, Date.now())).todayAmount;
    await setChannel('IMPS', { daily_limit: already + 3_000 });
    const results = await Promise.all(pending.map((p, i) => approvePayout(CHECKERS[i % 2]!, p)));
    expect(statuses(results)).toEqual([200, 200, 200, 422, 422, 422, 422, 422]);
    for (const r of results.filter((x) => x.status === 422))
      expect(r.body.message).toContain('(/payout/config): the amount per day is limited to');
    const states = await Promise.all(pending.map((p) => statusOf(p.id)));
    expect(states.filter((s) => s === 'APPROVAL_PENDING')).toHaveLength(5);
    expect((await channelUsageToday(db(), 'IMPS', 0, Date.now())).todayAmount).toBe(already + 3_000);
  });
});

describe('internal transfers against /payout/config', () => {
  const BASE = '/api/payouts/payout/internal-ac-transfer';
  it('a transfer over a switched-off channel is refused at approval and stays pending', async () => {
    await setChannel('UPI', { enabled: 0 });
    const raised = await call(MAKER, `${BASE}/request`, {
      fromAccountId: 1,
      toAccountId: 2,
      amount: 5_000,
      channel: 'UPI',
      remarks: 'Channel off',
    });
    expect(raised.status).toBe(201);
    const requestId = raised.body.data!.id;
    const r = await call(CHECKERS[0]!, `${BASE}/action`, { requestId, isApproved: true, remarks: 'ok' });
    expect(r.status).toBe(422);
    expect(r.body.message).toBe('Refused by the payout channel UPI (/payout/config): the channel is switched off.');
    // Nothing was decided: switched back on, the same request still waits and now goes through.
    await setChannel('UPI', { enabled: 1 });
    expect((await call(CHECKERS[0]!, `${BASE}/action`, { requestId, isApproved: true, remarks: 'ok' })).status).toBe(
      200,
    );
  });
});
