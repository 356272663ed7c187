import type { Kysely } from 'kysely';
import type { BankStatus } from '../../contract/payouts/index.js';
import type { Database } from '../db/database.js';
import { yieldToLoop } from '../db/yield-loop.js';
import {
  discrepancyKey,
  RECON_WRITE_CHUNK,
  type BankLine,
  type BookPayout,
  type ReconItem,
  type ReconPlan,
} from './payout-recon-match.js';

/** Payouts sent to the bank: what a day's statement should account for. */
export const SENT_STATUSES = ['APPROVED', 'SUCCESS', 'FAILED'] as const;
const CHUNK = 500;
/**
 * Rows per insert: Kysely's building and compiling of a 500-row insert plus SQLite running it took 20–40 ms of the
 * event loop; 200 rows keep each turn near 10 ms (the loop turns between chunks, db/yield-loop.ts).
 */
const WRITE_CHUNK = RECON_WRITE_CHUNK;

export function chunks<T>(items: readonly T[], size = CHUNK): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += size) out.push(items.slice(i, i + size));
  return out;
}

const toBook = (p: { id: number; transaction_id: string; amount: number; status: string; txn_status: string }) => ({
  id: p.id,
  utr: p.transaction_id,
  amount: Number(p.amount),
  status: p.status,
  txnStatus: p.txn_status,
});
const BOOK_COLUMNS = ['id', 'transaction_id', 'amount', 'status', 'txn_status'] as const;

/** The payouts sent to the bank that were created in [start, end) (index payouts_status_created_idx). */
export async function sentPayoutsBetween(db: Kysely<Database>, start: number, end: number): Promise<BookPayout[]> {
  const rows = await db
    .selectFrom('payouts')
    .select(BOOK_COLUMNS)
    .where('status', 'in', SENT_STATUSES)
    .where('created_at', '>=', start)
    .where('created_at', '<', end)
    .orderBy('id')
    .execute();
  return rows.map(toBook);
}

/** The payouts these UTRs name, by UTR (index payouts_transaction_idx). */
export async function payoutsByUtr(db: Kysely<Database>, utrs: readonly string[]): Promise<Map<string, BookPayout>> {
  const found = new Map<string, BookPayout>();
  for (const part of chunks([...new Set(utrs)])) {
    await yieldToLoop();
    const rows = await db.selectFrom('payouts').select(BOOK_COLUMNS).where('transaction_id', 'in', part).execute();
    for (const r of rows) found.set(r.transaction_id, toBook(r));
  }
  return found;
}

/** The statement lines the server holds for these days (index payout_bank_lines_day_idx). */
export async function heldLines(db: Kysely<Database>, from: string, to: string): Promise<BankLine[]> {
  const rows = await db
    .selectFrom('payout_bank_lines')
    .select(['utr', 'amount', 'status', 'value_day'])
    .where('value_day', '>=', from)
    .where('value_day', '<=', to)
    .orderBy('value_day')
    .orderBy('id')
    .execute();
  return rows.map((r) => ({
    utr: r.utr,
    amount: Number(r.amount),
    status: r.status as BankStatus,
    valueDay: r.value_day,
  }));
}

/** Keeps an uploaded statement's lines: a line for a UTR already held replaces it (the later statement wins). */
export async function keepLines(db: Kysely<Database>, lines: readonly BankLine[], runId: number | null, at: number) {
  for (const part of chunks(lines, WRITE_CHUNK)) {
    await yieldToLoop();
    await db
      .insertInto('payout_bank_lines')
      .values(
        part.map((l) => ({
          utr: l.utr,
          amount: l.amount,
          status: l.status,
          value_day: l.valueDay,
          run_id: runId,
          received_at: at,
        })),
      )
      .onConflict((oc) =>
        oc.column('utr').doUpdateSet((eb) => ({
          amount: eb.ref('excluded.amount'),
          status: eb.ref('excluded.status'),
          value_day: eb.ref('excluded.value_day'),
          run_id: eb.ref('excluded.run_id'),
          received_at: eb.ref('excluded.received_at'),
        })),
      )
      .execute();
  }
}

export async function insertRun(
  db: Kysely<Database>,
  run: { from: string; to: string; source: string; fileName: string | null; lines: number; by: string; at: number },
): Promise<number> {
  const row = await db
    .insertInto('payout_recon_runs')
    .values({
      from_day: run.from,
      to_day: run.to,
      source: run.source,
      file_name: run.fileName,
      statement_lines: run.lines,
      run_by: run.by,
      run_at: run.at,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** The latest review of each discrepancy among these UTRs and payouts (indexes payout_recon_items_utr/payout_idx). */
async function earlierReviews(db: Kysely<Database>, utrs: string[], payoutIds: number[]) {
  const reviews = new Map<string, { remarks: string | null; by: string | null; at: number | null }>();
  const read = (column: 'utr' | 'payout_id', values: (string | number)[]) =>
    db
      .selectFrom('payout_recon_items')
      .selectAll()
      .where(column, 'in', values)
      .where('review_status', '=', 'REVIEWED')
      .orderBy('id')
      .execute();
  const found = [];
  for (const part of chunks(utrs)) {
    await yieldToLoop();
    found.push(...(await read('utr', part)));
  }
  for (const part of chunks(payoutIds)) {
    await yieldToLoop();
    found.push(...(await read('payout_id', part)));
  }
  found.sort((a, b) => a.id - b.id);
  for (const r of found)
    reviews.set(discrepancyKey(r), { remarks: r.review_remarks, by: r.reviewed_by, at: r.reviewed_at });
  return reviews;
}

/**
 * A run's rows (`reconPlan`, worked out off the event loop). A row to review whose very discrepancy (same payout or
 * UTR, reason, amounts, statuses) was already marked reviewed in an earlier run keeps that review, so a reviewed
 * mismatch does not come back OPEN every day. Written in chunks that let the event loop turn between them.
 */
export async function insertItems(db: Kysely<Database>, runId: number, plan: ReconPlan): Promise<void> {
  const reviews = await earlierReviews(db, plan.openUtrs, plan.openPayoutIds);
  const kept = new Map<number, { remarks: string | null; by: string | null; at: number | null }>();
  if (reviews.size)
    for (const [index, key] of JSON.parse(plan.openKeys) as [number, string][]) {
      const review = reviews.get(key);
      if (review) kept.set(index, review);
    }
  for (const [c, chunk] of plan.itemChunks.entries()) {
    await yieldToLoop();
    const items = JSON.parse(chunk) as ReconItem[];
    const rows = items.map((item, i) => {
      const review = kept.get(c * RECON_WRITE_CHUNK + i);
      return review
        ? {
            run_id: runId,
            ...item,
            review_status: 'REVIEWED',
            review_remarks: review.remarks,
            reviewed_by: review.by,
            reviewed_at: review.at,
          }
        : { run_id: runId, ...item };
    });
    await db.insertInto('payout_recon_items').values(rows).execute();
  }
}
