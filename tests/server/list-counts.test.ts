import { describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { keptTotal, type CountedTable } from '../../server/db/list-counts.js';
import { signedInApp } from './helpers/signed-in-app.js';

/**
 * Issue 37 (the busy desk): the totals of the payouts and merchant transactions lists are kept by the database
 * (migration 0038's triggers), per status and overall, in the transaction that changes the rows, so a list's total is
 * exact after any insert, status change or delete, on every instance, without counting a million rows per request.
 */
const { call, db } = signedInApp(['checker']);
/** Above every id (ids are 32-bit integers on PostgreSQL). */
const NO_SNAPSHOT = 2_000_000_000;

/** The exact count, as the lists counted before. */
async function counted(table: CountedTable, statuses: string[], snapshot = NO_SNAPSHOT) {
  let q = db().selectFrom(table).where('id', '<=', snapshot);
  if (statuses.length) q = q.where('status', 'in', statuses);
  const r = await q.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
  return Number(r.n);
}

async function statusesOf(table: CountedTable): Promise<string[]> {
  const rows = await db().selectFrom(table).select('status').distinct().execute();
  return rows.map((r) => r.status);
}

/** Every kept total of `table` (overall and per status) against a count of its rows. */
async function expectExact(table: CountedTable) {
  const max = NO_SNAPSHOT;
  expect(await keptTotal(db(), table, [], max)).toBe(await counted(table, []));
  for (const status of await statusesOf(table))
    expect({ status, n: await keptTotal(db(), table, [status], max) }).toEqual({
      status,
      n: await counted(table, [status]),
    });
}

/** Copies of an existing payout, `n` of them, in `status`; their ids. */
async function addPayouts(n: number, status: string): Promise<number[]> {
  const { id: _id, ...row } = await db()
    .selectFrom('payouts')
    .selectAll()
    .where('agent_email', '<>', 'checker@console.example')
    .orderBy('id')
    .executeTakeFirstOrThrow();
  const ids: number[] = [];
  for (let i = 0; i < n; i++) {
    const r = await db()
      .insertInto('payouts')
      .values({ ...row, status, transaction_id: `TXN-COUNT-${Date.now()}-${i}` })
      .returning('id')
      .executeTakeFirstOrThrow();
    ids.push(Number(r.id));
  }
  return ids;
}

const listTotal = async (query: string) => {
  const res = await call('checker', 'GET', `/api/payouts/payout-requests?${query}`);
  expect(res.status).toBe(200);
  return res.body.data.totalElements as number;
};

describe('list totals kept by the database (migration 0038)', () => {
  it('start from the rows there are: every status and the whole table, for both lists', async () => {
    await expectExact('payouts');
    await expectExact('merchant_transactions');
    expect(await keptTotal(db(), 'payouts', [], NO_SNAPSHOT)).toBeGreaterThan(0);
  });

  it('follow inserts, status changes (one row or many in one statement) and deletes', async () => {
    const ids = await addPayouts(5, 'APPROVAL_PENDING');
    await expectExact('payouts');
    await db().updateTable('payouts').set({ status: 'APPROVED' }).where('id', '=', ids[0]!).execute();
    await db().updateTable('payouts').set({ status: 'REJECTED' }).where('id', 'in', ids.slice(1, 3)).execute();
    // A change of other columns, or to the same status, moves no total.
    await db().updateTable('payouts').set({ agent_remarks: 'Checked again' }).where('id', 'in', ids).execute();
    await db().updateTable('payouts').set({ status: 'APPROVAL_PENDING' }).where('id', '=', ids[3]!).execute();
    await expectExact('payouts');
    await db().deleteFrom('payouts').where('id', 'in', ids.slice(2)).execute();
    await expectExact('payouts');
  });

  it('leave out the rows added after a snapshot, as the list does', async () => {
    const snapshot = Number((await sql<{ m: number }>`select max(id) as m from payouts`.execute(db())).rows[0]!.m);
    await addPayouts(3, 'APPROVAL_PENDING');
    expect(await keptTotal(db(), 'payouts', ['APPROVAL_PENDING'], snapshot)).toBe(
      await counted('payouts', ['APPROVAL_PENDING'], snapshot),
    );
    expect(await keptTotal(db(), 'payouts', [], snapshot)).toBe(await counted('payouts', [], snapshot));
    const res = await call('checker', 'GET', `/api/payouts/payout-requests?snapshot=${snapshot}&limit=5`);
    expect(res.body.data.totalElements).toBe(await counted('payouts', [], snapshot));
  });

  it('a decision through the API moves the list totals at once: one fewer pending, one more rejected', async () => {
    const [id] = await addPayouts(1, 'APPROVAL_PENDING');
    const pending = await listTotal('status=APPROVAL_PENDING');
    const rejected = await listTotal('status=REJECTED');
    const all = await listTotal('');
    const { consumer_id } = await db()
      .selectFrom('payouts')
      .select('consumer_id')
      .where('id', '=', id!)
      .executeTakeFirstOrThrow();
    const res = await call('checker', 'POST', '/api/payouts/payout-requests/decision', {
      payoutRequestId: id,
      consumerId: consumer_id,
      isApproved: false,
      remarks: 'Duplicate request',
    });
    expect(res.status).toBe(200);
    expect(await listTotal('status=APPROVAL_PENDING')).toBe(pending - 1);
    expect(await listTotal('status=REJECTED')).toBe(rejected + 1);
    expect(await listTotal('')).toBe(all);
    expect(pending).toBe((await counted('payouts', ['APPROVAL_PENDING'])) + 1);
  });

  it('stay exact under 20 concurrent transactions changing and adding payouts', async () => {
    const ids = await addPayouts(20, 'APPROVAL_PENDING');
    await Promise.all(
      ids.map((id, i) =>
        db()
          .transaction()
          .execute(async (trx) => {
            await trx
              .updateTable('payouts')
              .set({ status: i % 2 ? 'APPROVED' : 'REJECTED' })
              .where('id', '=', id)
              .execute();
            if (i % 4 === 0) await trx.updateTable('payouts').set({ status: 'SUCCESS' }).where('id', '=', id).execute();
          }),
      ),
    );
    await expectExact('payouts');
  });
});
