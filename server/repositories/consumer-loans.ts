import type { Kysely, Selectable } from 'kysely';
import {
  emiLedger,
  emiSchedule,
  foreclosureQuote,
  installmentAmount,
  nextDueDate,
  totalPayable,
  type EmiTerms,
} from '../../contract/consumer/emi.js';
import type { ConsumerEmiTable, Database } from '../db/database.js';
import { newestFirstPage } from './newest-first.js';

export type ConsumerEmi = Selectable<ConsumerEmiTable>;

export function termsOf(e: ConsumerEmi): EmiTerms {
  return {
    disbursedAmount: Number(e.disbursed_amount),
    tenure: e.tenure,
    rateOfInterest: Number(e.rate_of_interest),
    dateOfLoanDisbursed: Number(e.date_of_loan_disbursed),
    paidInstallments: e.paid_installments,
    billAmount: e.bill_amount === null ? null : Number(e.bill_amount),
  };
}

/** Spec §3.17 EMI loan with its schedule. */
export function toEmiDto(e: ConsumerEmi) {
  const t = termsOf(e);
  return {
    id: e.id,
    loanStatus: e.loan_status,
    dateOfLoanDisbursed: Number(e.date_of_loan_disbursed),
    disbursedAmount: Number(e.disbursed_amount),
    tenure: e.tenure,
    processingFee: Number(e.processing_fee),
    rateOfInterest: Number(e.rate_of_interest),
    installmentAmount: installmentAmount(t),
    nextEmiDueDate: e.loan_status === 'ACTIVE' ? nextDueDate(t) : null,
    bpiAmount: Number(e.bpi_amount),
    bpiDays: e.bpi_days,
    canForeclose: e.can_foreclose === 1 && e.loan_status === 'ACTIVE',
    emiForeclosureDate: e.emi_foreclosure_date === null ? null : Number(e.emi_foreclosure_date),
    emiForeclosureAmount: e.emi_foreclosure_amount === null ? null : Number(e.emi_foreclosure_amount),
    lender: e.lender,
    totalPayableAmount: totalPayable(t),
    loanInstallmentSchedule: emiSchedule(t),
  };
}

export async function listEmis(
  db: Kysely<Database>,
  consumerId: number,
  page: number,
  size: number,
  snapshot?: number,
) {
  const base = db.selectFrom('consumer_emis').where('consumer_id', '=', consumerId);
  return newestFirstPage(base, (q) => q.selectAll(), 'date_of_loan_disbursed', page, size, 'id', {
    db,
    table: 'consumer_emis',
    given: snapshot,
  });
}

export function findEmi(db: Kysely<Database>, id: number): Promise<ConsumerEmi | undefined> {
  return db.selectFrom('consumer_emis').selectAll().where('id', '=', id).executeTakeFirst();
}

export const quoteOf = (e: ConsumerEmi) => foreclosureQuote(termsOf(e));

export function ledgerOf(e: ConsumerEmi) {
  const foreclosed =
    e.emi_foreclosure_date !== null && e.emi_foreclosure_amount !== null
      ? { date: Number(e.emi_foreclosure_date), amount: Number(e.emi_foreclosure_amount) }
      : null;
  return emiLedger(termsOf(e), foreclosed);
}

/**
 * Foreclose (spec §3.17): one conditional update from ACTIVE with canForeclose on the version quoted, so two agents
 * foreclosing at once cannot both apply.
 */
export async function forecloseEmi(
  db: Kysely<Database>,
  e: ConsumerEmi,
  f: { amount: number; reference: string; comments: string; at: number },
): Promise<boolean> {
  const r = await db
    .updateTable('consumer_emis')
    .set({
      loan_status: 'FORECLOSED',
      can_foreclose: 0,
      emi_foreclosure_date: f.at,
      emi_foreclosure_amount: f.amount,
      foreclosure_reference: f.reference,
      foreclosure_comments: f.comments || null,
      version: e.version + 1,
    })
    .where('id', '=', e.id)
    .where('loan_status', '=', 'ACTIVE')
    .where('can_foreclose', '=', 1)
    .where('version', '=', e.version)
    .executeTakeFirst();
  return Number(r.numUpdatedRows) === 1;
}
