import type { Kysely, Selectable } from 'kysely';
import type { Database, MerchantGoldTransactionTable, MerchantLoanTable } from '../db/database.js';
import { sumRupees } from '../../contract/money.js';
import { CANCELLABLE_LOAN_STATES } from '../../contract/merchant/loan-calls.js';
import { rowsWhere } from './rows-where.js';
import { seconds } from './epoch-seconds.js';

export type LoanRow = Selectable<MerchantLoanTable>;
export type GoldRow = Selectable<MerchantGoldTransactionTable>;

/** Applications a merchant (through support) may still cancel. */
export const CANCELLABLE_LOAN = CANCELLABLE_LOAN_STATES;

export async function listLoans(db: Kysely<Database>, merchantId: string): Promise<LoanRow[]> {
  return rowsWhere(db, 'merchant_loans', 'merchant_id', merchantId, [['applied_at', 'desc']]);
}

export async function findLoan(db: Kysely<Database>, merchantId: string, loanId: string) {
  return db
    .selectFrom('merchant_loans')
    .selectAll()
    .where('merchant_id', '=', merchantId)
    .where('loan_id', '=', loanId)
    .executeTakeFirst();
}

/** ONE conditional UPDATE: an APPLIED or APPROVED application becomes CANCELLED. */
export async function cancelApplication(db: Kysely<Database>, merchantId: string, loanId: string, now: number) {
  const r = await db
    .updateTable('merchant_loans')
    .set((eb) => ({ status: 'CANCELLED', updated_at: now, version: eb('version', '+', 1) }))
    .where('merchant_id', '=', merchantId)
    .where('loan_id', '=', loanId)
    .where('status', 'in', CANCELLABLE_LOAN)
    .executeTakeFirst();
  return Number(r.numUpdatedRows) === 1;
}

/** ONE conditional UPDATE: a CLOSED loan records that its NOC was sent. */
export async function markNocSent(db: Kysely<Database>, merchantId: string, loanId: string, now: number) {
  const r = await db
    .updateTable('merchant_loans')
    .set((eb) => ({ noc_sent_at: now, updated_at: now, version: eb('version', '+', 1) }))
    .where('merchant_id', '=', merchantId)
    .where('loan_id', '=', loanId)
    .where('status', '=', 'CLOSED')
    .executeTakeFirst();
  return Number(r.numUpdatedRows) === 1;
}

export async function listGold(db: Kysely<Database>, merchantId: string): Promise<GoldRow[]> {
  return rowsWhere(db, 'merchant_gold_transactions', 'merchant_id', merchantId, [['created_at', 'desc']]);
}

export function toLoanDto(l: LoanRow) {
  return {
    id: l.loan_id,
    loanId: l.loan_id,
    product: l.product,
    status: l.status,
    amount: Number(l.amount),
    outstanding: Number(l.outstanding),
    tenureMonths: Number(l.tenure_months),
    interestRate: Number(l.interest_rate),
    emi: Number(l.emi),
    appliedAt: seconds(l.applied_at)!,
    disbursedAt: seconds(l.disbursed_at),
    closedAt: seconds(l.closed_at),
    nocSentAt: seconds(l.noc_sent_at),
  };
}

/** The loans summary: counts by state and the outstanding total. */
export function loanSummary(loans: LoanRow[]) {
  const byStatus: Record<string, number> = {};
  for (const l of loans) byStatus[l.status] = (byStatus[l.status] ?? 0) + 1;
  const active = loans.filter((l) => l.status === 'DISBURSED');
  return {
    totalLoans: loans.length,
    activeLoans: active.length,
    totalOutstanding: sumRupees(active.map((l) => l.outstanding)),
    byStatus,
  };
}

export function toGoldDto(g: GoldRow) {
  return {
    id: g.txn_ref,
    txnRef: g.txn_ref,
    type: g.type,
    grams: Number(g.grams),
    rate: Number(g.rate),
    amount: Number(g.amount),
    status: g.status,
    createdAt: seconds(g.created_at)!,
  };
}

/** SafeGold holding: grams bought minus sold, valued at the latest rate. */
export function goldDetail(rows: GoldRow[]) {
  const grams = rows.reduce((t, g) => t + (g.type === 'SELL' ? -1 : 1) * Number(g.grams), 0);
  const rate = rows.length ? Number(rows[0]!.rate) : 0;
  const held = Math.round(grams * 10_000) / 10_000;
  return {
    goldGrams: held,
    latestRate: rate,
    currentValue: Math.round(held * rate * 100) / 100,
    hasAccount: rows.length > 0,
  };
}
