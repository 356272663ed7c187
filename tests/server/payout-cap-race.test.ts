import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { istDayStartAt } from '../../contract/business-time.js';
import { bearer, createTestApp, type TestApp } from './helpers/test-app.js';

/**
 * The daily caps of a payout guardrail hold under concurrent approvals (spec §1 guardrails): two checkers approving
 * different payouts or transfers at the same moment cannot together pass the day's count or amount cap. On
 * PostgreSQL the approvals run on separate pooled connections at once.
 */
let t: TestApp;
const tokens: Record<string, string> = {};
const MAKER = 'treasury-maker@console.example';
const CHECKERS = ['treasury-checker@console.example', 'admin@console.example'];
beforeAll(async () => {
  t = await createTestApp();
  for (const who of [MAKER, ...CHECKERS, 'checker@console.example']) tokens[who] = await t.tokenFor(who);
});
afterAll(() => t.close());

const db = () => t.database.handle.db;
async function call(who: string, url: string, payload: object) {
  const res = await t.app.inject({ method: 'POST', url, payload, headers: bearer(tokens[who] ?? '') });
  return { status: res.statusCode, body: res.json() as { message?: string } };
}
const setCaps = (channel: string, caps: { daily_max_count: number; daily_max_amount: number }) =>
  db().updateTable('payout_guardrails').set(caps).where('channel', '=', channel).execute();
const statuses = (results: { status: number }[]) => results.map((r) => r.status).sort();

describe('concurrent payout approvals against the IMPS daily count cap', () => {
  it('eight approvals by two checkers at once: exactly the cap pass, the rest are refused naming it', async () => {
    const pending = await db()
      .selectFrom('payouts')
      .select(['id', 'consumer_id', 'agent_email'])
      .where('status', '=', 'APPROVAL_PENDING')
      .where('amount', '<', 500_000)
      .where('agent_email', 'not in', [...CHECKERS, 'checker@console.example'])
      .orderBy('id')
      .limit(8)
      .execute();
    expect(pending).toHaveLength(8);
    const since = istDayStartAt(Date.now());
    const approvedToday = async () =>
      Number(
        (
          await db()
            .selectFrom('payouts')
            .select((eb) => eb.fn.countAll<number>().as('n'))
            .where('status', 'in', ['APPROVED', 'SUCCESS'])
            .where('updated_at', '>=', since)
            .executeTakeFirstOrThrow()
        ).n,
      );
    const already = await approvedToday();
    await setCaps('IMPS', { daily_max_count: already + 3, daily_max_amount: 0 });
    const results = await Promise.all(
      pending.map((p, i) =>
        call(CHECKERS[i % 2]!, '/api/payouts/payout-requests/decision', {
          payoutRequestId: p.id,
          consumerId: p.consumer_id,
          isApproved: true,
          remarks: 'Verified',
        }),
      ),
    );
    expect(statuses(results)).toEqual([200, 200, 200, 422, 422, 422, 422, 422]);
    for (const r of results.filter((x) => x.status === 422))
      expect(r.body.message).toContain(`transactions per day is limited to ${already + 3}`);
    expect(await approvedToday()).toBe(already + 3);
  });
});

describe('concurrent internal transfer approvals against the daily caps', () => {
  const BASE = '/api/payouts/payout/internal-ac-transfer';
  async function raise(n: number, channel: string, amount: number) {
    const ids: number[] = [];
    for (let i = 0; i < n; i += 1) {
      const r = await call(MAKER, `${BASE}/request`, {
        fromAccountId: 1,
        toAccountId: 2 + (i % 3),
        amount,
        channel,
        remarks: `Race ${channel} ${i}`,
      });
      expect(r.status).toBe(201);
      ids.push((r.body as { data: { id: number } }).data.id);
    }
    return ids;
  }
  const approveAll = (ids: number[]) =>
    Promise.all(
      ids.map((requestId, i) =>
        call(CHECKERS[i % 2]!, `${BASE}/action`, { requestId, isApproved: true, remarks: 'ok' }),
      ),
    );
  const executed = (channel: string) =>
    db()
      .selectFrom('internal_transfers')
      .select(['amount'])
      .where('channel', '=', channel)
      .where('status', '=', 'SUCCESS')
      .where('decided_at', '>=', istDayStartAt(Date.now()))
      .execute();

  it('the NEFT daily amount cap: six ₹10,00,000 approvals at once under a ₹25,00,000 day move only two', async () => {
    const ids = await raise(6, 'NEFT', 1_000_000);
    await setCaps('NEFT', { daily_max_count: 0, daily_max_amount: 2_500_000 });
    const results = await approveAll(ids);
    expect(statuses(results)).toEqual([200, 200, 422, 422, 422, 422]);
    for (const r of results.filter((x) => x.status === 422))
      expect(r.body.message).toBe(
        'Refused by guardrail "NEFT transfers": amount per day is limited to ₹25,00,000.00; this would make it ₹30,00,000.00.',
      );
    const done = await executed('NEFT');
    expect(done.reduce((s, x) => s + Number(x.amount), 0)).toBe(2_000_000);
    const pending = await db()
      .selectFrom('approval_requests')
      .select('id')
      .where('id', 'in', ids)
      .where('status', '=', 'PENDING')
      .execute();
    expect(pending).toHaveLength(4);
  });

  it('the RTGS daily count cap: five approvals at once under a cap of one execute exactly one', async () => {
    // ₹2,00,000: RTGS's seeded minimum per transaction (/payout/config), so only the count cap can refuse.
    const ids = await raise(5, 'RTGS', 200_000);
    await setCaps('RTGS', { daily_max_count: 1, daily_max_amount: 0 });
    const results = await approveAll(ids);
    expect(statuses(results)).toEqual([200, 422, 422, 422, 422]);
    expect(await executed('RTGS')).toHaveLength(1);
  });
});
