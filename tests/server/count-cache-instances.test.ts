import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, type TestApp } from './helpers/test-app.js';

/**
 * Issue 39 item 3: a list's total kept by one instance is dropped when another instance writes the table (migration
 * 0028's notices), not 3 s later. The "other instance" is a connection of its own writing straight to the database.
 * PostgreSQL only: SQLite has one process writing.
 */
const onPostgres = Boolean(process.env.TEST_DATABASE_URL);
let t: TestApp;
let other: pg.Client;
beforeAll(async () => {
  if (!onPostgres) return;
  t = await createTestApp();
  other = new pg.Client({ connectionString: t.database.location.databaseUrl });
  await other.connect();
});
afterAll(async () => {
  if (!onPostgres) return;
  await other.end();
  await t.close();
});

describe.runIf(onPostgres)('totals across instances', () => {
  it("another instance's write changes this one's list total within a second", async () => {
    const token = await t.tokenFor('checker@console.example');
    const total = async () => {
      const res = await t.app.inject({
        url: '/api/payouts/payout-requests?page=1&limit=5&status=APPROVAL_PENDING',
        headers: bearer(token),
      });
      return (res.json() as { data: { totalElements: number } }).data.totalElements;
    };
    const before = await total();
    expect(before).toBeGreaterThan(5);
    expect(await total()).toBe(before);
    await other.query(
      `update payouts set status = 'REJECTED'
       where id = (select id from payouts where status = 'APPROVAL_PENDING' order by id limit 1)`,
    );
    await expect.poll(total, { timeout: 1000, interval: 50 }).toBe(before - 1);
  });
});
