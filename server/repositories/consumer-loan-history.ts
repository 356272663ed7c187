import type { Kysely } from 'kysely';
import type { LoanIdentifier } from '../../contract/consumer/filters.js';
import { maskEmail } from '../../contract/pii.js';
import type { Database } from '../db/database.js';
import { detailOf, listRecords, oneRecord } from './consumer-records.js';

/**
 * Spec §2.13 loans: one page (pageNum from 1) of the current or previous loans of a loan identifier; with `paging`,
 * under a snapshot key (consumer-records.ts listRecords).
 */
export async function loanPage(
  db: Kysely<Database>,
  consumerId: number,
  identifier: LoanIdentifier,
  which: 'CURRENT' | 'PREVIOUS',
  pageNum: number,
  pageSize: number,
  paging?: { snapshot?: number | undefined },
) {
  const { rows, total, snapshot } = await listRecords(
    db,
    consumerId,
    'LOAN',
    { subType: `${identifier}:${which}` },
    (pageNum - 1) * pageSize,
    pageSize,
    paging,
  );
  const loans = rows.map((r) => ({
    ...detailOf(r),
    id: Number(r.id),
    loanAmount: Number(r.amount),
    loanStatus: r.status ?? '',
    loanIdentifier: identifier,
  }));
  return { loans, total, snapshot };
}

/** Spec §3.24 Trillion application, or null. */
export async function trillionApplication(db: Kysely<Database>, consumerId: number) {
  const r = await oneRecord(db, consumerId, 'TRILLION_APPLICATION');
  return r ? { ...detailOf(r), status: r.status ?? '' } : null;
}

/** Spec §3.24 EMI calculator config, or null. */
/** The personal-loan summary or the DSA lead (spec §3.24) of a consumer, null when it has none. */
export async function personalLoanRecord(db: Kysely<Database>, consumerId: number, kind: 'PL_SUMMARY' | 'DSA_LEAD') {
  const r = await oneRecord(db, consumerId, kind);
  if (!r) return null;
  const detail = detailOf(r);
  // The DSA lead's e-mail goes out masked (spec §2.13 as the 360 masks PII); whole only through the audited reveal.
  return kind === 'DSA_LEAD' && typeof detail.email === 'string'
    ? { ...detail, email: maskEmail(detail.email) }
    : detail;
}

/** The whole e-mail of a consumer's DSA lead, or null (for the audited reveal, field dsaLeadEmail, only). */
export async function dsaLeadEmailOf(db: Kysely<Database>, consumerId: number): Promise<string | null> {
  const r = await oneRecord(db, consumerId, 'DSA_LEAD');
  const email = r ? detailOf(r).email : null;
  return typeof email === 'string' && email !== '' ? email : null;
}

export async function emiCalculatorConfig(db: Kysely<Database>, consumerId: number) {
  const r = await oneRecord(db, consumerId, 'PL_CONFIG');
  return r ? detailOf(r) : null;
}
