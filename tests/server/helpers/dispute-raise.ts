import type { Kysely } from 'kysely';
import type { Database } from '../../../server/db/database.js';

/**
 * A valid body for POST /api/chargeback/chargeback/add/dispute/txn (spec §7.5 raise) for one transaction, with one
 * PDF proof; `extra` replaces fields (another amount, other proofs).
 */
export const disputeRaiseBody = (transactionId: number, pdf: Buffer, extra: object = {}) => ({
  transactionId,
  disputeCategory: 'Fraud',
  acknowledgementNo: 'ACK12345',
  subjectOfComplaint: 'Customer says the card was not present',
  state: 'Karnataka',
  city: 'Bengaluru',
  disputeAmount: '1.50',
  proofs: [{ proofType: 'INVOICE', fileName: 'invoice.pdf', content: pdf.toString('base64') }],
  ...extra,
});

/** The newest chargeback transaction of `product` with no dispute yet (one may be raised on it). */
export const transactionWithoutDispute = (db: Kysely<Database>, product: 'SWIPE' | 'QR' = 'SWIPE') =>
  db
    .selectFrom('chargeback_transactions')
    .selectAll()
    .where('source_product', '=', product)
    .where('id', 'not in', db.selectFrom('disputes').select('transaction_id'))
    .orderBy('id', 'desc')
    .executeTakeFirstOrThrow();
