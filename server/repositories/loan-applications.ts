import type { Kysely } from 'kysely';
import type { Database } from '../db/database.js';
import type { LoanRow } from './merchant-lending.js';
import { countOf } from './newest-first.js';

export interface LoanApplicationFilter {
  status?: string;
  product?: string;
  merchantId?: string;
}

/** /loan-app: a page of every merchant's loans and applications, newest application first, with the total. */
export async function listLoanApplications(
  db: Kysely<Database>,
  f: LoanApplicationFilter,
  page: number,
  size: number,
): Promise<{ rows: LoanRow[]; total: number }> {
  let base = db.selectFrom('merchant_loans');
  if (f.status) base = base.where('status', '=', f.status);
  if (f.product) base = base.where('product', '=', f.product);
  if (f.merchantId) base = base.where('merchant_id', '=', f.merchantId);
  const [rows, total] = await Promise.all([
    base
      .selectAll()
      .orderBy('applied_at', 'desc')
      .orderBy('id', 'desc')
      .limit(size)
      .offset(page * size)
      .execute(),
    countOf(base),
  ]);
  return { rows, total };
}
