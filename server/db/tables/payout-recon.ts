import type { Generated } from 'kysely';

/** A line of the bank's payout statement the server holds (migration 0015): one per UTR. */
export interface PayoutBankLineTable {
  id: Generated<number>;
  utr: string;
  amount: number;
  status: string;
  /** The IST day the bank dated it, yyyy-MM-dd. */
  value_day: string;
  /** The reconciliation whose uploaded statement brought it; null for the bank's feed (seeded). */
  run_id: number | null;
  received_at: number;
}

/** One reconciliation of some days' payouts against the bank's statement. */
export interface PayoutReconRunTable {
  id: Generated<number>;
  from_day: string;
  to_day: string;
  /** UPLOAD: a statement file came with the run; HELD: the lines the server already held. */
  source: string;
  file_name: string | null;
  statement_lines: number;
  run_by: string;
  run_at: number;
}

/** One row of a reconciliation: a payout, a statement line, or both. */
export interface PayoutReconItemTable {
  id: Generated<number>;
  run_id: number;
  /** MATCHED, BOOKS_ONLY, STATEMENT_ONLY or MISMATCH (contract/payouts/recon.ts). */
  grp: string;
  reason: string;
  payout_id: number | null;
  utr: string | null;
  books_amount: number | null;
  books_status: string | null;
  books_txn_status: string | null;
  bank_amount: number | null;
  bank_status: string | null;
  value_day: string | null;
  /** OPEN or REVIEWED; null on matched rows. */
  review_status: string | null;
  review_remarks: string | null;
  reviewed_by: string | null;
  reviewed_at: number | null;
}
