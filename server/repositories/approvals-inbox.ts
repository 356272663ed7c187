import { PostgresAdapter, sql, type Kysely, type RawBuilder } from 'kysely';
import { INBOX_KIND_ORDER, INBOX_SOURCES, type InboxKind, type InboxSource } from '../../contract/approvals/inbox.js';
import type { ApprovalRequest, Database, Payout } from '../db/database.js';
import type { InboxPosition } from '../db/inbox-cursor.js';
import { registerNamedStatement } from '../db/named-statements.js';
import { PAYOUT_PENDING } from './payouts.js';

/**
 * The approvals inbox on the server (issue 40 item 5; contract/approvals/inbox.ts): every pending item of the kinds a
 * staff member sees, across the tables they are kept in, newest first (ties: kind, then id, both descending), in ONE
 * query: a UNION ALL of one (kind, id, maker_email, created_at) projection per kind, each read from an index in
 * (created_at, id) order under its status and kind (migration 0034; payouts: 0035), at most a page long, merged and
 * cut to the page; a maker filter is answered from the same indexes, which hold the maker's e-mail. The counts per kind are one grouped query. Only the page's rows are then read whole (inboxRowsOf).
 * The maker-checker requests and the config upload requests are both rows of approval_requests; payouts their own.
 */

/** Where a source's items are kept: the table, the status of a pending one, the maker's e-mail column, and the kind. */
interface Place {
  table: 'approval_requests' | 'payouts';
  pending: string;
  maker: 'maker_email' | 'agent_email';
  /** The table holds several kinds, in its `kind` column (otherwise only the source's one kind). */
  kindColumn: boolean;
  /** The partial index over its pending items that holds the maker's e-mail (migrations 0034 and 0035). */
  pendingIndex: string;
}

/** The settlement-config and P2PM upload requests are maker-checker requests too (repositories/config-requests.ts). */
const REQUESTS: Place = {
  table: 'approval_requests',
  pending: 'PENDING',
  maker: 'maker_email',
  kindColumn: true,
  pendingIndex: 'approval_requests_pending_idx',
};
const PLACES: Record<InboxSource, Place> = {
  'approval-requests': REQUESTS,
  'config-requests': REQUESTS,
  payouts: {
    table: 'payouts',
    pending: PAYOUT_PENDING,
    maker: 'agent_email',
    kindColumn: false,
    pendingIndex: 'payouts_pending_idx',
  },
};

const PLACE_OF = new Map<InboxKind, Place>(
  (Object.entries(INBOX_SOURCES) as [InboxSource, readonly InboxKind[]][]).flatMap(([source, kinds]) =>
    kinds.map((kind) => [kind, PLACES[source]] as const),
  ),
);

/** Pure: where a kind is kept. */
export function placeOf(kind: InboxKind): Place {
  const place = PLACE_OF.get(kind);
  if (!place) throw new Error(`contract/approvals/inbox.ts keeps ${kind} nowhere (INBOX_SOURCES)`);
  return place;
}

/** The inbox's filters (contract/approvals/inbox.ts InboxQuery). */
export interface InboxFilter {
  kind?: InboxKind;
  /** The maker's e-mail contains this, in any case (as text: `%` and `_` are themselves). */
  maker?: string;
  /** Raised at or after / at or before, epoch ms. */
  from?: number;
  to?: number;
}

/** One pending item of a page: enough to order, page and find it. */
export interface InboxRow {
  kind: InboxKind;
  id: number;
  makerEmail: string;
  /** Epoch ms. */
  createdAt: number;
}

/**
 * Pure: kinds compared as both databases compare them in the inbox's order: byte by byte (the kinds are ASCII, so
 * JavaScript's comparison of UTF-16 units is that order).
 */
export const compareKinds = (a: InboxKind, b: InboxKind): number => (a < b ? -1 : a > b ? 1 : 0);

const isPostgres = (db: Kysely<Database>) => db.getExecutor().adapter instanceof PostgresAdapter;

/** Text compared byte by byte: PostgreSQL's "C" whatever the database's collation (SQLite's BINARY is the default). */
const bytewise = (db: Kysely<Database>) => (isPostgres(db) ? sql` collate "C"` : sql``);

/** Pure: `text` as a LIKE pattern matching itself anywhere, lower-cased, its wildcards escaped with `\`. */
export const containsPattern = (text: string) => `%${text.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/**
 * The table to read a place's pending items from. Under a maker filter SQLite is told to read the partial index that
 * holds the maker's e-mail: without ANALYZE statistics its planner takes the (status, created_at, id) index and reads
 * every pending row to test the e-mail (100,000 payouts waiting: 140 ms a count, against 6 ms from the index).
 * PostgreSQL's planner finds that index itself.
 */
function source(db: Kysely<Database>, place: Place, f: InboxFilter): RawBuilder<unknown> {
  if (!f.maker || isPostgres(db)) return sql`${sql.table(place.table)}`;
  return sql`${sql.table(place.table)} indexed by ${sql.id(place.pendingIndex)}`;
}

/** The conditions on a table's pending items within the filters other than `kind` (the kind is the caller's). */
function pendingIn(place: Place, f: InboxFilter): RawBuilder<unknown>[] {
  // The status as a literal: the pending items' partial indexes (migration 0034) are used only so on SQLite.
  const where: RawBuilder<unknown>[] = [sql`status = ${sql.lit(place.pending)}`];
  if (f.maker) where.push(sql`lower(${sql.ref(place.maker)}) like ${containsPattern(f.maker)} escape ${'\\'}`);
  if (f.from !== undefined) where.push(sql`created_at >= ${f.from}`);
  if (f.to !== undefined) where.push(sql`created_at <= ${f.to}`);
  return where;
}

/**
 * The rows of a kind strictly after `p` in the inbox's order. The branch's kind is one value, compared with the
 * cursor's here (`c`: -1, 0 or 1, a parameter, so every cursor gives the same SQL); `created_at <= t` bounds the index
 * range, the rest only sorts out the rows at `t`.
 */
function afterPosition(kind: InboxKind, p: InboxPosition): RawBuilder<unknown> {
  const c = compareKinds(kind, p.kind);
  const t = p.createdAt;
  return sql`created_at <= ${t} and (created_at < ${t} or ${c} < 0 or (${c} = 0 and id < ${p.id}))`;
}

/**
 * Runs a query as a named prepared statement on PostgreSQL (db/named-statements.ts): the page's union of up to 16
 * branches costs more to plan than to run. Its SQL depends on the kinds and which filters are given, not their values.
 */
async function runHot<R>(db: Kysely<Database>, query: RawBuilder<R>): Promise<R[]> {
  const compiled = query.compile(db);
  registerNamedStatement(compiled.sql);
  return (await db.executeQuery(compiled)).rows;
}

const and = (conditions: RawBuilder<unknown>[]) => sql.join(conditions, sql` and `);

/**
 * One page of the pending items of `kinds` under the filters (`f.kind` among them): the rows after `after` when given,
 * else from `offset`. Each kind's branch reads at most offset + limit rows from its index; the merge keeps `limit`.
 */
export async function inboxPage(
  db: Kysely<Database>,
  kinds: readonly InboxKind[],
  f: InboxFilter,
  plan: { limit: number; offset: number; after?: InboxPosition },
): Promise<InboxRow[]> {
  const wanted = f.kind ? kinds.filter((k) => k === f.kind) : kinds;
  if (wanted.length === 0 || plan.limit === 0) return [];
  const offset = plan.after ? 0 : plan.offset;
  const branches = wanted.map((kind, i) => {
    const place = placeOf(kind);
    const where = pendingIn(place, f);
    if (place.kindColumn) where.push(sql`kind = ${kind}`);
    if (plan.after) where.push(afterPosition(kind, plan.after));
    return sql`select * from (
      select cast(${kind} as varchar(20)) as kind, id, ${sql.ref(place.maker)} as maker_email, created_at
      from ${source(db, place, f)} where ${and(where)}
      order by created_at desc, id desc limit ${offset + plan.limit}) as ${sql.id(`k${i}`)}`;
  });
  const rows = await runHot(
    db,
    sql<{ kind: InboxKind; id: number; maker_email: string; created_at: number | string }>`
      select kind, id, maker_email, created_at from (${sql.join(branches, sql` union all `)}) as inbox
      order by created_at desc, kind${bytewise(db)} desc, id desc
      limit ${plan.limit} offset ${offset}`,
  );
  return rows.map((r) => ({
    kind: r.kind,
    id: Number(r.id),
    makerEmail: r.maker_email,
    createdAt: Number(r.created_at),
  }));
}

/**
 * How many items of each of `kinds` are pending under the filters other than `kind`, in one grouped query; in the
 * order of `kinds`, each present (0 when none).
 */
export async function inboxCounts(
  db: Kysely<Database>,
  kinds: readonly InboxKind[],
  f: InboxFilter,
): Promise<{ kind: InboxKind; pending: number }[]> {
  return (await inboxWaiting(db, kinds, f)).map(({ kind, pending }) => ({ kind, pending }));
}

/** inboxCounts with each kind's oldest pending item's raising time (epoch ms; null when none), the same one query. */
export async function inboxWaiting(
  db: Kysely<Database>,
  kinds: readonly InboxKind[],
  f: InboxFilter,
): Promise<{ kind: InboxKind; pending: number; oldest: number | null }[]> {
  if (kinds.length === 0) return [];
  const byTable = new Map<Place, InboxKind[]>();
  for (const kind of kinds) byTable.set(placeOf(kind), [...(byTable.get(placeOf(kind)) ?? []), kind]);
  // One branch per table (a table without a kind column holds its one kind), grouped by kind where it has several.
  const branches = [...byTable].map(([place, group]) => {
    const where = pendingIn(place, f);
    if (!place.kindColumn)
      return sql`select cast(${group[0]} as varchar(20)) as kind, count(*) as n, min(created_at) as oldest
        from ${source(db, place, f)} where ${and(where)}`;
    return sql`select kind, count(*) as n, min(created_at) as oldest from ${source(db, place, f)}
      where ${and([...where, sql`kind in (${sql.join(group)})`])} group by kind`;
  });
  const rows = await runHot(
    db,
    sql<{ kind: string; n: number | string; oldest: number | string | null }>`${sql.join(branches, sql` union all `)}`,
  );
  const byKind = new Map(rows.map((r) => [r.kind, r]));
  return INBOX_KIND_ORDER.filter((k) => kinds.includes(k)).map((kind) => {
    const r = byKind.get(kind);
    return { kind, pending: Number(r?.n ?? 0), oldest: r?.oldest == null ? null : Number(r.oldest) };
  });
}

/** The whole rows behind a page: maker-checker (and config) requests and payouts, by id. */
export async function inboxRowsOf(
  db: Kysely<Database>,
  page: readonly InboxRow[],
): Promise<{ requests: Map<number, ApprovalRequest>; payouts: Map<number, Payout> }> {
  const ids = (table: Place['table']) => [
    ...new Set(page.filter((r) => placeOf(r.kind).table === table).map((r) => r.id)),
  ];
  const requestIds = ids('approval_requests');
  const payoutIds = ids('payouts');
  const [requests, payouts] = await Promise.all([
    requestIds.length
      ? db.selectFrom('approval_requests').selectAll().where('id', 'in', requestIds).execute()
      : Promise.resolve([]),
    payoutIds.length
      ? db.selectFrom('payouts').selectAll().where('id', 'in', payoutIds).execute()
      : Promise.resolve([]),
  ]);
  return { requests: new Map(requests.map((r) => [r.id, r])), payouts: new Map(payouts.map((p) => [p.id, p])) };
}
