import type { Kysely, Selectable } from 'kysely';
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

/** Each group of a run: how many rows, their ₹ in our books and on the statement, how many still OPEN. */
export async function runGroups(db: Kysely<Database>, runId: number) {
  const rows = await db
    .selectFrom('payout_recon_items')
    .select((eb) => [
      'grp',
      eb.fn.countAll<number>().as('n'),
      eb.fn.sum<number>('books_amount').as('books'),
      eb.fn.sum<number>('bank_amount').as('bank'),
      eb.fn.sum<number>(eb.case().when('review_status', '=', 'OPEN').then(1).else(0).end()).as('open'),
    ])
    .where('run_id', '=', runId)
    .groupBy('grp')
    .execute();
  return RECON_GROUPS.map((group) => {
    const r = rows.find((x) => x.grp === group);
    return {
      group,
      count: Number(r?.n ?? 0),
      booksTotal: roundRupees(r?.books),
      bankTotal: roundRupees(r?.bank),
      open: Number(r?.open ?? 0),
    };
  });
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
 * Marks a row reviewed: ONE conditional update from OPEN, so two reviewers cannot both mark it. 'done', or why
 * not: 'gone' (no such row), 'matched' (nothing to review), 'reviewed' (someone already did).
 */
export async function reviewItem(
  db: Kysely<Database>,
  r: { id: number; remarks: string; by: string; at: number },
): Promise<'done' | 'gone' | 'matched' | 'reviewed'> {
  const result = await db
    .updateTable('payout_recon_items')
    .set({ review_status: 'REVIEWED', review_remarks: r.remarks, reviewed_by: r.by, reviewed_at: r.at })
    .where('id', '=', r.id)
    .where('review_status', '=', 'OPEN')
    .executeTakeFirst();
  if (Number(result.numUpdatedRows) === 1) return 'done';
  const row = await findItem(db, r.id);
  if (!row) return 'gone';
  return row.review_status === null ? 'matched' : 'reviewed';
}
