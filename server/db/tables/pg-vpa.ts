import type { Generated } from 'kysely';

/** A payment method's gateway timeout (migration 0060). */
export interface PgPaymentTimeoutTable {
  id: Generated<number>;
  method: string;
  timeout_seconds: number;
  updated_by: string;
  updated_at: number;
  version: Generated<number>;
}

/** One row of a VPA file's dry run and confirmation (migration 0060). */
export interface VpaUploadRowTable {
  job_id: number;
  line: number;
  merchant_id: string;
  vpa: string;
  previous_vpa: string | null;
  status: string;
  error: string | null;
}
