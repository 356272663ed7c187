import { sql, type Kysely, type RawBuilder, type SelectQueryBuilder } from 'kysely';
import {
  TIMELINE_KINDS,
  type TimelineCursor,
  type TimelineKind,
  type TimelineRow,
} from '../../contract/consumer/timeline.js';
import type { Database } from '../db/database.js';

type Row = Omit<TimelineRow, 'kind'> & { kind: string; rank: number };
/** The order of kinds at the same instant: a number, so both dialects sort it alike (collations differ on text). */
const rankOf = (kind: TimelineKind) => TIMELINE_KINDS.indexOf(kind);
type Branch = SelectQueryBuilder<Database, keyof Database, Row>;

const text = (v: string) => sql<string>`${sql.lit(v)}`;
const rank = (kind: TimelineKind) => sql<number>`${sql.lit(rankOf(kind))}`.as('rank');
const noText = sql<string | null>`cast(null as varchar(60))`;
const noAmount = sql<number | null>`cast(null as numeric)`;

/** Where each kind's rows live: its table, an optional `kind` filter there, and the column behind each field. */
interface Source {
  table:
    | 'consumer_account_txns'
    | 'consumer_records'
    | 'consumer_bills'
    | 'consumer_bill_payments'
    | 'consumer_emis'
    | 'consumer_repayments'
    | 'consumer_events';
  only?: string;
  at: string;
  /** null: the row id, as text. */
  ref: string | null;
  label: string | null;
  amount: string | null;
  status: string | null;
}

const record = (only: string): Source => ({
  table: 'consumer_records',
  only,
  at: 'at',
  ref: 'record_id',
  label: 'sub_type',
  amount: 'amount',
  status: 'status',
});

const SOURCES: Record<TimelineKind, Source> = {
  TRANSACTION: {
    table: 'consumer_account_txns',
    at: 'txn_time',
    ref: 'txn_id',
    label: 'txn_type',
    amount: 'amount',
    status: 'status',
  },
  UPI: record('UPI_TXN'),
  CASHBACK: record('CASHBACK_LEDGER'),
  BILL: {
    table: 'consumer_bills',
    at: 'bill_date',
    ref: null,
    label: null,
    amount: 'due_amount',
    status: 'bill_status',
  },
  BILL_PAYMENT: {
    table: 'consumer_bill_payments',
    at: 'payment_date',
    ref: 'source_ref_id',
    label: 'biller_category',
    amount: 'payment_amount',
    status: 'status',
  },
  EMI: {
    table: 'consumer_emis',
    at: 'date_of_loan_disbursed',
    ref: null,
    label: null,
    amount: 'disbursed_amount',
    status: 'loan_status',
  },
  REPAYMENT: {
    table: 'consumer_repayments',
    at: 'txn_time',
    ref: 'txn_id',
    label: null,
    amount: 'amount',
    status: 'status',
  },
  CRM_AUDIT: {
    table: 'consumer_events',
    only: 'CRM_AUDIT',
    at: 'created_at',
    ref: null,
    label: null,
    amount: null,
    status: null,
  },
};

const column = <T>(name: string | null, none: RawBuilder<T>) => (name === null ? none : sql<T>`${sql.ref(name)}`);

/**
 * Each kind's rows of one consumer as (kind, at, id, ref, label, amount, status), newest first and after the cursor:
 * within one kind the cursor is a plain range on (at, id), so each branch is an indexed range scan.
 */
function branch(db: Kysely<Database>, kind: TimelineKind, consumerId: number): Branch {
  const s = SOURCES[kind];
  const q = db
    .selectFrom(s.table)
    .where('consumer_id', '=', consumerId)
    .$if(s.only !== undefined, (qb) => qb.where(sql.ref('kind'), '=', s.only ?? ''))
    .select([
      text(kind).as('kind'),
      rank(kind),
      sql<number>`${sql.ref(s.at)}`.as('at'),
      'id',
      column(s.ref, sql<string>`cast(id as varchar(20))`).as('ref'),
      column(s.label, noText).as('label'),
      column(s.amount, noAmount).as('amount'),
      column(s.status, noText).as('status'),
    ]);
  return q as unknown as Branch;
}

/** Rows of `kind` strictly after the cursor in (at desc, rank desc, id desc) order. */
function afterCursor(q: Branch, kind: TimelineKind, c: TimelineCursor | null): Branch {
  if (!c) return q;
  const at = sql.ref(SOURCES[kind].at);
  if (rankOf(kind) < rankOf(c.kind)) return q.where(sql<boolean>`${at} <= ${c.at}`);
  if (rankOf(kind) > rankOf(c.kind)) return q.where(sql<boolean>`${at} < ${c.at}`);
  return q.where(sql<boolean>`(${at} < ${c.at} or (${at} = ${c.at} and id < ${c.id}))`);
}

/**
 * One page of the consumer's Timeline: the chosen kinds merged in the database (UNION ALL of one bounded range scan
 * per kind), newest first, keyset-paged. Returns `size` rows and whether more follow.
 */
export async function timelinePage(
  db: Kysely<Database>,
  consumerId: number,
  kinds: readonly TimelineKind[],
  size: number,
  cursor: TimelineCursor | null,
): Promise<{ rows: TimelineRow[]; hasMore: boolean }> {
  const parts = kinds.map((kind, i) => {
    const q = afterCursor(branch(db, kind, consumerId), kind, cursor)
      .orderBy(sql.ref(SOURCES[kind].at), 'desc')
      .orderBy('id', 'desc')
      .limit(size + 1);
    return db.selectFrom(q.as(`k${i}`)).selectAll();
  });
  const [first, ...rest] = parts;
  if (!first) return { rows: [], hasMore: false };
  const union = rest.reduce((acc, p) => acc.unionAll(p), first);
  const rows = await db
    .selectFrom(union.as('t'))
    .selectAll()
    .orderBy('at', 'desc')
    .orderBy('rank', 'desc')
    .orderBy('id', 'desc')
    .limit(size + 1)
    .execute();
  return {
    rows: rows.slice(0, size).map((r) => ({
      kind: r.kind as TimelineKind,
      at: Number(r.at),
      id: Number(r.id),
      ref: String(r.ref),
      label: r.label,
      amount: r.amount === null ? null : Number(r.amount),
      status: r.status,
    })),
    hasMore: rows.length > size,
  };
}
