/**
 * Card-transaction reconciliation, the writing side (issue 45): our books' transactions a settlement file names, a
 * run recorded once per file (its SHA-256 decides) and its rows written; the reads are in txn-recon-reads.ts.
 */
import type { Kysely } from 'kysely';
import { DAY_MS, istDayOf, istDayStart } from '../../contract/business-time.js';
import { reconcileTxns, type BookTxn, type SettlementRow, type SettlementSource } from '../../contract/recon/rules.js';
import type { Database } from '../db/database.js';
import { yieldToLoop } from '../db/yield-loop.js';
import { chunks } from './payout-recon.js';

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
