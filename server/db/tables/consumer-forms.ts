import type { Generated } from 'kysely';

/** A card charge's form fields beside its DEBIT account transaction (migration 0014; spec §5.8). */
export interface ConsumerCardChargeTable {
  id: Generated<number>;
  consumer_id: number;
  txn_id: string;
  charge_type: string;
  amount: number;
  payee_kind: string;
  parent_txn_id: string | null;
  narration1: string | null;
  narration2: string | null;
  narration3: string | null;
  created_by: string;
  created_at: number;
}

/** A manual refund (amount and comments; migration 0014) beside its CREDIT account transaction. */
export interface ConsumerManualRefundTable {
  id: Generated<number>;
  consumer_id: number;
  txn_id: string;
  amount: number;
  comments: string;
  created_by: string;
  created_at: number;
}

/** A whitelisted mobile with its pre-qualified limit (migration 0014; spec §5.8). */
export interface ConsumerWhitelistTable {
  id: Generated<number>;
  mobile_number: string;
  pq_limit: number;
  reason: string;
  whitelisted_by: string;
  created_at: number;
}

/** A KYC image (POA front, selfie): the masked rendition and the clear bytes only a reveal reads (migration 0014). */
export interface ConsumerKycImageTable {
  id: Generated<number>;
  consumer_id: number;
  doc_type: string;
  media_type: string;
  masked_content: Buffer;
  clear_content: Buffer;
  /** The renditions' keys in the document store (migration 0032); their bytes columns are then empty. */
  masked_key: string | null;
  clear_key: string | null;
  created_at: number;
}

/** A loan's NACH mandate (spec §3.17; migration 0014). */
export interface ConsumerNachMandateTable {
  id: Generated<number>;
  loan_id: number;
  consumer_id: number;
  account_name: string;
  amount: number;
  bank_account_no: string;
  ifsc: string;
  date_of_registration: number;
  date_of_clearance: number | null;
  nach_clearance_date: number | null;
  status: string;
  rejection_reason: string | null;
}
