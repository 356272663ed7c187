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

export async function insertItems(db: Kysely<Database>, runId: number, rows: readonly ReconRow[]): Promise<void> {
  for (const part of chunks(rows)) {
    await db
      .insertInto('payout_recon_items')
      .values(
        part.map(({ grp, reason, payout, line }) => ({
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
        })),
      )
      .execute();
  }
}
