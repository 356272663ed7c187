import { sql, type Kysely, type Selectable } from 'kysely';
import { RECON_GROUPS, type ReconGroup } from '../../contract/payouts/index.js';
import type { Database } from '../db/database.js';
import { snapshotOf } from '../db/paging.js';
import type { PayoutReconItemTable, PayoutReconRunTable } from '../db/tables/payout-recon.js';
import { roundRupees } from '../../contract/money.js';

export function toRunDto(r: Selectable<PayoutReconRunTable>) {
  return {
    id: r.id,
    from: r.from_day,
    to: r.to_day,
    source: r.source,
    fileName: r.file_name,
    statementLines: r.statement_lines,
    runBy: r.run_by,
    runAt: Number(r.run_at),
  };
}

export function toItemDto(i: Selectable<PayoutReconItemTable>) {
  return {
    id: i.id,
    runId: i.run_id,
    group: i.grp,
    reason: i.reason,
    payoutId: i.payout_id,
    utr: i.utr,
    booksAmount: i.books_amount === null ? null : roundRupees(i.books_amount),
    booksStatus: i.books_status,
    booksTxnStatus: i.books_txn_status,
    bankAmount: i.bank_amount === null ? null : roundRupees(i.bank_amount),
    bankStatus: i.bank_status,
    valueDay: i.value_day,
    reviewStatus: i.review_status,
    reviewRemarks: i.review_remarks,
    reviewedBy: i.reviewed_by,
    reviewedAt: i.reviewed_at === null ? null : Number(i.reviewed_at),
  };
}

export const findRun = (db: Kysely<Database>, id: number) =>
  db.selectFrom('payout_recon_runs').selectAll().where('id', '=', id).executeTakeFirst();

export const findItem = (db: Kysely<Database>, id: number) =>
  db.selectFrom('payout_recon_items').selectAll().where('id', '=', id).executeTakeFirst();

/** The two reconciliations' row tables (payout, merchant transaction): both have run_id, grp and review_status. */
export type ReconItemTableName = 'payout_recon_items' | 'txn_recon_items';

/**
 * Each group of a run (shared by both reconciliations): how many rows, the sums of its two amount columns (ours,
 * theirs; raw database sums) and how many are still OPEN; every group, with zeros where it has no row.
 */
export async function groupSums(
  db: Kysely<Database>,
  table: ReconItemTableName,
  runId: number,
  [ours, theirs]: readonly [string, string],
) {
  // The two tables share the columns read here; Kysely is told one of them.
  const rows = await db
    .selectFrom(table as 'payout_recon_items')
    .select((eb) => [
      'grp',
      eb.fn.countAll<number>().as('n'),
      eb.fn.sum<number>(sql.ref(ours)).as('ours'),
      eb.fn.sum<number>(sql.ref(theirs)).as('theirs'),
      eb.fn.sum<number>(eb.case().when('review_status', '=', 'OPEN').then(1).else(0).end()).as('open'),
    ])
    .where('run_id', '=', runId)
    .groupBy('grp')
    .execute();
  return RECON_GROUPS.map((group) => {
    const r = rows.find((x) => x.grp === group);
    return { group, count: Number(r?.n ?? 0), ours: r?.ours ?? 0, theirs: r?.theirs ?? 0, open: Number(r?.open ?? 0) };
  });
}

/** Each group of a run: how many rows, their ₹ in our books and on the statement, how many still OPEN. */
export async function runGroups(db: Kysely<Database>, runId: number) {
  const groups = await groupSums(db, 'payout_recon_items', runId, ['books_amount', 'bank_amount']);
  return groups.map(({ group, count, ours, theirs, open }) => ({
    group,
    count,
    booksTotal: roundRupees(ours),
    bankTotal: roundRupees(theirs),
    open,
  }));
}

/**
 * The runs, newest first (index payout_recon_runs_at_idx), under a snapshot key (db/paging.ts snapshotOf; the one
 * sent back, else the largest run id now): runs made since are left out of the page and its total.
 */
export async function listRuns(db: Kysely<Database>, page: number, limit: number, given?: number) {
  const snapshot = await snapshotOf(db, 'payout_recon_runs', given);
  const base = db.selectFrom('payout_recon_runs').where('id', '<=', snapshot);
  const [rows, total] = await Promise.all([
    base
      .selectAll()
      .orderBy('run_at', 'desc')
      .orderBy('id', 'desc')
      .limit(limit)
      .offset((page - 1) * limit)
      .execute(),
    base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(total.n), snapshot };
}

/**
 * One group of a run, a page at a time in id order (index payout_recon_items_run_grp_idx). No snapshot key: a run's
 * items are all written with the run, and in id order a row added later could only come after every page read.
 */
export async function listItems(db: Kysely<Database>, runId: number, group: ReconGroup, page: number, limit: number) {
  const base = db.selectFrom('payout_recon_items').where('run_id', '=', runId).where('grp', '=', group);
  const [rows, total] = await Promise.all([
    base
      .selectAll()
      .orderBy('id')
      .limit(limit)
      .offset((page - 1) * limit)
      .execute(),
    base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(total.n) };
}

/**
 * Marks a row reviewed (either reconciliation's): ONE conditional update from OPEN, so two reviewers cannot both mark
 * it. 'done', or why not: 'gone' (no such row), 'matched' (nothing to review), 'reviewed' (someone already did).
 */
export async function reviewRow(
  db: Kysely<Database>,
  table: ReconItemTableName,
  r: { id: number; remarks: string; by: string; at: number },
): Promise<'done' | 'gone' | 'matched' | 'reviewed'> {
  const result = await db
    .updateTable(table as 'payout_recon_items')
    .set({ review_status: 'REVIEWED', review_remarks: r.remarks, reviewed_by: r.by, reviewed_at: r.at })
    .where('id', '=', r.id)
    .where('review_status', '=', 'OPEN')
    .executeTakeFirst();
  if (Number(result.numUpdatedRows) === 1) return 'done';
  const row = await db
    .selectFrom(table as 'payout_recon_items')
    .select('review_status')
    .where('id', '=', r.id)
    .executeTakeFirst();
  if (!row) return 'gone';
  return row.review_status === null ? 'matched' : 'reviewed';
}

/** Marks a payout reconciliation row reviewed (reviewRow). */
export const reviewItem = (db: Kysely<Database>, r: { id: number; remarks: string; by: string; at: number }) =>
  reviewRow(db, 'payout_recon_items', r);
