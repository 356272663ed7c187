/**
 * GET /api/crm/approvals/inbox (issue 40 item 5; contract/approvals/inbox.ts): every pending decision the signed-in
 * staff member may see, across the maker-checker requests, the config upload requests and the payouts awaiting
 * approval, in one request per page. Checked against the database read here on its own (which kinds a member holds,
 * which items are pending, their order), with the seed's staff. Runs on SQLite, and on PostgreSQL under
 * scripts/with-postgres.sh.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  INBOX_KIND_ACCESS,
  INBOX_KIND_ORDER,
  INBOX_PATH,
  INBOX_SOURCES,
  type InboxEntryWire,
  InboxPageWire,
  type InboxKind,
} from '../../contract/approvals/inbox.js';
import { NEXT_CURSOR_HEADER } from '../../contract/keyset.js';
import { encodeInboxCursor } from '../../server/db/inbox-cursor.js';
import { CURSOR_MALFORMED, CURSOR_MISMATCH, encodeCursor } from '../../server/db/keyset.js';
import { OPENAPI_PATH } from '../../server/plugins/openapi.js';
import { decidePending, insertRequest } from '../../server/repositories/maker-checker.js';
import { decidePayout } from '../../server/repositories/payouts.js';
import { bearer, createTestApp, type TestApp } from './helpers/test-app.js';

const URL = `/api/crm${INBOX_PATH}`;
const REQUEST_TABLE_KINDS: readonly InboxKind[] = [
  ...INBOX_SOURCES['approval-requests'],
  ...INBOX_SOURCES['config-requests'],
];
const CONFIG_KINDS: readonly InboxKind[] = INBOX_SOURCES['config-requests'];
const email = (who: string) => `${who}@console.example`;

let t: TestApp;
const tokens = new Map<string, string>();
beforeAll(async () => {
  t = await createTestApp();
  // Config requests (none in the seed): a settlement-config and a P2PM one, raised by the maker.
  await raise('SETTLEMENT_CONFIG', 'maker', T0 - 5_000);
  await raise('P2PM_CONFIG', 'maker', T0 - 6_000);
}, 60_000);
afterAll(() => t.close());

const db = () => t.database.handle.db;
/** The seed's clock (helpers/test-app.ts): the items raised here are around it. */
const T0 = Date.UTC(2026, 10, 1);

async function token(who: string) {
  if (!tokens.has(who)) tokens.set(who, await t.tokenFor(email(who)));
  return tokens.get(who)!;
}
const staff = (who: string) =>
  db().selectFrom('staff').select(['id', 'email']).where('email', '=', email(who)).executeTakeFirstOrThrow();

type Query = Record<string, string | number | undefined>;
interface Answer {
  status: number;
  body: {
    message: string;
    errors?: Record<string, string>;
    data: InboxPageWire;
  };
  next: string | null;
}

async function inbox(who: string, query: Query = {}): Promise<Answer> {
  const params = new URLSearchParams(
    Object.entries(query).flatMap(([k, v]) => (v === undefined ? [] : [[k, String(v)]])),
  );
  const res = await t.app.inject({ url: `${URL}?${params}`, headers: bearer(await token(who)) });
  const next = res.headers[NEXT_CURSOR_HEADER.toLowerCase()];
  return { status: res.statusCode, body: res.json(), next: typeof next === 'string' ? next : null };
}

/** Every page, each after the previous page's cursor. */
async function walk(who: string, query: Query = {}, size = 50): Promise<InboxEntryWire[]> {
  const seen: InboxEntryWire[] = [];
  let after: string | undefined;
  for (let n = 0; n < 100; n++) {
    const page = await inbox(who, { ...query, size, after });
    expect(page.status, JSON.stringify(page.body)).toBe(200);
    seen.push(...page.body.data.content);
    if (page.body.data.content.length < size) return seen;
    after = page.next!;
  }
  throw new Error('the inbox never ended');
}

/** The kinds a staff member sees, from the keys their roles hold (the super-admin: every kind). */
async function kindsOf(who: string): Promise<InboxKind[]> {
  if (who === 'admin') return [...INBOX_KIND_ORDER];
  const rows = await db()
    .selectFrom('staff as s')
    .innerJoin('staff_roles as sr', 'sr.staff_id', 's.id')
    .innerJoin('role_permissions as rp', 'rp.role_id', 'sr.role_id')
    .select('rp.permission_name')
    .where('s.email', '=', email(who))
    .execute();
  const held = new Set(rows.map((r) => r.permission_name));
  return INBOX_KIND_ORDER.filter((k) => INBOX_KIND_ACCESS[k].some((key) => held.has(key)));
}

interface Item {
  key: string;
  kind: InboxKind;
  id: number;
  makerEmail: string;
  createdAt: number;
}

/** Byte order of the kinds (ASCII): the inbox's order on both databases. */
const byNewest = (a: Item, b: Item) =>
  b.createdAt - a.createdAt || (a.kind < b.kind ? 1 : a.kind > b.kind ? -1 : 0) || b.id - a.id;

/** What the inbox should hold, read straight from the tables: pending items of `kinds` within the filters, in order. */
async function expected(
  kinds: readonly InboxKind[],
  f: { kind?: InboxKind; maker?: string; from?: number; to?: number } = {},
) {
  const wanted = kinds.filter((k) => !f.kind || k === f.kind);
  const requestKinds = wanted.filter((k) => REQUEST_TABLE_KINDS.includes(k));
  const requests = requestKinds.length
    ? await db()
        .selectFrom('approval_requests')
        .select(['kind', 'id', 'maker_email', 'created_at'])
        .where('status', '=', 'PENDING')
        .where('kind', 'in', requestKinds)
        .execute()
    : [];
  const payouts = wanted.includes('PAYOUT')
    ? await db()
        .selectFrom('payouts')
        .select(['id', 'agent_email', 'created_at'])
        .where('status', '=', 'APPROVAL_PENDING')
        .execute()
    : [];
  const items: Item[] = [
    ...requests.map((r) => ({
      kind: r.kind as InboxKind,
      id: r.id,
      makerEmail: r.maker_email,
      createdAt: Number(r.created_at),
    })),
    ...payouts.map((p) => ({
      kind: 'PAYOUT' as const,
      id: p.id,
      makerEmail: p.agent_email,
      createdAt: Number(p.created_at),
    })),
  ]
    .map((i) => ({ ...i, key: `${i.kind}-${i.id}` }))
    .filter(
      (i) =>
        (!f.maker || i.makerEmail.toLowerCase().includes(f.maker.toLowerCase())) &&
        (f.from === undefined || i.createdAt >= f.from) &&
        (f.to === undefined || i.createdAt <= f.to),
    );
  return items.sort(byNewest);
}

/** The expected counts: every visible kind, in filter order, under the filters but `kind`. */
async function expectedCounts(kinds: readonly InboxKind[], f: { maker?: string; from?: number; to?: number } = {}) {
  const items = await expected(kinds, f);
  return kinds.map((kind) => ({ kind, pending: items.filter((i) => i.kind === kind).length }));
}

const keys = (entries: readonly { key: string }[]) => entries.map((e) => e.key);

/** A pending request of `kind` raised by `who` at `at` (config kinds with a dry run, as an upload leaves it). */
async function raise(kind: InboxKind, who: string, at: number): Promise<number> {
  const maker = await staff(who);
  const config = CONFIG_KINDS.includes(kind);
  const row = await insertRequest(db(), {
    kind,
    productType: null,
    targetId: null,
    targetVersion: null,
    proposed: config
      ? {
          fileName: `${kind.toLowerCase()}.csv`,
          sha256: `${kind}-${at}`,
          summary: { rows: 1, changed: 1, unchanged: 0, sample: [] },
          values: [],
        }
      : { note: `raised at ${at}` },
    previous: config ? { values: [] } : null,
    maker: { staffId: maker.id, email: maker.email },
    remarks: `Inbox test ${kind}`,
    at,
  });
  return row.id;
}

/** A payout awaiting approval raised by `who` at `at` (a copy of a seeded one). */
async function raisePayout(who: string, at: number): Promise<number> {
  const agent = await staff(who);
  const { id: _id, ...template } = await db().selectFrom('payouts').selectAll().orderBy('id').executeTakeFirstOrThrow();
  const { id } = await db()
    .insertInto('payouts')
    .values({
      ...template,
      status: 'APPROVAL_PENDING',
      approver_email: null,
      approver_remarks: null,
      agent_email: agent.email,
      agent_staff_id: agent.id,
      created_at: at,
      updated_at: at,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return id;
}

/** Decides (rejects) an item straight in the database, as its own endpoint's conditional update does. */
async function decide(item: { kind: InboxKind; id: number }) {
  const admin = await staff('admin');
  if (item.kind === 'PAYOUT') {
    const row = await db()
      .selectFrom('payouts')
      .select('consumer_id')
      .where('id', '=', item.id)
      .executeTakeFirstOrThrow();
    const done = await decidePayout(db(), {
      id: item.id,
      consumerId: row.consumer_id,
      isApproved: false,
      remarks: 'Inbox test',
      approverEmail: admin.email,
      approverStaffId: admin.id,
      at: Date.now(),
    });
    expect(done).toBe(true);
    return;
  }
  const done = await decidePending(db(), {
    id: item.id,
    kind: item.kind,
    isApproved: false,
    remarks: 'Inbox test',
    checker: { staffId: admin.id, email: admin.email },
    at: Date.now(),
  });
  expect(done).toBe(true);
}

describe('who sees what', () => {
  it('a checker sees every pending item of each kind they hold, each one theirs to decide', async () => {
    const kinds = await kindsOf('checker');
    expect(kinds).toEqual(expect.arrayContaining(['LIMIT', 'CASHBACK', 'SETTLEMENT_CONFIG', 'P2PM_CONFIG', 'PAYOUT']));
    const first = await inbox('checker');
    expect(first.status).toBe(200);
    expect(first.body.data.counts).toEqual(await expectedCounts(kinds));
    const entries = await walk('checker');
    const want = await expected(kinds);
    expect(keys(entries)).toEqual(keys(want));
    expect(first.body.data.totalElements).toBe(want.length);
    const shown = new Set(entries.map((e) => e.kind));
    expect([...shown]).toEqual(
      expect.arrayContaining(['LIMIT', 'CASHBACK', 'SETTLEMENT_CONFIG', 'P2PM_CONFIG', 'PAYOUT']),
    );
    for (const kind of shown) expect(kinds).toContain(kind);
    for (const e of entries) expect([e.key, e.canDecide, e.raisedByViewer]).toEqual([e.key, true, false]);
  });

  it('each item as its own endpoint answers it: requests, config requests, payouts', async () => {
    const entries = await walk('checker');
    const limit = entries.find((e) => e.kind === 'LIMIT')!;
    const one = await t.app.inject({
      url: `/api/crm/maker/checker/requests/${limit.id}`,
      headers: bearer(await token('checker')),
    });
    expect(limit.request).toEqual(one.json().data);
    expect(limit).toMatchObject({ makerEmail: limit.request!.makerEmail, createdAt: limit.request!.createdAt });

    const configs = (
      await t.app.inject({
        url: '/api/merchant-support/upload/config-requests',
        headers: bearer(await token('checker')),
      })
    ).json().data as { id: number }[];
    for (const kind of CONFIG_KINDS) {
      const entry = entries.find((e) => e.kind === kind)!;
      expect(entry.request).toEqual(configs.find((c) => c.id === entry.id));
      expect(entry.request).toMatchObject({ kind, proposed: { file: `${kind.toLowerCase()}.csv`, rows: 1 } });
    }

    const payout = entries.find((e) => e.kind === 'PAYOUT')!;
    const payouts = (
      await t.app.inject({
        url: '/api/payouts/payout-requests?status=APPROVAL_PENDING&limit=200',
        headers: bearer(await token('checker')),
      })
    ).json().data.content as { id: number }[];
    expect(payout.payout).toEqual(payouts.find((p) => p.id === payout.id));
    expect(payout.createdAt).toBe(
      Number(
        (await db().selectFrom('payouts').select('created_at').where('id', '=', payout.id).executeTakeFirstOrThrow())
          .created_at,
      ),
    );
  });

  it('a maker sees their own with raisedByViewer and no decision; without CAN_APPROVE_PAYOUT, no payouts', async () => {
    // Another member's limit request: the maker sees it (they raise limits) but does not decide it.
    const other = await raise('LIMIT', 'agent', T0 - 7_000);
    const kinds = await kindsOf('maker');
    expect(kinds).not.toContain('PAYOUT');
    const entries = await walk('maker');
    expect(keys(entries)).toEqual(keys(await expected(kinds)));
    expect(entries.filter((e) => e.makerEmail === email('maker')).length).toBeGreaterThan(4);
    for (const e of entries) {
      expect(e.kind).not.toBe('PAYOUT');
      expect(e.canDecide).toBe(false);
      expect(e.raisedByViewer).toBe(e.makerEmail === email('maker'));
      expect(e.request!.raisedByViewer).toBe(e.raisedByViewer);
    }
    expect(entries.find((e) => e.key === `LIMIT-${other}`)).toMatchObject({ raisedByViewer: false, canDecide: false });
    const { body } = await inbox('maker');
    expect(body.data.counts.map((c) => c.kind)).toEqual(kinds);
    const payouts = await inbox('maker', { kind: 'PAYOUT' });
    expect(payouts.status).toBe(200);
    expect(payouts.body.data).toMatchObject({ content: [], totalElements: 0, totalPages: 0 });
    // The checker may decide it: they approve limits and did not raise it.
    expect((await walk('checker')).find((e) => e.key === `LIMIT-${other}`)).toMatchObject({ canDecide: true });
    await decide({ kind: 'LIMIT', id: other });
  });

  it('a payout the checker raised is theirs: shown, not theirs to decide', async () => {
    const own = await raisePayout('checker', T0 + 1_000);
    const entry = (await walk('checker', { kind: 'PAYOUT' })).find((e) => e.key === `PAYOUT-${own}`);
    expect(entry).toMatchObject({ canDecide: false, raisedByViewer: true, makerEmail: email('checker') });
    await decide({ kind: 'PAYOUT', id: own });
  });

  it('someone holding none of the keys is refused (403); no token, 401', async () => {
    for (const who of ['ops', 'noaccess', 'support']) expect((await inbox(who)).status, who).toBe(403);
    expect((await t.app.inject({ url: URL })).statusCode).toBe(401);
  });
});

describe('filters and counts', () => {
  it('one kind; the counts stay per visible kind', async () => {
    const kinds = await kindsOf('checker');
    for (const kind of ['PAYOUT', 'CASHBACK', 'SETTLEMENT_CONFIG'] as const) {
      const { body } = await inbox('checker', { kind, size: 100 });
      const want = await expected(kinds, { kind });
      expect(keys(body.data.content)).toEqual(keys(want).slice(0, 100));
      expect(body.data.totalElements).toBe(want.length);
      expect(body.data.totalPages).toBe(Math.ceil(want.length / 100));
      expect(body.data.counts).toEqual(await expectedCounts(kinds));
    }
  });

  it("the maker's e-mail contains the text, in any case; the counts under it include kinds with none", async () => {
    const kinds = await kindsOf('checker');
    for (const maker of ['OPS@Console', 'Maker@', 'console.EXAMPLE']) {
      const entries = await walk('checker', { maker });
      const want = await expected(kinds, { maker });
      expect(keys(entries)).toEqual(keys(want));
      const { body } = await inbox('checker', { maker });
      expect(body.data.totalElements).toBe(want.length);
      expect(body.data.counts).toEqual(await expectedCounts(kinds, { maker }));
    }
    const ops = await inbox('checker', { maker: 'ops@' });
    expect(ops.body.data.content.every((e) => e.kind === 'PAYOUT' && e.makerEmail === email('ops'))).toBe(true);
    expect(ops.body.data.counts.find((c) => c.kind === 'LIMIT')).toEqual({ kind: 'LIMIT', pending: 0 });
    // The text is text: `%` and `_` match only themselves.
    for (const maker of ['%', '_', 'maker%console'])
      expect((await inbox('checker', { maker })).body.data.totalElements, maker).toBe(0);
  });

  it('raised at or after `from`, at or before `to` (epoch ms), with kind and maker too', async () => {
    const kinds = await kindsOf('checker');
    const all = await expected(kinds);
    const from = all[Math.floor(all.length * 0.7)]!.createdAt;
    const to = all[Math.floor(all.length * 0.2)]!.createdAt;
    for (const f of [{ from }, { to }, { from, to }, { from, to, kind: 'PAYOUT' as const, maker: 'MAKER' }]) {
      const entries = await walk('checker', f, 40);
      const want = await expected(kinds, f);
      expect(want.length).toBeGreaterThan(0);
      expect(keys(entries)).toEqual(keys(want));
      const { body } = await inbox('checker', f);
      expect(body.data.totalElements).toBe(want.length);
      expect(body.data.counts).toEqual(await expectedCounts(kinds, { ...f, kind: undefined } as never));
    }
    const exact = all.find((i) => i.kind !== 'PAYOUT')!;
    const { body } = await inbox('checker', { from: exact.createdAt, to: exact.createdAt });
    expect(keys(body.data.content)).toContain(exact.key);
  });

  it('refuses an unknown kind, a size over the largest page and a negative time with 400', async () => {
    for (const q of [{ kind: 'NOPE' }, { size: 101 }, { size: 0 }, { from: -1 }, { to: 'soon' }, { page: -1 }])
      expect((await inbox('checker', q)).status, JSON.stringify(q)).toBe(400);
    expect((await inbox('checker', { size: 100 })).status).toBe(200);
  });
});

describe('order and paging', () => {
  it('newest first across sources; ties by kind, then id, both descending', async () => {
    const at = T0 + 3_600_000;
    const made: Item[] = [];
    const add = async (kind: InboxKind, createdAt: number) => {
      const id = kind === 'PAYOUT' ? await raisePayout('ops', createdAt) : await raise(kind, 'maker', createdAt);
      made.push({ kind, id, key: `${kind}-${id}`, makerEmail: '', createdAt });
    };
    await add('LIMIT', at);
    await add('PAYOUT', at);
    await add('CASHBACK', at);
    await add('SETTLEMENT_CONFIG', at);
    await add('P2PM_CONFIG', at);
    await add('P2P_ADD_MONEY', at);
    await add('LIMIT', at);
    await add('BANK_CHANGE', at - 1);
    await add('PAYOUT', at + 1);
    const key = (kind: InboxKind, n = 0) => made.filter((m) => m.kind === kind)[n]!.key;
    const order = [
      key('PAYOUT', 1),
      key('SETTLEMENT_CONFIG'),
      key('PAYOUT'),
      key('P2P_ADD_MONEY'),
      key('P2PM_CONFIG'),
      key('LIMIT', 1),
      key('LIMIT'),
      key('CASHBACK'),
      key('BANK_CHANGE'),
    ];
    const window = { from: at - 1, to: at + 1 };
    expect(keys((await inbox('admin', window)).body.data.content)).toEqual(order);
    // Cut anywhere, by cursor or by number, the pages hold the same order.
    expect(keys(await walk('admin', window, 2))).toEqual(order);
    const byNumber = [];
    for (let page = 0; page < 5; page++)
      byNumber.push(...(await inbox('admin', { ...window, size: 2, page })).body.data.content);
    expect(keys(byNumber)).toEqual(order);
    // The whole inbox, as the tables say.
    expect(keys(await walk('admin', {}, 100))).toEqual(keys(await expected(INBOX_KIND_ORDER)));
    for (const m of made) await decide(m);
  });

  it('paging by cursor while items are raised and decided shows each item that stayed pending exactly once', async () => {
    const size = 15;
    /** One walk; after page n, `changes[n]` runs and answers the items it decided. */
    const run = async (mode: 'keyset' | 'number') => {
      const before = await expected(INBOX_KIND_ORDER);
      expect(before.length).toBeGreaterThan(size * 5);
      const seen: string[] = [];
      const decided = new Set<string>();
      let after: string | undefined;
      let clock = T0 + 7_200_000;
      /** The `n`th item shown so far (from the end when negative) that was pending when the walk began. */
      const shownBefore = (n: number) => {
        const old = seen.flatMap((k) => before.filter((i) => i.key === k));
        return old.at(n)!;
      };
      const changes: Record<number, () => Promise<Item[]>> = {
        // New items land ahead of the page (the newest) and among the pages not yet read.
        1: async () => {
          await raise('LIMIT', 'maker', ++clock);
          await raisePayout('ops', ++clock);
          await raise('SETTLEMENT_CONFIG', 'maker', before[size * 3]!.createdAt);
          return [];
        },
        // An item already shown and one not yet shown are decided.
        2: async () => {
          const shown = shownBefore(3);
          const ahead = before[size * 4 + 2]!;
          await decide(shown);
          await decide(ahead);
          return [shown, ahead];
        },
        3: async () => {
          await raisePayout('maker', ++clock);
          const shown = shownBefore(-1);
          await decide(shown);
          return [shown];
        },
      };
      for (let n = 1; n < 100; n++) {
        const page = await inbox('admin', mode === 'keyset' ? { size, after } : { size, page: n - 1 });
        expect(page.status).toBe(200);
        seen.push(...keys(page.body.data.content));
        if (page.body.data.content.length < size) break;
        expect(page.next).not.toBeNull();
        after = page.next!;
        for (const item of (await changes[n]?.()) ?? []) decided.add(item.key);
      }
      const now = new Set(keys(await expected(INBOX_KIND_ORDER)));
      const throughout = before.filter((i) => now.has(i.key) && !decided.has(i.key)).map((i) => i.key);
      const times = new Map<string, number>();
      for (const k of seen) times.set(k, (times.get(k) ?? 0) + 1);
      // Leave the inbox as it was for the next walk: what this one raised is decided.
      for (const item of await expected(INBOX_KIND_ORDER))
        if (!before.some((b) => b.key === item.key)) await decide(item);
      return {
        missing: throughout.filter((k) => !times.has(k)),
        twice: [...times].filter(([, n]) => n > 1).map(([k]) => k),
      };
    };
    const byNumber = await run('number');
    expect(byNumber.missing.length + byNumber.twice.length, 'page numbers alone should have slipped').toBeGreaterThan(
      0,
    );
    expect(await run('keyset')).toEqual({ missing: [], twice: [] });
  });

  it('the cursor names the last item; an empty page has none; an empty `after` is no cursor', async () => {
    const first = await inbox('checker', { size: 5 });
    const last = first.body.data.content.at(-1)!;
    expect(first.next).toBe(encodeInboxCursor({ createdAt: last.createdAt, kind: last.kind, id: last.id }));
    const again = await inbox('checker', { size: 5, after: '' });
    expect(keys(again.body.data.content)).toEqual(keys(first.body.data.content));
    const second = await inbox('checker', { size: 5, after: first.next!, page: 1 });
    expect(keys(second.body.data.content)).toEqual(
      keys((await inbox('checker', { size: 5, page: 1 })).body.data.content),
    );
    const none = await inbox('checker', { maker: 'nobody-at-all' });
    expect(none.body.data.content).toEqual([]);
    expect(none.next).toBeNull();
  });

  it('a malformed or foreign cursor in `after` is a 400 naming it, never a 500', async () => {
    const raw = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
    const good = { l: 'approvals-inbox', t: T0, k: 'LIMIT', i: 1 };
    for (const bad of [
      '%%%',
      'bm90IGpzb24',
      'x'.repeat(3000),
      raw([1, 2]),
      raw({ ...good, k: 'NOPE' }),
      raw({ ...good, t: -1 }),
      raw({ ...good, t: 1.5 }),
      raw({ ...good, i: 2 ** 40 }),
      raw({ ...good, extra: 1 }),
      raw({ ...good, l: 'payouts' }),
    ]) {
      const res = await inbox('checker', { after: bad });
      expect(res.status, bad).toBe(400);
      expect(res.body.errors?.after, bad).toBe(CURSOR_MALFORMED);
    }
    const payouts = encodeCursor({ list: 'payouts', sort: 'createdAt', order: 'desc', value: T0, id: 5 });
    const foreign = await inbox('checker', { after: payouts });
    expect(foreign.status).toBe(400);
    expect(foreign.body.errors?.after).toBe(CURSOR_MISMATCH);
    expect((await inbox('checker', { after: raw(good) })).status).toBe(200);
  });
});

describe('deciding', () => {
  it('a decided item leaves the inbox and its count', async () => {
    const limit = await db().selectFrom('transaction_limits').selectAll().orderBy('id').executeTakeFirstOrThrow();
    const raised = await t.app.inject({
      method: 'POST',
      url: '/api/crm/maker/checker/limit/request',
      payload: { limit_id: limit.id, max_count: Number(limit.max_count) + 3, remarks: 'Inbox test' },
      headers: bearer(await token('maker')),
    });
    expect(raised.statusCode).toBe(201);
    const id = raised.json().data.id as number;
    const count = async () => (await inbox('checker')).body.data.counts.find((c) => c.kind === 'LIMIT')!.pending;
    const before = await count();
    const mine = await inbox('checker', { kind: 'LIMIT' });
    expect(mine.body.data.content[0]).toMatchObject({ key: `LIMIT-${id}`, canDecide: true });
    const decided = await t.app.inject({
      method: 'POST',
      url: `/api/crm/maker/checker/limit/${id}/decision`,
      payload: { isApproved: false, remarks: 'Not now' },
      headers: bearer(await token('checker')),
    });
    expect(decided.statusCode).toBe(200);
    expect(keys(await walk('checker', { kind: 'LIMIT' }))).not.toContain(`LIMIT-${id}`);
    expect(await count()).toBe(before - 1);

    const payout = (await walk('checker', { kind: 'PAYOUT', maker: 'ops@' }))[0]!;
    const consumerId = (payout.payout as { consumerId: string }).consumerId;
    // The payouts' count is kept a few seconds (db/count-cache.ts): read just before the decision, it must still
    // answer the database's count at once after it.
    const payouts = async () => (await inbox('checker')).body.data.counts.find((c) => c.kind === 'PAYOUT')!.pending;
    await payouts();
    const paid = await t.app.inject({
      method: 'POST',
      url: '/api/payouts/payout-requests/decision',
      payload: { payoutRequestId: payout.id, consumerId, isApproved: false, remarks: 'Not eligible' },
      headers: bearer(await token('checker')),
    });
    expect(paid.statusCode).toBe(200);
    expect(keys(await walk('checker', { kind: 'PAYOUT' }))).not.toContain(payout.key);
    const pending = await db()
      .selectFrom('payouts')
      .select((e) => e.fn.countAll<number>().as('n'))
      .where('status', '=', 'APPROVAL_PENDING')
      .executeTakeFirstOrThrow();
    expect(await payouts()).toBe(Number(pending.n));
  });
});

it('OpenAPI documents the inbox: its query (with `after`, without `snapshot`) and its answer', async () => {
  const doc = (await t.app.inject({ url: OPENAPI_PATH })).json() as {
    paths: Record<
      string,
      {
        get?: {
          parameters?: { name: string; in: string }[];
          responses?: Record<string, unknown>;
          'x-permission'?: string;
        };
      }
    >;
  };
  const get = doc.paths[URL]?.get;
  expect(get).toBeDefined();
  const names = (get!.parameters ?? []).filter((p) => p.in === 'query').map((p) => p.name);
  expect(names).toEqual(expect.arrayContaining(['kind', 'maker', 'from', 'to', 'page', 'size', 'after']));
  expect(names).not.toContain('snapshot');
  expect(get!['x-permission']).toContain('CAN_APPROVE_PAYOUT');
  expect(JSON.stringify(get!.responses?.['200'])).toContain('counts');
});
