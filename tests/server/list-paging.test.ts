/**
 * Deep pages (issue 18): the last pages of the audit trail and the dispute list, which the server reads backwards
 * from the end (server/db/paging.ts), hold exactly the rows an OFFSET query gives; the grow hooks behind the bench's
 * lists add their rows once.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { growToScale } from '../../server/db/seed/index.js';
import { bearer, createTestApp, type TestApp } from './helpers/test-app.js';
import { countRows } from './helpers/count-rows.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await growToScale(t.database.handle.db, 1, { only: ['disputes', 'audit'], now: Date.UTC(2026, 10, 1) });
}, 120_000);
afterAll(() => t.close());

describe('deep pages', () => {
  it('grows 10,000 disputes and 10,000 audit rows once', async () => {
    const db = t.database.handle.db;
    const count = async (table: 'disputes' | 'audit_log') => countRows(db, table);
    expect(await count('disputes')).toBe(10_000);
    expect(await count('audit_log')).toBeGreaterThanOrEqual(10_000);
    const again = await growToScale(db, 1, { only: ['disputes', 'audit'] });
    expect(again).toEqual({ disputes: 0, audit: 0 });
  });

  it('the audit trail: a page near the end is the one OFFSET gives', async () => {
    const db = t.database.handle.db;
    const token = await t.tokenFor('admin@console.example');
    const total = Number(
      (
        await db
          .selectFrom('audit_log')
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );
    for (const [from, size] of [
      [total - 10, 10],
      [total - 7, 10],
      [Math.floor(total * 0.75), 25],
    ] as const) {
      const range = encodeURIComponent(JSON.stringify([from, from + size - 1]));
      const sort = encodeURIComponent(JSON.stringify(['createdAt', 'ASC']));
      const res = await t.app.inject({ url: `/api/admin/audit?range=${range}&sort=${sort}`, headers: bearer(token) });
      expect(res.statusCode).toBe(200);
      const want = await db
        .selectFrom('audit_log')
        .select('id')
        .orderBy('created_at', 'asc')
        .orderBy('id', 'asc')
        .limit(size)
        .offset(from)
        .execute();
      expect(res.json().map((r: { id: number }) => r.id)).toEqual(want.map((r) => r.id));
      expect(res.headers['content-range']).toBe(`audit ${from}-${from + want.length - 1}/${total}`);
    }
  });

  it('the dispute list: the last page of a status is the one OFFSET gives', async () => {
    const db = t.database.handle.db;
    const token = await t.tokenFor('disputes@console.example');
    const all = await db
      .selectFrom('disputes')
      .select('id')
      .where('source_product', '=', 'QR')
      .where('status', '=', 'Resolved')
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc')
      .execute();
    const limit = 20;
    const last = Math.ceil(all.length / limit);
    const res = await t.app.inject({
      url: `/api/chargeback/chargeback/all/dispute/detail?sourceProduct=QR&status=Resolved&page=${last}&limit=${limit}`,
      headers: bearer(token),
    });
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body.totalCount).toBe(all.length);
    expect(body.Response.map((r: { id: number }) => r.id)).toEqual(all.slice((last - 1) * limit).map((r) => r.id));
  });
});
