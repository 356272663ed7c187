import type { Generated } from 'kysely';

/** One settlement file reconciled against our merchant transactions (migration 0056). */
export interface TxnReconRunTable {
  id: Generated<number>;
  /** ACQUIRER or BANK (contract/recon/rules.ts). */
  source: string;
  file_name: string;
  sha256: string;
  job_id: number | null;
  lines: number;
  from_day: string;
  to_day: string;
  run_by: string;
  run_at: number;
}

/** One row of a run: a file line, a merchant transaction of ours, or both; amounts in whole paise. */
export interface TxnReconItemTable {
  id: Generated<number>;
  run_id: number;
  grp: string;
  reason: string;
  ref: string;
  line_no: number | null;
  txn_id: string | null;
  ours_paise: number | null;
  ours_status: string | null;
  ours_day: string | null;
  theirs_paise: number | null;
  theirs_status: string | null;
  theirs_day: string | null;
  /** OPEN or REVIEWED; null on matched rows. */
  review_status: string | null;
  review_remarks: string | null;
  reviewed_by: string | null;
  reviewed_at: number | null;
}
