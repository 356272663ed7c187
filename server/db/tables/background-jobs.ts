import type { Generated } from 'kysely';

/** One background job (migration 0055): the queue's row on SQLite, the monitor's record on both databases. */
export interface BackgroundJobTable {
  id: Generated<number>;
  kind: string;
  label: string;
  state: string;
  input_json: string;
  checkpoint_json: string | null;
  result_json: string | null;
  message: string | null;
  started_by: string;
  rows_total: number | null;
  rows_done: Generated<number>;
  error_count: Generated<number>;
  errors_csv: string | null;
  attempts: Generated<number>;
  max_attempts: Generated<number>;
  cancel_requested: Generated<number>;
  lease_owner: string | null;
  lease_until: number | null;
  created_at: number;
  started_at: number | null;
  finished_at: number | null;
  updated_at: number;
}

/** A bank's or acquirer's daily drop (migration 0055). */
export interface SftpSourceTable {
  source: string;
  name: string;
  kind: string;
  file_pattern: string;
  /** HH:MM, IST. */
  expected_by: string;
}

/** A file received from a source for a business day, and its parse (migration 0055). */
export interface SftpFileTable {
  id: Generated<number>;
  source: string;
  business_date: string;
  file_name: string;
  content: string;
  received_at: number;
  parse_state: string;
  rows_parsed: number | null;
  parse_error: string | null;
  parsed_at: number | null;
  job_id: number | null;
}

/** A card-swipe line on our books (BOOK) or in the acquirer's settlement file (ACQUIRER) (migration 0055). */
export interface SwipeReconLineTable {
  id: Generated<number>;
  business_date: string;
  side: string;
  rrn: string;
  amount_paise: number;
  arrived_at: number;
}

/** The first reconciliation run of a business day (migration 0055). */
export interface SwipeReconDayTable {
  business_date: string;
  matched_count: number;
  matched_paise: number;
  unmatched_count: number;
  unmatched_paise: number;
  run_at: number;
}
