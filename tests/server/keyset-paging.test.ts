/**
 * Keyset paging (issue 39 item 4): paging through a list while rows are inserted ahead of the page, moved out of the
 * list's filter and updated shows every row that stayed in the list exactly once when each page is asked for after
 * the previous page's cursor (X-Next-Cursor → `after`); the same walk by page numbers alone shows a row twice or
 * never, so the test can fail. Paging by number with the first page's snapshot key (X-Snapshot → `snapshot`) shows
 * every row once while rows are only added. Runs on SQLite, and on PostgreSQL under scripts/with-postgres.sh.
 */
import type { Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NEXT_CURSOR_HEADER, SNAPSHOT_HEADER } from '../../contract/keyset.js';
import type { Database } from '../../server/db/database.js';
import { CURSOR_MALFORMED, CURSOR_MISMATCH, decodeCursor, encodeCursor } from '../../server/db/keyset.js';
import { OPENAPI_PATH } from '../../server/plugins/openapi.js';
import { writeAudit } from '../../server/repositories/audit.js';
import { decidePayout } from '../../server/repositories/payouts.js';
import { bearer, createTestApp, type TestApp } from './helpers/test-app.js';

let t: TestApp;
let token: string;
const db = (): Kysely<Database> => t.database.handle.db;

beforeAll(async () => {
  t = await createTestApp();
  token = await t.tokenFor('admin@console.example');
}, 60_000);
afterAll(() => t.close());

type Id = string | number;
interface Page {
  ids: Id[];
  next: string | null;
  snapshot: string | null;
}

/** How a page is asked for beyond its number: after a cursor, or under a snapshot key. */
interface Window {
  after?: string;
  snapshot?: string;
}

async function get(url: string) {
  const res = await t.app.inject({ url, headers: bearer(token) });
  expect(res.statusCode, res.body).toBe(200);
  const header = (name: string) => {
    const value = res.headers[name.toLowerCase()];
    return typeof value === 'string' ? value : null;
  };
  return {
    body: res.json(),
    next: header(NEXT_CURSOR_HEADER),
    snapshot: header(SNAPSHOT_HEADER),
    headers: res.headers,
  };
}

const withAfter = (url: string, after?: string) => (after ? `${url}&after=${encodeURIComponent(after)}` : url);
const withWindow = (url: string, w: Window) => withAfter(w.snapshot ? `${url}&snapshot=${w.snapshot}` : url, w.after);

/** A Spring list's page `n` at `url(n)`, in a window: the ids `idOf` reads from its content, its cursor and snapshot. */
const contentPage =
  <R>(url: (n: number) => string, idOf: (row: R) => Id) =>
  async (n: number, w: Window): Promise<Page> => {
    const { body, next, snapshot } = await get(withWindow(url(n), w));
    return { ids: (body.data.content as R[]).map(idOf), next, snapshot };
  };

interface ListUnderTest {
  limit: number;
  /** Page `n` (1-based), by its number, after a cursor or under a snapshot key. */
  page(n: number, w: Window): Promise<Page>;
  /** The list's ids as they are now, in its order, straight from the database. */
  all(): Promise<Id[]>;
  /** Changes made after page `n` (key): each answers the ids it moved out of the list. */
  changes: Record<number, (seen: Id[]) => Promise<Id[]>>;
}

/**
 * Walks the list page by page (with cursors, page numbers alone, or page numbers under the first page's snapshot
 * key), running its changes between pages.
 */
async function walk(list: ListUnderTest, mode: 'keyset' | 'offset' | 'snapshot') {
  const before = await list.all();
  expect(before.length).toBeGreaterThan(list.limit * 3);
  const seen: Id[] = [];
  const left = new Set<Id>();
  let next: string | undefined;
  let snapshot: string | undefined;
  for (let n = 1; n < 200; n++) {
    const page = await list.page(n, mode === 'keyset' ? { after: next } : mode === 'snapshot' ? { snapshot } : {});
    if (n === 1) snapshot = page.snapshot ?? undefined;
    else if (mode === 'snapshot') expect(page.snapshot).toBe(snapshot);
    seen.push(...page.ids);
    if (page.ids.length < list.limit) break;
    if (mode === 'keyset') expect(page.next).not.toBeNull();
    next = page.next ?? undefined;
    for (const id of (await list.changes[n]?.(seen)) ?? []) left.add(id);
  }
  const after = new Set(await list.all());
  const throughout = before.filter((id) => after.has(id) && !left.has(id));
  const times = new Map<Id, number>();
  for (const id of seen) times.set(id, (times.get(id) ?? 0) + 1);
  return {
    missing: throughout.filter((id) => !times.has(id)),
    twice: [...times].filter(([, n]) => n > 1).map(([id]) => id),
  };
}

/** Both walks: keyset shows each row once; page numbers alone, under the same kind of changes, do not. */
async function expectKeysetHolds(list: ListUnderTest) {
  const offset = await walk(list, 'offset');
  expect(offset.missing.length + offset.twice.length, 'page numbers alone should have slipped').toBeGreaterThan(0);
  const keyset = await walk(list, 'keyset');
  expect(keyset).toEqual({ missing: [], twice: [] });
}

/** While rows are only added: page numbers alone slip, page numbers under the snapshot key show each row once. */
async function expectSnapshotHolds(list: ListUnderTest) {
  const offset = await walk(list, 'offset');
  expect(offset.twice.length, 'page numbers alone should have shown a row twice').toBeGreaterThan(0);
  const snapshot = await walk(list, 'snapshot');
  expect(snapshot).toEqual({ missing: [], twice: [] });
}

let nextId = 900_000;
/** A copy of one row of `table` with `changes` and a fresh id (the seed numbers its rows itself). */
async function copyRow(table: keyof Database, id: number, changes: Record<string, unknown>): Promise<number> {
  const row = (await db()
    .selectFrom(table)
    .selectAll()
    .where('id' as never, '=', id as never)
    .executeTakeFirstOrThrow()) as Record<string, unknown>;
  const fresh = ++nextId;
  await db()
    .insertInto(table)
    .values({ ...row, ...changes, id: fresh } as never)
    .execute();
  return fresh;
}

const maxOf = async (table: keyof Database, column: string): Promise<number> => {
  const r = (await db()
    .selectFrom(table)
    .select((eb) => eb.fn.max(column as never).as('m'))
    .executeTakeFirstOrThrow()) as { m: unknown };
  return Number(r.m);
};

/**
 * The `key`s of `table`'s rows matching `where`, newest first (by `time`, then id) as the lists order them.
 */
async function newestFirst(
  table: keyof Database,
  where: Record<string, unknown> = {},
  key = 'id',
  time = 'created_at',
): Promise<Id[]> {
  let query = db()
    .selectFrom(table)
    .select(key as never);
  for (const [column, value] of Object.entries(where)) query = query.where(column as never, '=', value as never);
  const rows = (await query
    .orderBy(time as never, 'desc')
    .orderBy('id' as never, 'desc')
    .execute()) as Record<string, Id>[];
  return rows.map((r) => r[key]!);
}

/** A change: a copy of the row `template()` names, newer than every row of `table` by `time`, with `fresh` columns. */
const arrives =
  (
    table: keyof Database,
    template: () => Promise<number>,
    fresh: () => Record<string, unknown> = () => ({}),
    time = 'created_at',
  ) =>
  async (): Promise<Id[]> => {
    await copyRow(table, await template(), { [time]: (await maxOf(table, time)) + 1, ...fresh() });
    return [];
  };

/** A change: the row of `table` whose `key` is `id` gets `set`, which takes it out of the list; answers its id. */
async function moveOut(table: keyof Database, key: string, id: Id, set: Record<string, unknown>): Promise<Id[]> {
  await db()
    .updateTable(table)
    .set(set as never)
    .where(key as never, '=', id as never)
    .execute();
  return [id];
}

/** The id of the first row of `table` matching `where`. */
async function firstId(table: keyof Database, where: Record<string, unknown>): Promise<number> {
  let query = db()
    .selectFrom(table)
    .select('id' as never);
  for (const [column, value] of Object.entries(where)) query = query.where(column as never, '=', value as never);
  return ((await query.executeTakeFirstOrThrow()) as { id: number }).id;
}

describe('paging a changing list by keyset shows every row once', () => {
  it('payouts waiting for approval, while payouts are raised, rejected and edited', async () => {
    const base = '/api/payouts/payout-requests?status=APPROVAL_PENDING&limit=20';
    const all = () => newestFirst('payouts', { status: 'APPROVAL_PENDING' });
    const raise = arrives('payouts', async () => (await all())[0] as number);
    const reject = async (id: Id) => {
      const p = await db()
        .selectFrom('payouts')
        .select(['consumer_id'])
        .where('id', '=', id as number)
        .executeTakeFirstOrThrow();
      const done = await decidePayout(db(), {
        id: id as number,
        consumerId: p.consumer_id,
        isApproved: false,
        remarks: 'keyset test',
        approverEmail: 'keyset-checker@console.example',
        approverStaffId: 987_654,
        at: Date.now(),
      });
      expect(done).toBe(true);
      return [id];
    };
    const list: ListUnderTest = {
      limit: 20,
      page: async (n, w) => {
        const { body, next, snapshot } = await get(withWindow(`${base}&page=${n}`, w));
        expect(body.data).toMatchObject({ page: n, limit: 20, totalElements: expect.any(Number) });
        return { ids: body.data.content.map((p: { id: number }) => p.id), next, snapshot };
      },
      all,
      changes: {
        1: raise,
        2: async (seen) => reject(seen[3]!),
        3: async (seen) => {
          await moveOut('payouts', 'id', seen[0]!, { agent_remarks: 'edited while paging' });
          return reject(seen[seen.length - 1]!);
        },
      },
    };
    await expectKeysetHolds(list);
    await expectSnapshotHolds({ ...list, changes: { 1: raise, 2: raise, 3: raise } });
  });

  it('dispute cases of a product, while cases are raised and moved to another product', async () => {
    const base = '/api/chargeback/chargeback/all/dispute/detail?sourceProduct=SWIPE&limit=4';
    const all = () => newestFirst('disputes', { source_product: 'SWIPE' });
    const raise = arrives(
      'disputes',
      async () => (await all())[0] as number,
      () => ({ status: 'Resolved' }),
    );
    const list: ListUnderTest = {
      limit: 4,
      page: async (n, w) => {
        const { body, next, snapshot } = await get(withWindow(`${base}&page=${n}`, w));
        return { ids: body.Response.map((d: { id: number }) => d.id), next, snapshot };
      },
      all,
      changes: { 1: raise, 2: async (seen) => moveOut('disputes', 'id', seen[1]!, { source_product: 'QR' }), 3: raise },
    };
    await expectKeysetHolds(list);
    await expectSnapshotHolds({ ...list, changes: { 1: raise, 2: raise, 3: raise } });
  });

  it('a consumer statement, while transactions arrive and one is moved away', async () => {
    const consumerId = 1001;
    const base = `/api/lending/account-statement?consumerId=${consumerId}&page_size=3`;
    const all = () => newestFirst('consumer_account_txns', { consumer_id: consumerId }, 'txn_id', 'txn_time');
    const arrive = arrives(
      'consumer_account_txns',
      () => firstId('consumer_account_txns', { consumer_id: consumerId }),
      () => ({ txn_id: `KEYSET${++nextId}` }),
      'txn_time',
    );
    const list: ListUnderTest = {
      limit: 3,
      page: contentPage(
        (n) => `${base}&page_num=${n - 1}`,
        (r: { txnId: string }) => r.txnId,
      ),
      all,
      changes: {
        1: arrive,
        2: (seen) => moveOut('consumer_account_txns', 'txn_id', seen[0]!, { consumer_id: 2_000_000 }),
        3: arrive,
      },
    };
    await expectKeysetHolds(list);
    await expectSnapshotHolds({ ...list, changes: { 1: arrive, 2: arrive, 3: arrive } });
  });

  it("a merchant's transactions, while payments arrive and one is refused", async () => {
    const merchantId = '1000022';
    const base = `/api/merchant-support/merchants/${merchantId}/transactions?status=SUCCESS&size=3`;
    const successful = { merchant_id: merchantId, status: 'SUCCESS' };
    const all = () => newestFirst('merchant_transactions', successful, 'txn_id');
    const arrive = arrives(
      'merchant_transactions',
      () => firstId('merchant_transactions', successful),
      () => ({ txn_id: `KS${++nextId}` }),
    );
    const list: ListUnderTest = {
      limit: 3,
      page: contentPage(
        (n) => `${base}&page=${n - 1}`,
        (r: { txnId: string }) => r.txnId,
      ),
      all,
      changes: {
        1: arrive,
        2: (seen) => moveOut('merchant_transactions', 'txn_id', seen[1]!, { status: 'FAILED' }),
      },
    };
    await expectKeysetHolds(list);
    await expectSnapshotHolds({ ...list, changes: { 1: arrive, 2: arrive, 3: arrive } });
  });

  it('pending approvals, while requests are raised and decided', async () => {
    const template = await firstId('approval_requests', { kind: 'CASHBACK' });
    const newest = async () => (await maxOf('approval_requests', 'created_at')) + 1;
    for (let i = 0; i < 12; i++)
      await copyRow('approval_requests', template, { status: 'PENDING', created_at: (await newest()) - 50_000 });
    const base = '/api/crm/maker/checker/requests?status=PENDING&size=3';
    const all = () => newestFirst('approval_requests', { status: 'PENDING' });
    const raise = arrives(
      'approval_requests',
      async () => template,
      () => ({ status: 'PENDING' }),
    );
    const list: ListUnderTest = {
      limit: 3,
      page: contentPage(
        (n) => `${base}&page=${n - 1}`,
        (r: { id: number }) => r.id,
      ),
      all,
      changes: {
        1: raise,
        2: (seen) => moveOut('approval_requests', 'id', seen[0]!, { status: 'REJECTED' }),
      },
    };
    await expectKeysetHolds(list);
    await expectSnapshotHolds({ ...list, changes: { 1: raise, 2: raise, 3: raise } });
  });

  describe('the audit trail sorted by who (empty for the system, the smallest)', () => {
    beforeAll(async () => {
      const at = Date.UTC(2026, 10, 1);
      for (let i = 0; i < 30; i++)
        await writeAudit(db(), {
          actor: i % 3 === 0 ? null : { staffId: 1, email: `actor${String(i % 7).padStart(2, '0')}@console.example` },
          action: 'keyset.test',
          entity: 'keyset',
          entityId: i,
          at: at + i,
        });
    });
    const newRow = (email: string | null) =>
      writeAudit(db(), {
        actor: email === null ? null : { staffId: 1, email },
        action: 'keyset.test',
        entity: 'keyset',
        entityId: 'new',
      }).then(() => []);
    const list = (order: 'ASC' | 'DESC', ahead: string | null): ListUnderTest => {
      const sort = encodeURIComponent(JSON.stringify(['actorEmail', order]));
      const filter = encodeURIComponent(JSON.stringify({ entity: 'keyset' }));
      return {
        limit: 4,
        page: async (n, w) => {
          const range = encodeURIComponent(JSON.stringify([(n - 1) * 4, n * 4 - 1]));
          const { body, next, snapshot, headers } = await get(
            withWindow(`/api/admin/audit?sort=${sort}&filter=${filter}&range=${range}`, w),
          );
          expect(headers['content-range']).toMatch(new RegExp(`^audit ${(n - 1) * 4}-`));
          expect(String(headers['access-control-expose-headers'])).toContain(NEXT_CURSOR_HEADER);
          expect(String(headers['access-control-expose-headers'])).toContain(SNAPSHOT_HEADER);
          return { ids: (body as { id: number }[]).map((r) => r.id), next, snapshot };
        },
        all: async () => {
          const rows = await db()
            .selectFrom('audit_log')
            .select(['id', 'actor_email'])
            .where('entity', '=', 'keyset')
            .execute();
          const rank = (r: { actor_email: string | null }) => r.actor_email ?? '';
          const sorted = rows.sort((a, b) => rank(a).localeCompare(rank(b)) || a.id - b.id);
          return (order === 'ASC' ? sorted : sorted.reverse()).map((r) => r.id);
        },
        changes: { 3: () => newRow(ahead), 5: () => newRow(ahead) },
      };
    };
    it('going up: empty first, a new system row lands ahead', () => expectKeysetHolds(list('ASC', null)));
    it('going down: empty last, a new actor at the top', () => expectKeysetHolds(list('DESC', 'zz@console.example')));
    it('by number under the snapshot key, while new rows land ahead', () =>
      expectSnapshotHolds(list('DESC', 'zz@console.example')));
  });
});

describe('the cursor', () => {
  const payouts = '/api/payouts/payout-requests?status=REJECTED&limit=5';
  const refused = async (url: string) => {
    const res = await t.app.inject({ url, headers: bearer(token) });
    expect(res.statusCode, res.body).toBe(400);
    return res.json() as { message: string };
  };

  it('is opaque base64url of the sort, the order and the last row, and the first page carries one', async () => {
    const { body, next } = await get(payouts);
    const last = body.data.content.at(-1) as { id: number; createdAt: number };
    const cursor = decodeCursor(next!);
    expect(cursor).toMatchObject({ list: 'payouts', sort: 'createdAt', order: 'desc', id: last.id });
    expect(Math.floor(Number(cursor.value) / 1000)).toBe(last.createdAt);
  });

  it('an empty page carries none, and an empty `after` is no cursor', async () => {
    const res = await get('/api/payouts/payout-requests?status=NOPE&limit=5&after=');
    expect(res.body.data.content).toEqual([]);
    expect(res.next).toBeNull();
  });

  it('gives the same page as the page number when nothing changed', async () => {
    const first = await get(`${payouts}&sort=amount&order=asc`);
    const byNumber = await get(`${payouts}&sort=amount&order=asc&page=2`);
    const byCursor = await get(withAfter(`${payouts}&sort=amount&order=asc&page=2`, first.next!));
    expect(byCursor.body.data).toEqual(byNumber.body.data);
  });

  it('refuses a malformed cursor with 400, never a 500', async () => {
    for (const bad of ['%%%', 'bm90IGpzb24', encodeCursor({} as never).slice(0, 10), 'x'.repeat(3000)]) {
      const body = await refused(withAfter(payouts, bad));
      expect(body.message).toContain(CURSOR_MALFORMED);
    }
    const tampered = Buffer.from(JSON.stringify({ l: 'payouts', s: 'createdAt', d: 'desc', v: 1, i: 2 ** 40 }));
    expect((await refused(withAfter(payouts, tampered.toString('base64url')))).message).toContain(CURSOR_MALFORMED);
  });

  it('refuses a cursor of another list, sort, order or value type with 400', async () => {
    const { next } = await get(payouts);
    const c = decodeCursor(next!);
    const asc = `${payouts}&order=asc`;
    expect((await refused(withAfter(asc, next!))).message).toBe(CURSOR_MISMATCH);
    expect((await refused(withAfter(`${payouts}&sort=amount`, next!))).message).toBe(CURSOR_MISMATCH);
    expect((await refused(withAfter(payouts, encodeCursor({ ...c, value: 'text' })))).message).toBe(CURSOR_MISMATCH);
    expect((await refused(withAfter(payouts, encodeCursor({ ...c, value: null })))).message).toBe(CURSOR_MISMATCH);
    const disputes = '/api/chargeback/chargeback/all/dispute/detail?sourceProduct=SWIPE&limit=4';
    expect((await refused(withAfter(disputes, next!))).message).toBe(CURSOR_MISMATCH);
    const audit = `/api/admin/audit?after=${next!}`;
    expect((await refused(audit)).message).toBe(CURSOR_MISMATCH);
  });
});

describe('lists paged only by number hold under the snapshot key while rows are added', () => {
  it('investment transactions, newest first', async () => {
    const all = () => newestFirst('investment_transactions');
    const raise = arrives(
      'investment_transactions',
      async () => (await all())[0] as number,
      () => ({ reference: `KS${nextId + 1}` }),
    );
    await expectSnapshotHolds({
      limit: 3,
      page: contentPage(
        (n) => `/api/investment/investment/transactions?limit=3&page=${n}`,
        (r: { id: number }) => r.id,
      ),
      all,
      changes: { 1: raise, 2: raise, 3: raise },
    });
  });
});

describe("a merchant's and a consumer's own lists, by number under the snapshot key", () => {
  /** The entity of `table` with the most rows (at least 3), and its newest row's id. */
  async function busiest(table: keyof Database, column: string) {
    const row = (await db()
      .selectFrom(table)
      .select([column as never, (eb) => eb.fn.countAll<number>().as('n'), (eb) => eb.fn.max('id' as never).as('top')])
      .groupBy(column as never)
      .orderBy('n', 'desc')
      .executeTakeFirstOrThrow()) as Record<string, unknown>;
    expect(Number(row.n), `${table} needs 3 rows of one ${column}`).toBeGreaterThanOrEqual(3);
    return { entity: String(row[column]), newest: Number(row.top) };
  }

  const cases: {
    name: string;
    table: keyof Database;
    column: string;
    time: string;
    /** Columns a copy must change to be a row of its own (unique references). */
    fresh?: (n: number) => Record<string, unknown>;
    url: (entity: string, page: number) => string;
    ids: (body: never) => Id[];
  }[] = [
    {
      name: "a merchant's settlements",
      table: 'merchant_settlements',
      column: 'merchant_id',
      time: 'created_at',
      fresh: (n) => ({ settlement_ref: `KS-SET-${n}` }),
      url: (m, p) => `/api/merchant-support/merchants/${m}/settlements?page=${p}&size=1`,
      ids: (b: { data: { content: { id: Id }[] } }) => b.data.content.map((r) => r.id),
    },
    {
      name: "a consumer's bills",
      table: 'consumer_bills',
      column: 'consumer_id',
      time: 'bill_date',
      url: (c, p) => `/api/postpe/bills?consumerId=${c}&page=${p}&size=1`,
      ids: (b: { data: { content: { id: Id }[] } }) => b.data.content.map((r) => r.id),
    },
    {
      name: "a consumer's bank transfers",
      table: 'consumer_bank_transfers',
      column: 'consumer_id',
      time: 'created_at',
      url: (c, p) => `/api/lending/bank-transfers?consumerId=${c}&page=${p + 1}&limit=1`,
      ids: (b: { data: { content: { id: Id }[] } }) => b.data.content.map((r) => r.id),
    },
  ];

  it.each(cases)('$name: a row added after page 1 shifts page 2 by number alone, not under the key', async (c) => {
    const { entity, newest } = await busiest(c.table, c.column);
    const second = await get(c.url(entity, 1));
    const key = second.snapshot!;
    expect(key).toMatch(/^\d+$/);
    await copyRow(c.table, newest, { [c.time]: (await maxOf(c.table, c.time)) + 1, ...c.fresh?.(nextId + 1) });
    const shifted = await get(c.url(entity, 1));
    expect(c.ids(shifted.body as never), 'page numbers alone should have slipped').not.toEqual(
      c.ids(second.body as never),
    );
    const held = await get(`${c.url(entity, 1)}&snapshot=${key}`);
    expect(c.ids(held.body as never)).toEqual(c.ids(second.body as never));
    expect(held.snapshot).toBe(key);
  });
});

describe('the snapshot key', () => {
  it('is the newest id the list held: rows added since are left out of a page asked for with it, and counted out', async () => {
    const url = '/api/payouts/payout-requests?status=REJECTED&limit=5';
    const first = await get(url);
    const snapshot = first.snapshot!;
    expect(snapshot).toMatch(/^\d+$/);
    const [newest] = first.body.data.content as { id: number }[];
    const added = await copyRow('payouts', newest!.id, { created_at: (await maxOf('payouts', 'created_at')) + 1 });
    const now = await get(url);
    expect(now.body.data.content[0].id).toBe(added);
    expect(Number(now.snapshot)).toBeGreaterThanOrEqual(added);
    const under = await get(`${url}&snapshot=${snapshot}`);
    expect(under.snapshot).toBe(snapshot);
    expect(under.body.data).toEqual(first.body.data);
  });

  it('refuses a snapshot that is not a row id with 400 naming it; an empty one is none', async () => {
    for (const bad of ['abc', '-1', '1.5', '99999999999']) {
      const res = await t.app.inject({ url: `/api/payouts/payout-requests?snapshot=${bad}`, headers: bearer(token) });
      expect(res.statusCode, bad).toBe(400);
      expect(res.body).toContain('snapshot');
    }
    expect((await get('/api/payouts/payout-requests?snapshot=')).snapshot).toMatch(/^\d+$/);
  });
});

it('OpenAPI lists `after` and `snapshot` on each keyset-paged list', async () => {
  const res = await t.app.inject({ url: OPENAPI_PATH });
  const paths = (res.json() as { paths: Record<string, { get?: { parameters?: { name: string; in: string }[] } }> })
    .paths;
  for (const path of [
    '/api/payouts/payout-requests',
    '/api/chargeback/chargeback/all/dispute/detail',
    '/api/admin/audit',
    '/api/lending/account-statement',
    '/api/merchant-support/merchants/{merchantId}/transactions',
    '/api/merchant-support/payments-tesseract/transactions/big-query',
    '/api/merchant-support/payments-tesseract/rejected/big-query',
    '/api/crm/maker/checker/requests',
    '/api/crm/maker/checker/cashback',
  ]) {
    const params = paths[path]?.get?.parameters ?? [];
    for (const name of ['after', 'snapshot'])
      expect(
        params.some((p) => p.name === name && p.in === 'query'),
        `${path} ${name}`,
      ).toBe(true);
  }
});
