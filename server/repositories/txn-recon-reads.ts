/** Card-transaction reconciliation, the reading side: runs, their groups and rows, and the on-the-spot lookup. */
import type { Kysely, Selectable } from 'kysely';
import { istDayOf } from '../../contract/business-time.js';
import { runStateOf, type ReconGroup, type SettlementSource } from '../../contract/recon/rules.js';
import type { Database } from '../db/database.js';
import type { TxnReconItemTable, TxnReconRunTable } from '../db/tables/txn-recon.js';
import { groupSums } from './payout-recon-reads.js';

const toRupees = (paise: number | string | null | undefined) =>
  paise === null || paise === undefined ? null : Number(paise) / 100;

export const findRun = (db: Kysely<Database>, id: number) =>
  db.selectFrom('txn_recon_runs').selectAll().where('id', '=', id).executeTakeFirst();

export const findItem = (db: Kysely<Database>, id: number) =>
  db.selectFrom('txn_recon_items').selectAll().where('id', '=', id).executeTakeFirst();

/** Each group of a run: how many rows, their ₹ in our books and in the file, how many still OPEN. */
export async function runGroups(db: Kysely<Database>, runId: number) {
  const groups = await groupSums(db, 'txn_recon_items', runId, ['ours_paise', 'theirs_paise']);
  return groups.map(({ group, count, ours, theirs, open }) => ({
    group,
    count,
    oursTotal: toRupees(ours)!,
    theirsTotal: toRupees(theirs)!,
    open,
  }));
}

/** Rows to review and rows still open, for each of these runs. */
async function reviewCounts(db: Kysely<Database>, runIds: readonly number[]) {
  if (runIds.length === 0) return new Map<number, { toReview: number; open: number }>();
  const rows = await db
    .selectFrom('txn_recon_items')
    .select((eb) => [
      'run_id',
      eb.fn.sum<number>(eb.case().when('review_status', 'is not', null).then(1).else(0).end()).as('to_review'),
      eb.fn.sum<number>(eb.case().when('review_status', '=', 'OPEN').then(1).else(0).end()).as('open'),
    ])
    .where('run_id', 'in', runIds)
    .groupBy('run_id')
    .execute();
  return new Map(rows.map((r) => [r.run_id, { toReview: Number(r.to_review ?? 0), open: Number(r.open ?? 0) }]));
}

export function runDto(r: Selectable<TxnReconRunTable>, counts = { toReview: 0, open: 0 }) {
  return {
    id: r.id,
    source: r.source as SettlementSource,
    fileName: r.file_name,
    jobId: r.job_id,
    lines: r.lines,
    from: r.from_day,
    to: r.to_day,
    runBy: r.run_by,
    runAt: Number(r.run_at),
    state: runStateOf(counts.toReview, counts.open),
    open: counts.open,
  };
}

/** A run with its state and its four groups. */
export async function runDetail(db: Kysely<Database>, run: Selectable<TxnReconRunTable>) {
  const counts = (await reviewCounts(db, [run.id])).get(run.id);
  return { ...runDto(run, counts), groups: await runGroups(db, run.id) };
}

/** The runs, newest first, a Spring page (from 0). */
export async function listRuns(db: Kysely<Database>, page: number, size: number) {
  const [rows, total] = await Promise.all([
    db
      .selectFrom('txn_recon_runs')
      .selectAll()
      .orderBy('run_at', 'desc')
      .orderBy('id', 'desc')
      .limit(size)
      .offset(page * size)
      .execute(),
    db
      .selectFrom('txn_recon_runs')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow(),
  ]);
  const counts = await reviewCounts(
    db,
    rows.map((r) => r.id),
  );
  return { rows: rows.map((r) => runDto(r, counts.get(r.id))), total: Number(total.n) };
}

export function itemDto(i: Selectable<TxnReconItemTable>) {
  return {
    id: i.id,
    runId: i.run_id,
    group: i.grp as ReconGroup,
    reason: i.reason,
    ref: i.ref,
    line: i.line_no,
    txnId: i.txn_id,
    oursAmount: toRupees(i.ours_paise),
    oursStatus: i.ours_status,
    oursDay: i.ours_day,
    theirsAmount: toRupees(i.theirs_paise),
    theirsStatus: i.theirs_status,
    theirsDay: i.theirs_day,
    reviewStatus: i.review_status,
    reviewRemarks: i.review_remarks,
    reviewedBy: i.reviewed_by,
    reviewedAt: i.reviewed_at === null ? null : Number(i.reviewed_at),
  };
}

export interface ItemFilters {
  group?: ReconGroup;
  review?: 'OPEN' | 'REVIEWED';
  ref?: string;
}

function itemsWhere(db: Kysely<Database>, runId: number, f: ItemFilters) {
  let q = db.selectFrom('txn_recon_items').where('run_id', '=', runId);
  if (f.group) q = q.where('grp', '=', f.group);
  if (f.review) q = q.where('review_status', '=', f.review);
  if (f.ref) q = q.where('ref', 'like', `${f.ref.toUpperCase()}%`);
  return q;
}

/** A run's rows, filtered, in id order (the file's order, then ours only), a Spring page. */
export async function listItems(db: Kysely<Database>, runId: number, f: ItemFilters, page: number, size: number) {
  const base = itemsWhere(db, runId, f);
  const [rows, total] = await Promise.all([
    base
      .selectAll()
      .orderBy('id')
      .limit(size)
      .offset(page * size)
      .execute(),
    base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
  ]);
  return { rows: rows.map(itemDto), total: Number(total.n) };
}

/** Every row of a run, in id order (the CSV download). */
export async function allItems(db: Kysely<Database>, runId: number) {
  const rows = await db.selectFrom('txn_recon_items').selectAll().where('run_id', '=', runId).orderBy('id').execute();
  return rows.map(itemDto);
}

/**
 * One RRN/UTR traced: our merchant transaction, and the newest line that mentions it in an acquirer file and in a
 * bank statement (from the runs), each with its run; null where that source has none.
 */
export async function onSpot(db: Kysely<Database>, ref: string) {
  const key = ref.toUpperCase();
  const txn = await db
    .selectFrom('merchant_transactions')
    .select(['txn_id', 'merchant_id', 'rrn', 'amount', 'status', 'mode', 'created_at'])
    .where('rrn', '=', key)
    .executeTakeFirst();
  const lines = await db
    .selectFrom('txn_recon_items as i')
    .innerJoin('txn_recon_runs as r', 'r.id', 'i.run_id')
    .select([
      'i.id',
      'i.run_id',
      'i.grp',
      'i.reason',
      'i.theirs_paise',
      'i.theirs_status',
      'i.theirs_day',
      'i.review_status',
      'i.review_remarks',
      'i.reviewed_by',
      'r.source',
      'r.file_name',
      'r.run_at',
    ])
    .where('i.ref', '=', key)
    .where('i.line_no', 'is not', null)
    .orderBy('r.run_at', 'desc')
    .orderBy('i.id', 'desc')
    .execute();
  const fileLine = (source: SettlementSource) => {
    const l = lines.find((x) => x.source === source);
    return l
      ? {
          itemId: l.id,
          runId: l.run_id,
          fileName: l.file_name,
          runAt: Number(l.run_at),
          group: l.grp,
          reason: l.reason,
          amount: toRupees(l.theirs_paise)!,
          status: l.theirs_status!,
          day: l.theirs_day!,
          reviewStatus: l.review_status,
          reviewRemarks: l.review_remarks,
          reviewedBy: l.reviewed_by,
        }
      : null;
  };
  return {
    ref: key,
    ours: txn
      ? {
          txnId: txn.txn_id,
          merchantId: txn.merchant_id,
          amount: Math.round(Number(txn.amount) * 100) / 100,
          status: txn.status,
          mode: txn.mode,
          day: istDayOf(Number(txn.created_at)),
          at: Number(txn.created_at),
        }
      : null,
    acquirer: fileLine('ACQUIRER'),
    bank: fileLine('BANK'),
  };
}
