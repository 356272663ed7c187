import { afterAll, beforeAll, expect, it } from 'vitest';
import { CountCache } from '../../server/db/count-cache.js';
import { WriteInvalidationPlugin } from '../../server/db/write-invalidation.js';
import { migrateToLatest } from '../../server/db/migrate.js';
import { createTestDatabase, type TestDatabase } from './helpers/test-database.js';

let d: TestDatabase;
beforeAll(async () => {
  d = await createTestDatabase();
  await migrateToLatest(d.handle.db);
});
afterAll(() => d.close());

it('a write through the database drops the cached totals of that table only', async () => {
  const counts = new CountCache(60_000);
  const db = d.handle.db.withPlugin(new WriteInvalidationPlugin(counts));
  let counted = 0;
  const count = async () => ++counted;
  await counts.get('notifications', '', count);
  await counts.get('offers', '', count);
  expect(await counts.get('notifications', '', count)).toBe(1); // cached
  const now = Date.now();
  await db
    .insertInto('notifications')
    .values({
      type: 'PUSH',
      header: 'h',
      body: 'b',
      expiry_date: now,
      agent_name: 'a',
      status: 'ACTIVE',
      created_at: now,
      updated_at: now,
    })
    .execute();
  expect(await counts.get('notifications', '', count)).toBe(3); // recounted
  expect(await counts.get('offers', '', count)).toBe(2); // untouched
  await db.updateTable('notifications').set({ status: 'INACTIVE' }).execute();
  expect(await counts.get('notifications', '', count)).toBe(4);
  await db.deleteFrom('notifications').execute();
  expect(await counts.get('notifications', '', count)).toBe(5);
});

it('callers that miss at the same time share one count', async () => {
  const counts = new CountCache(60_000);
  let counted = 0;
  let finish = (_n: number) => {};
  const count = () => {
    counted++;
    return new Promise<number>((resolve) => (finish = resolve));
  };
  const waiting = Promise.all([1, 2, 3].map(() => counts.get('payouts', 'a', count)));
  finish(42);
  expect(await waiting).toEqual([42, 42, 42]);
  expect(counted).toBe(1);
});

it('a count that a write overtook answers its callers but is not kept', async () => {
  const counts = new CountCache(60_000);
  let finish = (_n: number) => {};
  const slow = counts.get('payouts', 'a', () => new Promise<number>((resolve) => (finish = resolve)));
  counts.invalidate('payouts');
  finish(7);
  expect(await slow).toBe(7);
  expect(await counts.get('payouts', 'a', async () => 8)).toBe(8);
});
