import type { Generated } from 'kysely';

/** Merchants (migration 0005): merchant_id is a text of digits (leading zeros kept); flags 0/1. */
export interface MerchantTable {
  id: Generated<number>;
  merchant_id: string;
  store_id: string | null;
  name: string;
  status: string;
  status_remarks: string | null;
  kyc_status: string;
  kyc_remarks: string | null;
  settlement_status: string | null;
  settlement_type: string | null;
  settlement_start: string | null;
  settlement_end: string | null;
  settlement_hold: string | null;
  settlement_remarks: string | null;
  p2pm_enabled: Generated<number>;
  updated_at: number;
  version: Generated<number>;
}

/** Bank branches by IFSC (migration 0005). */
export interface IfscCodeTable {
  ifsc: string;
  bank: string;
  branch: string;
  address: string | null;
  contact: string | null;
  city: string | null;
  district: string | null;
  state: string | null;
  bank_code: string | null;
  status: string;
  updated_at: number;
}

/** One accepted or pending bulk upload (migration 0005): who, which file (hash, size, rows), its outcome. */
export interface UploadJobTable {
  id: Generated<number>;
  kind: string;
  status: string;
  file_name: string;
  file_sha256: string;
  file_size: number;
  row_count: number;
  staff_id: number;
  staff_email: string;
  approval_id: number | null;
  created_at: number;
}

/** A per-merchant result of an upload job (migration 0005), paged by the batch-status call. */
export interface UploadJobRowTable {
  job_id: number;
  line: number;
  merchant_id: string;
  status: string;
  remarks: string | null;
}
