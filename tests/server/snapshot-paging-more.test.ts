/**
 * The snapshot key (issue 39 item 4; contract/keyset.ts) on the number-paged lists of the investment, consumer,
 * offers, alerts and admin areas: each list names its key in X-Snapshot, and page 2 asked for with that key back in
 * `snapshot` is the page it was before a row was added ahead of it, while page 2 by its number alone shifts (so the
 * check can fail; tests/server/helpers/snapshot-case.ts). The mutual funds list runs oldest first, so an added row
 * lands after every page and what it shifts is the total: that check reads the total with the page's ids. The OpenAPI
 * document lists `snapshot` on each of these lists. On the seeded data; runs on SQLite, and on PostgreSQL under
 * scripts/with-postgres.sh.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EXTRAS_CONSUMERS as C } from '../../server/db/seed/consumer-extras.js';
import { OPENAPI_PATH } from '../../server/plugins/openapi.js';
import { copyRow, expectSnapshotKept, maxOf, type Id, type SnapshotCase } from './helpers/snapshot-case.js';
import { createTestApp, type TestApp } from './helpers/test-app.js';

let t: TestApp;
let token: string;

beforeAll(async () => {
  t = await createTestApp();
  token = await t.tokenFor('admin@console.example');
}, 60_000);
afterAll(() => t.close());

/** The ids of a `{ data: { content } }` answer (the investment, postpe and lending envelopes). */
const contentIds = (body: never): Id[] => (body as { data: { content: { id: Id }[] } }).data.content.map((r) => r.id);
/** The ids of a simple-rest answer (a bare array). */
const arrayIds = (body: never): Id[] => (body as { id: Id }[]).map((r) => r.id);

/** The id of one row of `table` matching `where` (column → value). */
async function oneId(table: 'consumer_records' | 'consumer_bill_payments', where: Record<string, unknown>) {
  let q = t.database.handle.db.selectFrom(table).select('id');
  for (const [column, value] of Object.entries(where)) q = q.where(column as never, '=', value as never);
  const row = await q.orderBy('id').executeTakeFirstOrThrow();
  return Number(row.id);
}

let unique = 0;
/** A text no seeded row holds, for a copied row's unique columns. */
const fresh = (prefix: string) => `${prefix}${Date.now() % 100_000}${++unique}`;

/** A copy of a consumer record of a kind (and sub type), newer than every record. */
async function newerRecord(kind: string, subType?: string) {
  const id = await oneId('consumer_records', { consumer_id: C.full, kind, ...(subType ? { sub_type: subType } : {}) });
  const at = (await maxOf(t, 'consumer_records', 'at')) + 1;
  return copyRow(t, 'consumer_records', id, { at, record_id: fresh('SNAP') });
}

const cases: (SnapshotCase & { path: string })[] = [
  {
    name: 'investment accounts',
    path: '/api/investment/investment/accounts',
    url: () => '/api/investment/investment/accounts?page=2&limit=1',
    ids: contentIds,
    // Newest first by id: any copy sorts first.
    add: () => copyRow(t, 'investment_accounts', 1, { account_no: fresh('SNAP') }),
  },
  {
    name: 'mutual funds',
    path: '/api/investment/investment/mutual-funds',
    url: () => '/api/investment/investment/mutual-funds?page=2&limit=1',
    // Oldest first by id: an added row lands after every page; the total is what moves.
    ids: (body: never) => {
      const data = (body as { data: { content: { id: Id }[]; totalElements: number } }).data;
      return [...data.content.map((r) => r.id), `total ${data.totalElements}`];
    },
    add: async () => {
      const mf = await t.database.handle.db
        .selectFrom('investment_holdings')
        .select('id')
        .where('kind', '=', 'MUTUAL_FUND')
        .orderBy('id')
        .executeTakeFirstOrThrow();
      return copyRow(t, 'investment_holdings', mf.id);
    },
  },
  {
    name: 'UPI transactions',
    path: '/api/lending/upi/transactions',
    url: () => `/api/lending/upi/transactions?consumerId=${C.full}&page=1&size=1`,
    ids: contentIds,
    add: () => newerRecord('UPI_TXN'),
  },
  {
    name: 'UPI mandates',
    path: '/api/lending/upi/mandates',
    url: () => `/api/lending/upi/mandates?consumerId=${C.full}&page=1&size=1`,
    ids: contentIds,
    add: () => newerRecord('UPI_MANDATE'),
  },
  {
    name: 'UPI complaints',
    path: '/api/lending/upi/complaints',
    url: () => `/api/lending/upi/complaints?consumerId=${C.full}&page=1&size=1`,
    ids: contentIds,
    add: () => newerRecord('UPI_COMPLAINT'),
  },
  {
    name: 'reward transactions',
    path: '/api/lending/rewards/transactions',
    url: () => `/api/lending/rewards/transactions?consumerId=${C.full}&page_no=2&page_size=1`,
    ids: contentIds,
    add: () => newerRecord('REWARD_TXN'),
  },
  {
    name: 'previous loans',
    path: '/api/lending/loans/previous',
    url: () =>
      `/api/lending/loans/previous?consumerId=${C.full}&loanIdentifier=CONSUMER_DURABLE_LOAN&pageNum=2&pageSize=1`,
    ids: contentIds,
    add: () => newerRecord('LOAN', 'CONSUMER_DURABLE_LOAN:PREVIOUS'),
  },
  {
    name: 'current loans',
    path: '/api/lending/loans/current',
    // The seed holds one current loan of the kind: an older second one first, so page 2 holds a row.
    url: async () => {
      const sub = 'CONSUMER_DURABLE_LOAN:CURRENT';
      const id = await oneId('consumer_records', { consumer_id: C.full, kind: 'LOAN', sub_type: sub });
      await copyRow(t, 'consumer_records', id, { at: 1, record_id: fresh('SNAP') });
      return `/api/lending/loans/current?consumerId=${C.full}&loanIdentifier=CONSUMER_DURABLE_LOAN&pageNum=2&pageSize=1`;
    },
    ids: contentIds,
    add: () => newerRecord('LOAN', 'CONSUMER_DURABLE_LOAN:CURRENT'),
  },
  {
    name: 'Chillfest',
    path: '/api/postpe/chillfest',
    url: () => `/api/postpe/chillfest?consumerId=${C.full}&pageNum=1&pageSize=1`,
    ids: contentIds,
    add: () => newerRecord('CHILLFEST'),
  },
  {
    name: 'bill payments',
    path: '/api/postpe/bill-payments',
    url: () => `/api/postpe/bill-payments?consumerId=${C.full}&kind=CREDIT_CARD&pageNum=1&pageSize=1`,
    ids: contentIds,
    add: async () => {
      const id = await oneId('consumer_bill_payments', { consumer_id: C.full, kind: 'CREDIT_CARD' });
      const paymentDate = (await maxOf(t, 'consumer_bill_payments', 'payment_date')) + 1;
      return copyRow(t, 'consumer_bill_payments', id, { payment_date: paymentDate, source_ref_id: fresh('SNAP') });
    },
  },
  {
    name: 'alert logs',
    path: '/api/investment/accounts/alert-logs',
    url: () => '/api/investment/accounts/alert-logs?page=1&limit=1',
    ids: contentIds,
    add: async () => copyRow(t, 'alert_logs', 1, { created_at: (await maxOf(t, 'alert_logs', 'created_at')) + 1 }),
  },
  {
    name: 'offers',
    path: '/api/postpe/offers',
    url: () => '/api/postpe/offers?page=1&size=1',
    ids: contentIds,
    add: async () => copyRow(t, 'offers', 1, { created_at: (await maxOf(t, 'offers', 'created_at')) + 1 }),
  },
  {
    name: 'consumer offers',
    path: '/api/postpe/consumer-offers',
    url: () => '/api/postpe/consumer-offers?page=2&limit=1',
    ids: contentIds,
    add: async () => {
      const active = await t.database.handle.db
        .selectFrom('offers')
        .select('id')
        .where('status', '=', 'ACTIVE')
        .orderBy('id')
        .executeTakeFirstOrThrow();
      return copyRow(t, 'offers', active.id, { created_at: (await maxOf(t, 'offers', 'created_at')) + 1 });
    },
  },
  {
    name: 'admin users',
    path: '/api/admin/users',
    url: () => `/api/admin/users?sort=${encodeURIComponent('["name","ASC"]')}&range=${encodeURIComponent('[1,1]')}`,
    ids: arrayIds,
    // By name: a name of digits sorts before every seeded (lettered) name, on either database's collation.
    add: () => copyRow(t, 'staff', 1, { name: '0000 Snapshot', email: `${fresh('snap')}@console.example` }),
  },
  {
    name: 'admin roles',
    path: '/api/admin/roles',
    url: () => `/api/admin/roles?sort=${encodeURIComponent('["name","ASC"]')}&range=${encodeURIComponent('[1,1]')}`,
    ids: arrayIds,
    add: () => copyRow(t, 'roles', 1, { name: `0000 ${fresh('Snapshot')}` }),
  },
];

describe('the snapshot key on more number-paged lists', () => {
  for (const c of cases) it(c.name, () => expectSnapshotKept(t, token, c));
});

it('OpenAPI lists `snapshot` on each of these lists', async () => {
  const res = await t.app.inject({ url: OPENAPI_PATH });
  const paths = (res.json() as { paths: Record<string, { get?: { parameters?: { name: string; in: string }[] } }> })
    .paths;
  for (const { path } of cases) {
    const params = paths[path]?.get?.parameters ?? [];
    expect(
      params.some((p) => p.name === 'snapshot' && p.in === 'query'),
      path,
    ).toBe(true);
  }
});
