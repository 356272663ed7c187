import type { Kysely, Selectable } from 'kysely';
import type {
  Database,
  MerchantCreditLineEntryTable,
  MerchantCreditLineTable,
  MerchantExcessNachTable,
} from '../db/database.js';
import { toLoanDto, type LoanRow } from './merchant-lending.js';
import { newestFirstPage, type Page } from './newest-first.js';
import { roundRupees as round2, sumRupees } from '../../contract/money.js';
import { rowsWhere } from './rows-where.js';
import { seconds } from './epoch-seconds.js';

export type CreditLineRow = Selectable<MerchantCreditLineTable>;
type EntryRow = Selectable<MerchantCreditLineEntryTable>;
type NachRow = Selectable<MerchantExcessNachTable>;

export async function findCreditLine(db: Kysely<Database>, merchantId: string): Promise<CreditLineRow | undefined> {
  return db.selectFrom('merchant_credit_lines').selectAll().where('merchant_id', '=', merchantId).executeTakeFirst();
}

/** One page of a merchant's credit-line entries of the given kinds, newest first; `month` (YYYY-MM, IST) narrows. */
export async function listEntries(
  db: Kysely<Database>,
  f: { merchantId: string; kinds: readonly string[]; month?: string },
  page: number,
  size: number,
  snapshot?: number,
): Promise<Page<EntryRow>> {
  let q = db
    .selectFrom('merchant_credit_line_entries')
    .where('merchant_id', '=', f.merchantId)
    .where('kind', 'in', f.kinds);
  if (f.month) q = q.where('month', '=', f.month);
  const table = 'merchant_credit_line_entries';
  return newestFirstPage(q, (b) => b.selectAll(), 'created_at', page, size, 'id', { db, table, given: snapshot });
}

export async function listExcessNach(db: Kysely<Database>, merchantId: string): Promise<NachRow[]> {
  return rowsWhere(db, 'merchant_excess_nach', 'merchant_id', merchantId, [['debited_at', 'desc']]);
}

/** The credit line as the tab's summary shows it: limit, used, available, overdue. */
export function toCreditLineDto(c: CreditLineRow) {
  const limit = Number(c.sanctioned_limit);
  const used = Number(c.utilised);
  return {
    id: c.credit_line_id,
    creditLineId: c.credit_line_id,
    status: c.status,
    lender: c.lender,
    sanctionedLimit: limit,
    utilisedLimit: used,
    availableLimit: c.status === 'ACTIVE' ? round2(limit - used) : 0,
    overdueAmount: Number(c.overdue),
  };
}

export function toCreditLineDetailsDto(c: CreditLineRow) {
  return {
    ...toCreditLineDto(c),
    interestRate: Number(c.interest_rate),
    penaltyRate: Number(c.penalty_rate),
    billingDay: Number(c.billing_day),
    dueDay: Number(c.due_day),
    sanctionedAt: seconds(c.sanctioned_at),
    closedAt: seconds(c.closed_at),
    updatedAt: seconds(c.updated_at)!,
  };
}

export function toApplicationDto(c: CreditLineRow) {
  return {
    id: c.application_id,
    applicationId: c.application_id,
    status: c.application_status,
    stage: c.application_stage,
    lender: c.lender,
    requestedLimit: Number(c.requested_limit),
    sanctionedLimit: c.sanctioned_at === null ? null : Number(c.sanctioned_limit),
    rejectionReason: c.rejection_reason,
    appliedAt: seconds(c.applied_at)!,
    sanctionedAt: seconds(c.sanctioned_at),
  };
}

export function toEntryDto(e: EntryRow) {
  return {
    id: e.entry_ref,
    entryRef: e.entry_ref,
    kind: e.kind,
    month: e.month,
    amount: Number(e.amount),
    status: e.status,
    description: e.description,
    createdAt: seconds(e.created_at)!,
  };
}

export function toExcessNachDto(n: NachRow) {
  return {
    id: n.nach_ref,
    nachRef: n.nach_ref,
    loanId: n.loan_id,
    emiAmount: Number(n.emi_amount),
    debitedAmount: Number(n.debited_amount),
    excessAmount: Number(n.excess_amount),
    status: n.status,
    utr: n.utr,
    debitedAt: seconds(n.debited_at)!,
    refundedAt: seconds(n.refunded_at),
  };
}

const MONTH_MS = 30 * 86_400_000;

/**
 * One loan with everything the all-details view shows: its terms, what is payable, EMIs paid and left (a month per
 * EMI from disbursal, up to `now`), the next EMI date of a running loan, and its excess NACH total.
 */
export function toLoanDetailsDto(l: LoanRow, nach: readonly NachRow[], now: number) {
  const tenure = Number(l.tenure_months);
  const emi = Number(l.emi);
  const disbursed = l.disbursed_at === null ? null : Number(l.disbursed_at);
  const running = l.status === 'DISBURSED' && disbursed !== null;
  const paid =
    l.status === 'CLOSED' ? tenure : running ? Math.min(tenure, Math.floor((now - disbursed) / MONTH_MS)) : 0;
  const excess = sumRupees(nach.filter((n) => n.loan_id === l.loan_id).map((n) => n.excess_amount));
  return {
    ...toLoanDto(l),
    totalPayable: round2(emi * tenure),
    emisPaid: paid,
    emisRemaining: disbursed === null ? null : tenure - paid,
    nextEmiAt: running && paid < tenure ? seconds(disbursed + (paid + 1) * MONTH_MS) : null,
    excessNachAmount: round2(excess),
  };
}
