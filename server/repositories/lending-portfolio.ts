import type { Kysely } from 'kysely';
import type { Database } from '../db/database.js';
import type { CreditLineRow } from './merchant-credit-line.js';
import type { LoanRow } from './merchant-lending.js';
import { newestFirstPage, type Page } from './newest-first.js';
import { whereEach } from './rows-where.js';

export interface LoanApplicationFilter {
  status?: string;
  product?: string;
  merchantId?: string;
}

/** /loan-app: a page of every merchant's loans and applications, newest application first, with the total. */
export function listLoanApplications(
  db: Kysely<Database>,
  f: LoanApplicationFilter,
  page: number,
  size: number,
): Promise<Page<LoanRow>> {
  const base = whereEach(db.selectFrom('merchant_loans'), {
    status: f.status,
    product: f.product,
    merchant_id: f.merchantId,
  });
  return newestFirstPage(base, (q) => q.selectAll(), 'applied_at', page, size);
}

export interface CreditLineFilter {
  status?: string;
  /** Only lines with an overdue amount (true) or none (false). */
  overdue?: boolean;
  lender?: string;
  merchantId?: string;
}

/** /credit-line: a page of every merchant's credit line, the most overdue first, then the newest, with the total. */
export function listCreditLines(
  db: Kysely<Database>,
  f: CreditLineFilter,
  page: number,
  size: number,
): Promise<Page<CreditLineRow>> {
  let base = db.selectFrom('merchant_credit_lines');
  if (f.status) base = base.where('status', '=', f.status);
  if (f.overdue !== undefined) base = base.where('overdue', f.overdue ? '>' : '=', 0);
  base = whereEach(base, { lender: f.lender, merchant_id: f.merchantId });
  return newestFirstPage(base, (q) => q.selectAll().orderBy('overdue', 'desc'), 'applied_at', page, size);
}
