import type { Kysely, Selectable } from 'kysely';
import { DAY_MS, istDayOf, istDayStart } from '../../contract/business-time.js';
import {
  reconcileTxns,
  runStateOf,
  type BookTxn,
  type ReconGroup,
  type SettlementRow,
  type SettlementSource,
} from '../../contract/recon/rules.js';
import type { Database } from '../db/database.js';
import type { TxnReconItemTable, TxnReconRunTable } from '../db/tables/txn-recon.js';
import { yieldToLoop } from '../db/yield-loop.js';
import { chunks } from './payout-recon.js';
import { groupSums } from './payout-recon-reads.js';

const toRupees = (paise: number | string | null | undefined) =>
  paise === null || paise === undefined ? null : Number(paise) / 100;

const toBook = (t: { txn_id: string; rrn: string | null; amount: number; status: string; created_at: number }) => ({
  txnId: t.txn_id,
  rrn: (t.rrn ?? '').toUpperCase(),
  paise: Math.round(Number(t.amount) * 100),
  status: t.status,
  day: istDayOf(Number(t.created_at)),
});
const TXN_COLUMNS = ['txn_id', 'rrn', 'amount', 'status', 'created_at'] as const;

/** Our merchant transactions these references name, by reference (index merchant_transactions_rrn_idx). */
export async function txnsByRef(db: Kysely<Database>, refs: readonly string[]): Promise<Map<string, BookTxn>> {
  const found = new Map<string, BookTxn>();
  for (const part of chunks([...new Set(refs)])) {
    await yieldToLoop();
    const rows = await db.selectFrom('merchant_transactions').select(TXN_COLUMNS).where('rrn', 'in', part).execute();
    for (const r of rows) found.set((r.rrn ?? '').toUpperCase(), toBook(r));
  }
  return found;
}

/** Our successful transactions of these IST days: each should be in a settlement file of those days. */
export async function expectedTxns(db: Kysely<Database>, from: string, to: string): Promise<BookTxn[]> {
  const rows = await db
    .selectFrom('merchant_transactions')
    .select(TXN_COLUMNS)
    .where('status', '=', 'SUCCESS')
    .where('rrn', 'is not', null)
    .where('created_at', '>=', istDayStart(from))
    .where('created_at', '<', istDayStart(to) + DAY_MS)
    .orderBy('id')
    .execute();
  return rows.map(toBook);
}

export const findRunBySha = (db: Kysely<Database>, sha256: string) =>
  db.selectFrom('txn_recon_runs').select(['id']).where('sha256', '=', sha256).executeTakeFirst();

export const findRun = (db: Kysely<Database>, id: number) =>
  db.selectFrom('txn_recon_runs').selectAll().where('id', '=', id).executeTakeFirst();

export const findItem = (db: Kysely<Database>, id: number) =>
  db.selectFrom('txn_recon_items').selectAll().where('id', '=', id).executeTakeFirst();

/**
 * Reconciles a checked file's lines (run `runId`) against our books and writes every row; the row count. The file's
 * days are its lines' earliest to latest day.
 */
export async function reconcileFile(
  db: Kysely<Database>,
  runId: number,
  lines: readonly (SettlementRow & { line: number })[],
  days: { from: string; to: string },
): Promise<number> {
  const byRef = await txnsByRef(
    db,
    lines.map((l) => l.ref),
  );
  const rows = reconcileTxns(lines, byRef, await expectedTxns(db, days.from, days.to));
  for (const part of chunks(rows, 200)) {
    await yieldToLoop();
    await db
      .insertInto('txn_recon_items')
      .values(
        part.map(({ grp, reason, txn, line }) => ({
          run_id: runId,
          grp,
          reason,
          ref: line?.ref ?? txn!.rrn,
          line_no: line?.line ?? null,
          txn_id: txn?.txnId ?? null,
          ours_paise: txn?.paise ?? null,
          ours_status: txn?.status ?? null,
          ours_day: txn?.day ?? null,
          theirs_paise: line?.paise ?? null,
          theirs_status: line?.status ?? null,
          theirs_day: line?.day ?? null,
          review_status: grp === 'MATCHED' ? null : 'OPEN',
        })),
      )
      .execute();
  }
  return rows.length;
}

export async function insertRun(
  db: Kysely<Database>,
  run: {
    source: SettlementSource;
    fileName: string;
    sha256: string;
    jobId: number | null;
    lines: number;
    from: string;
    to: string;
    by: string;
    at: number;
  },
): Promise<number | null> {
  const row = await db
    .insertInto('txn_recon_runs')
    .values({
      source: run.source,
      file_name: run.fileName,
      sha256: run.sha256,
      job_id: run.jobId,
      lines: run.lines,
      from_day: run.from,
      to_day: run.to,
      run_by: run.by,
      run_at: run.at,
    })
    // A file already reconciled (or being reconciled by a racing upload, whose commit this waits for) inserts nothing.
    .onConflict((oc) => oc.column('sha256').doNothing())
    .returning('id')
    .executeTakeFirst();
  return row?.id ?? null;
}

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
