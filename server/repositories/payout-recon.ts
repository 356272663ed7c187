import type { Kysely } from 'kysely';
import type { BankStatus } from '../../contract/payouts/index.js';
import type { Database } from '../db/database.js';
import type { BankLine, BookPayout, ReconRow } from './payout-recon-match.js';

/** Payouts sent to the bank: what a day's statement should account for. */
export const SENT_STATUSES = ['APPROVED', 'SUCCESS', 'FAILED'] as const;
const CHUNK = 500;

function chunks<T>(items: readonly T[]): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += CHUNK) out.push(items.slice(i, i + CHUNK));
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
  for (const part of chunks(lines)) {
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

/** What identifies a discrepancy across runs: the same payout or UTR, reason, amounts and statuses. */
const discrepancyKey = (r: {
  reason: string;
  payout_id: number | null;
  utr: string | null;
  books_amount: number | null;
  bank_amount: number | null;
  books_txn_status: string | null;
  bank_status: string | null;
}) =>
  [
    r.reason,
    r.payout_id ?? '',
    r.utr ?? '',
    r.books_amount === null ? '' : Math.round(Number(r.books_amount) * 100),
    r.bank_amount === null ? '' : Math.round(Number(r.bank_amount) * 100),
    r.books_txn_status ?? '',
    r.bank_status ?? '',
  ].join('|');

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
  const found = [
    ...(await Promise.all(chunks(utrs).map((part) => read('utr', part)))).flat(),
    ...(await Promise.all(chunks(payoutIds).map((part) => read('payout_id', part)))).flat(),
  ].sort((a, b) => a.id - b.id);
  for (const r of found)
    reviews.set(discrepancyKey(r), { remarks: r.review_remarks, by: r.reviewed_by, at: r.reviewed_at });
  return reviews;
}

/**
 * A run's rows. A row to review whose very discrepancy (same payout or UTR, reason, amounts, statuses) was already
 * marked reviewed in an earlier run keeps that review, so a reviewed mismatch does not come back OPEN every day.
 */
export async function insertItems(db: Kysely<Database>, runId: number, rows: readonly ReconRow[]): Promise<void> {
  const items = rows.map(({ grp, reason, payout, line }) => ({
    run_id: runId,
    grp,
    reason,
    payout_id: payout?.id ?? null,
    utr: line?.utr ?? (payout?.utr || null),
    books_amount: payout?.amount ?? null,
    books_status: payout?.status ?? null,
    books_txn_status: payout?.txnStatus ?? null,
    bank_amount: line?.amount ?? null,
    bank_status: line?.status ?? null,
    value_day: line?.valueDay ?? null,
    review_status: grp === 'MATCHED' ? null : 'OPEN',
    review_remarks: null as string | null,
    reviewed_by: null as string | null,
    reviewed_at: null as number | null,
  }));
  const open = items.filter((i) => i.review_status === 'OPEN');
  const reviews = await earlierReviews(
    db,
    [...new Set(open.flatMap((i) => (i.utr ? [i.utr] : [])))],
    [...new Set(open.flatMap((i) => (!i.utr && i.payout_id !== null ? [i.payout_id] : [])))],
  );
  for (const item of open) {
    const review = reviews.get(discrepancyKey(item));
    if (!review) continue;
    Object.assign(item, {
      review_status: 'REVIEWED',
      review_remarks: review.remarks,
      reviewed_by: review.by,
      reviewed_at: review.at,
    });
  }
  for (const part of chunks(items)) await db.insertInto('payout_recon_items').values(part).execute();
}
