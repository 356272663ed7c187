import type { Generated } from 'kysely';

/** Chargeback transactions, SWIPE and QR (migration 0006); merchant_id is a text of digits. */
export interface ChargebackTransactionTable {
  id: Generated<number>;
  source_product: string;
  merchant_id: string;
  merchant_store_id: string;
  payment_transaction_id: string;
  bank_reference_no: string;
  payment_gateway: string;
  txn_sub_type: string;
  payer_vpa: string | null;
  acquirer_name: string;
  payer_instrument: string;
  payee_identifier: string;
  last_digits: string | null;
  total_amount: number;
  amount: number;
  reward_amount: number;
  payer_name: string;
  payer_mobile: string;
  payment_timestamp: number;
}

/** A dispute raised on a chargeback transaction; status INIT → Processing → Resolved (migration 0006). */
export interface DisputeTable {
  id: Generated<number>;
  transaction_id: number;
  source_product: string;
  merchant_id: string;
  payment_transaction_id: string;
  bank_reference_no: string;
  payer_mobile: string;
  status: string;
  outcome: string | null;
  dispute_category: string;
  other_specify: string | null;
  bank_name: string | null;
  acknowledgement_no: string;
  subject_of_complaint: string;
  state: string;
  city: string;
  dispute_amount: number;
  freshdesk_ticket_id: string | null;
  remarks: string | null;
  dispute_reason: string | null;
  hold_reason: string | null;
  raised_by: number;
  raised_by_email: string;
  reviewed_by: number | null;
  reviewed_by_email: string | null;
  accept_reason: string | null;
  reject_reasons_json: string | null;
  agent_rejection_notes: string | null;
  created_at: number;
  updated_at: number;
  version: Generated<number>;
}

/** A proof document of a dispute, its type found from its content (migration 0006). */
export interface DisputeProofTable {
  id: Generated<number>;
  dispute_id: number;
  proof_type: string;
  file_name: string;
  media_type: string;
  size_bytes: number;
  content: Buffer;
  /** The bytes' key in the document store (migration 0032); `content` is then empty. */
  content_key: string | null;
  created_at: number;
}

/** One row per action on a case (migration 0006). */
export interface DisputeDecisionTable {
  id: Generated<number>;
  dispute_id: number;
  action: string;
  from_status: string;
  to_status: string;
  reasons_json: string | null;
  notes: string | null;
  decided_by: number;
  decided_at: number;
}
