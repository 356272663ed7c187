import type { Generated, Insertable, Selectable, Updateable } from 'kysely';

/** Times are epoch milliseconds (UTC) in every table; flags are 0/1 integers: one representation on both dialects. */
export interface StaffTable {
  id: Generated<number>;
  email: string;
  name: string;
  mobile: string | null;
  disabled: Generated<number>;
  otp_locked: Generated<number>;
  created_at: number;
  updated_at: number;
  version: Generated<number>;
}

export interface RoleTable {
  id: Generated<number>;
  name: string;
  description: string;
  version: Generated<number>;
}

export interface PermissionTable {
  name: string;
  family: string;
}

export interface RolePermissionTable {
  role_id: number;
  permission_name: string;
}

export interface StaffRoleTable {
  staff_id: number;
  role_id: number;
}

export interface SessionTable {
  id: string;
  staff_id: number;
  created_at: number;
  expires_at: number;
  revoked_at: number | null;
}

export interface OfferTable {
  id: Generated<number>;
  brand: string;
  img: string;
  category: string;
  coupon_code: string | null;
  category_name: string;
  short: string;
  search_name: string;
  type: string;
  start_time: number;
  end_time: number;
  status: string;
  details: string;
  tnc: string;
  process: string;
  redirection_link: string | null;
  created_at: number;
  updated_at: number;
  version: Generated<number>;
}

export interface NotificationTable {
  id: Generated<number>;
  type: string;
  header: string;
  body: string;
  expiry_date: number;
  agent_name: string;
  status: string;
  created_at: number;
  updated_at: number;
  version: Generated<number>;
}

export interface FdPlanTable {
  id: Generated<number>;
  plan_id: string;
  issuer_name: string;
  issuer_code: string;
  tenure_in_days: number;
  interest_rate: number;
  payout_frequency: string;
  active: number;
  issuer_logo: string;
  /** JSON text of the plan's configs (spec §3.10). */
  configs: string;
  updated_at: number;
  version: Generated<number>;
}

export interface TransactionLimitTable {
  id: Generated<number>;
  transaction_type: string;
  max_count: number;
  max_amount: number;
  monthly_max_count: number;
  monthly_max_amount: number;
  monthly_overall_max_amount: number;
  lifetime_max_amount: number;
  van_id: string | null;
  status: string;
  particulars: string;
  mode: string;
  txn_indicator: string;
  link_van: number;
  internal_client_merchant_id: string | null;
  submitted_by: string;
  approved_by: string | null;
  approved_at: number | null;
  created_at: number;
  remarks: string;
  version: Generated<number>;
}

export interface AlertTable {
  id: Generated<number>;
  alert_type: string;
  product: string;
  header: string;
  body: string;
  expiry_time: number | null;
  enabled: number;
  updated_by: string;
  updated_at: number;
}

export interface AlertLogTable {
  id: Generated<number>;
  alert_type: string;
  product: string;
  action: string;
  header: string | null;
  body: string | null;
  expiry_time: number | null;
  agent_email: string;
  created_at: number;
}

export interface PayoutTable {
  id: Generated<number>;
  consumer_id: string;
  agent_email: string;
  approver_email: string | null;
  amount: number;
  agent_remarks: string;
  approver_remarks: string | null;
  status: string;
  txn_status: string;
  transaction_id: string;
  is_fee_waived: number;
  bank_detail_id: string;
  beneficiary_name: string;
  account_no: string;
  ifsc: string;
  created_at: number;
  updated_at: number;
  version: Generated<number>;
}

export interface AuditLogTable {
  id: Generated<number>;
  actor_id: number | null;
  actor_email: string | null;
  action: string;
  entity: string;
  entity_id: string | null;
  before_json: string | null;
  after_json: string | null;
  outcome: string;
  created_at: number;
}

/** A sign-in challenge (migration 0002): only the HMAC of its code; `staff_id` null for an address that gets no code. */
export interface OtpChallengeTable {
  id: string;
  mode: string;
  destination: string;
  staff_id: number | null;
  code_hmac: string;
  attempts: Generated<number>;
  created_at: number;
  sent_at: number;
  expires_at: number;
  used_at: number | null;
}

export interface OtpFailureTable {
  staff_id: number;
  consecutive: number;
  updated_at: number;
}

export interface AuthRateEventTable {
  id: Generated<number>;
  bucket: string;
  created_at: number;
}

/** Development only: codes as sent, read by GET /api/crm/dev/outbox. */
export interface OtpOutboxTable {
  id: Generated<number>;
  destination: string;
  code: string;
  created_at: number;
}

/** A maker-checker request (migration 0004): limit change or goodwill cashback; JSON of proposed and previous values. */
export interface ApprovalRequestTable {
  id: Generated<number>;
  kind: string;
  product_type: string | null;
  target_id: number | null;
  target_version: number | null;
  proposed_json: string;
  previous_json: string | null;
  status: string;
  maker_id: number;
  maker_email: string;
  maker_remarks: string;
  checker_id: number | null;
  checker_email: string | null;
  checker_remarks: string | null;
  created_at: number;
  decided_at: number | null;
  version: Generated<number>;
}

/** The first answer to a create or decision sent with an Idempotency-Key (migration 0004). */
export interface IdempotencyKeyTable {
  staff_id: number;
  idem_key: string;
  route: string;
  request_hash: string;
  status_code: number;
  response_json: string;
  created_at: number;
}

export interface Database {
  staff: StaffTable;
  roles: RoleTable;
  permissions: PermissionTable;
  role_permissions: RolePermissionTable;
  staff_roles: StaffRoleTable;
  sessions: SessionTable;
  offers: OfferTable;
  notifications: NotificationTable;
  fd_plans: FdPlanTable;
  transaction_limits: TransactionLimitTable;
  alerts: AlertTable;
  alert_logs: AlertLogTable;
  payouts: PayoutTable;
  audit_log: AuditLogTable;
  otp_challenges: OtpChallengeTable;
  otp_failures: OtpFailureTable;
  auth_rate_events: AuthRateEventTable;
  otp_outbox: OtpOutboxTable;
  approval_requests: ApprovalRequestTable;
  idempotency_keys: IdempotencyKeyTable;
  merchants: MerchantTable;
  ifsc_codes: IfscCodeTable;
  upload_jobs: UploadJobTable;
  upload_job_rows: UploadJobRowTable;
  chargeback_transactions: ChargebackTransactionTable;
  disputes: DisputeTable;
  dispute_proofs: DisputeProofTable;
  dispute_decisions: DisputeDecisionTable;
}

export type Staff = Selectable<StaffTable>;
export type NewStaff = Insertable<StaffTable>;
export type StaffUpdate = Updateable<StaffTable>;
export type Payout = Selectable<PayoutTable>;
export type NewPayout = Insertable<PayoutTable>;
export type ApprovalRequest = Selectable<ApprovalRequestTable>;

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
