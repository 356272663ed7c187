import type { Generated } from 'kysely';

/** A merchant's settlement or loan-repayment account (migration 0009); one ACTIVE per merchant and purpose. */
export interface MerchantBankAccountTable {
  id: Generated<number>;
  merchant_id: string;
  /** SETTLEMENT or LOAN. */
  purpose: string;
  account_number: string;
  ifsc: string;
  beneficiary_name: string;
  bank_name: string | null;
  /** ACTIVE or REPLACED. */
  status: string;
  verification_id: number | null;
  created_at: number;
  replaced_at: number | null;
  version: Generated<number>;
}

/** One /bank-ac/verify result (migration 0009): penny drop outcome and the name the bank returned. */
export interface BankVerificationTable {
  id: Generated<number>;
  merchant_id: string;
  purpose: string;
  account_number: string;
  ifsc: string;
  /** SUCCESS or FAILED. */
  result: string;
  name_at_bank: string | null;
  merchant_name: string;
  match_score: number;
  reference: string;
  message: string;
  staff_id: number;
  created_at: number;
}

/** Which merchant a maker-checker request is about (migration 0009). */
export interface MerchantChangeRequestTable {
  approval_id: number;
  merchant_id: string;
  kind: string;
  purpose: string | null;
  verification_id: number | null;
  created_at: number;
}

/** A settlement hold (migration 0009): ACTIVE until an approved unblock releases it. */
export interface SettlementBlockTable {
  id: Generated<number>;
  merchant_id: string;
  block_type: string;
  amount_held: number;
  reason: string;
  status: string;
  created_at: number;
  released_at: number | null;
  released_by: string | null;
  version: Generated<number>;
}

/** A merchant KYC document (migration 0009): bytes with the type found from their content. */
export interface KycDocumentTable {
  id: Generated<number>;
  merchant_id: string;
  doc_type: string;
  doc_identifier: string | null;
  file_name: string;
  media_type: string;
  size: number;
  content: Buffer;
  /** The bytes' key in the document store (migration 0032); `content` is then empty. */
  content_key: string | null;
  created_at: number;
}

/** A KYC review case (migration 0009) in the CENTRAL or MANUAL queue. */
export interface KycCaseTable {
  id: Generated<number>;
  merchant_id: string;
  queue: string;
  status: string;
  /** JSON text of the merchant's declared details. */
  declared_json: string;
  assignee_id: number | null;
  assignee_email: string | null;
  assigned_at: number | null;
  created_at: number;
  updated_at: number;
  version: Generated<number>;
}

/** One step in a KYC case's history (migration 0009). */
export interface KycCaseEventTable {
  id: Generated<number>;
  case_id: number;
  merchant_id: string;
  action: string;
  from_status: string | null;
  to_status: string;
  actor_email: string;
  remarks: string | null;
  created_at: number;
}
