import { sql, type Kysely, type SelectQueryBuilder } from 'kysely';
import {
  TIMELINE_KINDS,
  type TimelineCursor,
  type TimelineKind,
  type TimelineRow,
} from '../../contract/consumer-more/timeline.js';
import type { Database } from '../db/database.js';

type Row = Omit<TimelineRow, 'kind'> & { kind: string; rank: number };
/** The order of kinds at the same instant: a number, so both dialects sort it alike (collations differ on text). */
const rankOf = (kind: TimelineKind) => TIMELINE_KINDS.indexOf(kind);
type Branch = SelectQueryBuilder<Database, keyof Database, Row>;

const text = (v: string) => sql<string>`${sql.lit(v)}`;
const rank = (kind: TimelineKind) => sql<number>`${sql.lit(rankOf(kind))}`.as('rank');
const noText = sql<string | null>`cast(null as varchar(60))`;
const noAmount = sql<number | null>`cast(null as numeric)`;

/**
 * Each kind's rows of one consumer as (kind, at, id, ref, label, amount, status), newest first and after the cursor:
 * within one kind the cursor is a plain range on (at, id), so each branch is an indexed range scan.
 */
function branch(db: Kysely<Database>, kind: TimelineKind, consumerId: number): Branch {
  switch (kind) {
    case 'TRANSACTION':
      return db
        .selectFrom('consumer_account_txns')
        .where('consumer_id', '=', consumerId)
        .select([
          text(kind).as('kind'),
          rank(kind),
          'txn_time as at',
          'id',
          'txn_id as ref',
          'txn_type as label',
          'amount',
          'status',
        ]) as unknown as Branch;
    case 'UPI':
      return recordBranch(db, kind, 'UPI_TXN', consumerId);
    case 'CASHBACK':
      return recordBranch(db, kind, 'CASHBACK_LEDGER', consumerId);
    case 'BILL':
      return db
        .selectFrom('consumer_bills')
        .where('consumer_id', '=', consumerId)
        .select([
          text(kind).as('kind'),
          rank(kind),
          'bill_date as at',
          'id',
          sql<string>`cast(id as varchar(20))`.as('ref'),
          noText.as('label'),
          'due_amount as amount',
          'bill_status as status',
        ]) as unknown as Branch;
    case 'BILL_PAYMENT':
      return db
        .selectFrom('consumer_bill_payments')
        .where('consumer_id', '=', consumerId)
        .select([
          text(kind).as('kind'),
          rank(kind),
          'payment_date as at',
          'id',
          'source_ref_id as ref',
          'biller_category as label',
          'payment_amount as amount',
          'status',
        ]) as unknown as Branch;
    case 'EMI':
      return db
        .selectFrom('consumer_emis')
        .where('consumer_id', '=', consumerId)
        .select([
          text(kind).as('kind'),
          rank(kind),
          'date_of_loan_disbursed as at',
          'id',
          sql<string>`cast(id as varchar(20))`.as('ref'),
          noText.as('label'),
          'disbursed_amount as amount',
          'loan_status as status',
        ]) as unknown as Branch;
    case 'REPAYMENT':
      return db
        .selectFrom('consumer_repayments')
        .where('consumer_id', '=', consumerId)
        .select([
          text(kind).as('kind'),
          rank(kind),
          'txn_time as at',
          'id',
          'txn_id as ref',
          noText.as('label'),
          'amount',
          'status',
        ]) as unknown as Branch;
    case 'CRM_AUDIT':
      return db
        .selectFrom('consumer_events')
        .where('consumer_id', '=', consumerId)
        .where('kind', '=', 'CRM_AUDIT')
        .select([
          text(kind).as('kind'),
          rank(kind),
          'created_at as at',
          'id',
          sql<string>`cast(id as varchar(20))`.as('ref'),
          noText.as('label'),
          noAmount.as('amount'),
          noText.as('status'),
        ]) as unknown as Branch;
  }
}

function recordBranch(db: Kysely<Database>, kind: TimelineKind, recordKind: string, consumerId: number): Branch {
  return db
    .selectFrom('consumer_records')
    .where('consumer_id', '=', consumerId)
    .where('kind', '=', recordKind)
    .select([
      text(kind).as('kind'),
      rank(kind),
      'at',
      'id',
      'record_id as ref',
      'sub_type as label',
      'amount',
      'status',
    ]) as unknown as Branch;
}

/** The time column of each kind's table, for the cursor range. */
const TIME_COLUMN: Record<TimelineKind, string> = {
  TRANSACTION: 'txn_time',
  UPI: 'at',
  CASHBACK: 'at',
  BILL: 'bill_date',
  BILL_PAYMENT: 'payment_date',
  EMI: 'date_of_loan_disbursed',
  REPAYMENT: 'txn_time',
  CRM_AUDIT: 'created_at',
};

/** Rows of `kind` strictly after the cursor in (at desc, rank desc, id desc) order. */
function afterCursor(q: Branch, kind: TimelineKind, c: TimelineCursor | null): Branch {
  if (!c) return q;
  const at = sql.ref(TIME_COLUMN[kind]);
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
      .orderBy(sql.ref(TIME_COLUMN[kind]), 'desc')
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
