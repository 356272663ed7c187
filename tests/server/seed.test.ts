import { afterEach, expect, it } from 'vitest';
import { migrateToLatest } from '../../server/db/migrate.js';
import { growToScale, seedIfEmpty } from '../../server/db/seed/index.js';
import { createTestDatabase, type TestDatabase } from './helpers/test-database.js';
import { countRows } from './helpers/count-rows.js';

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
