import type { Kysely } from 'kysely';
import { maskAccountNumber } from '../../contract/pii.js';
import type { Database } from '../db/database.js';

/** SQL of the consumer 360's KYC images and NACH mandates (migration 0014). */

/** The consumer's KYC images (id and type only: the bytes are read one at a time). */
export function listKycImages(db: Kysely<Database>, consumerId: number) {
  return db
    .selectFrom('consumer_kyc_images')
    .select(['id', 'doc_type'])
    .where('consumer_id', '=', consumerId)
    .execute();
}

/** The masked rendition of one KYC image; the clear bytes are never read here. */
export function findMaskedKycImage(db: Kysely<Database>, consumerId: number, docType: string) {
  return db
    .selectFrom('consumer_kyc_images')
    .select(['id', 'media_type', 'masked_content', 'masked_key'])
    .where('consumer_id', '=', consumerId)
    .where('doc_type', '=', docType)
    .executeTakeFirst();
}

/** The clear bytes of one KYC image, for the audited reveal only. */
export function findClearKycImage(db: Kysely<Database>, consumerId: number, imageId: number) {
  return db
    .selectFrom('consumer_kyc_images')
    .select(['media_type', 'clear_content', 'clear_key'])
    .where('id', '=', imageId)
    .where('consumer_id', '=', consumerId)
    .executeTakeFirst();
}

/** Spec §3.17 NACH record of a loan, the bank account masked to its last 4 digits; null when it has none. */
export async function findNach(db: Kysely<Database>, loanId: number) {
  const n = await db.selectFrom('consumer_nach_mandates').selectAll().where('loan_id', '=', loanId).executeTakeFirst();
  if (!n) return null;
  return {
    id: Number(n.id),
    accountName: n.account_name,
    amount: Number(n.amount),
    bankAccountNo: maskAccountNumber(n.bank_account_no),
    dateOfClearance: n.date_of_clearance === null ? null : Number(n.date_of_clearance),
    dateOfRegistration: Number(n.date_of_registration),
    ifsc: n.ifsc,
    nachClearanceDate: n.nach_clearance_date === null ? null : Number(n.nach_clearance_date),
    status: n.status,
    rejectionReason: n.rejection_reason,
  };
}

/** The clear account number of one of the consumer's NACH mandates, for the audited reveal only. */
export async function findClearNachAccount(db: Kysely<Database>, consumerId: number, mandateId: number) {
  const n = await db
    .selectFrom('consumer_nach_mandates')
    .select('bank_account_no')
    .where('id', '=', mandateId)
    .where('consumer_id', '=', consumerId)
    .executeTakeFirst();
  return n?.bank_account_no ?? null;
}
