import { afterEach, expect, it } from 'vitest';
import { migrateToLatest } from '../../server/db/migrate.js';
import { growToScale, seedIfEmpty } from '../../server/db/seed/index.js';
import { createTestDatabase, type TestDatabase } from './helpers/test-database.js';
import { countRows } from './helpers/count-rows.js';
import { BIG_PAYOUT_AMOUNT } from '../../server/db/seed/investments.js';
import { PAYOUT_PENDING } from '../../server/repositories/payouts.js';
import { payoutGuardrailRefusal } from '../../server/routes/payouts/payout-guardrail-check.js';

const open: TestDatabase[] = [];
afterEach(async () => {
  await Promise.all(open.splice(0).map((d) => d.close()));
});

async function seeded(now: number) {
  const d = await createTestDatabase();
  open.push(d);
  await migrateToLatest(d.handle.db);
  await seedIfEmpty(d.handle.db, { now });
  return d.handle.db;
}

it('the same seed gives the same demo data on every machine', async () => {
  const now = Date.UTC(2026, 0, 1);
  const [a, b] = [await seeded(now), await seeded(now)];
  for (const table of ['staff', 'offers', 'payouts', 'fd_plans', 'transaction_limits'] as const) {
    const rowsA = await a.selectFrom(table).selectAll().orderBy('id').limit(50).execute();
    const rowsB = await b.selectFrom(table).selectAll().orderBy('id').limit(50).execute();
    expect(rowsA.length).toBeGreaterThan(0);
    expect(rowsB).toEqual(rowsA);
  }
});

it('seeds each entity the open issues need, and one demo account per kind of user', async () => {
  const db = await seeded(Date.now());
  const count = async (
    t: 'offers' | 'notifications' | 'fd_plans' | 'transaction_limits' | 'alerts' | 'alert_logs' | 'payouts' | 'roles',
  ) => countRows(db, t);
  for (const t of [
    'offers',
    'notifications',
    'fd_plans',
    'transaction_limits',
    'alerts',
    'alert_logs',
    'roles',
  ] as const) {
    expect(await count(t)).toBeGreaterThan(0);
  }
  expect(await count('payouts')).toBe(1000);
  const demo = await db
    .selectFrom('staff')
    .select('email')
    .where('email', 'in', ['admin@console.example', 'noaccess@console.example'])
    .execute();
  expect(demo).toHaveLength(2);
  const noRoles = await db
    .selectFrom('staff_roles')
    .innerJoin('staff', 'staff.id', 'staff_roles.staff_id')
    .where('staff.email', '=', 'noaccess@console.example')
    .select('role_id')
    .execute();
  expect(noRoles).toEqual([]);
});

it('seeding twice is harmless, and --scale grows the big table', async () => {
  const db = await seeded(Date.now());
  expect(await seedIfEmpty(db)).toBe(false);
  // Only payouts: the consumer book alone grows by 20,000 consumers and 200,000 transactions per scale step.
  expect((await growToScale(db, 3, { only: ['payouts'] })).payouts).toBe(2000);
  const { n } = await db
    .selectFrom('payouts')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  expect(Number(n)).toBe(3000);
});

it('on the demo seed a checker can approve each pending payout today: no channel cap or config is already used up', async () => {
  const at = Date.now();
  const db = await seeded(at);
  // BIG_PAYOUT_AMOUNT is the one payout seeded above the guardrail's per-transaction cap, to show the refusal.
  const pending = await db
    .selectFrom('payouts')
    .select('id')
    .where('status', '=', PAYOUT_PENDING)
    .where('amount', '!=', BIG_PAYOUT_AMOUNT)
    .execute();
  const checker = await db
    .selectFrom('staff')
    .select(['id', 'email'])
    .where('email', '=', 'checker@console.example')
    .executeTakeFirstOrThrow();
  expect(pending.length).toBeGreaterThan(0);
  const refusals: string[] = [];
  for (const { id } of pending) {
    // Each approval is tried alone (its claim rolled back), as a checker meeting the list would try any one of them.
    await db
      .transaction()
      .execute(async (trx) => {
        const refusal = await payoutGuardrailRefusal(trx, id, { staffId: checker.id, email: checker.email }, at);
        if (refusal) refusals.push(`payout ${id}: ${refusal}`);
        throw new Error('roll back');
      })
      .catch(() => undefined);
  }
  expect(refusals).toEqual([]);
});
