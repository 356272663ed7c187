import type { Generated, Insertable, Selectable, Updateable } from 'kysely';
import type {
  ChargebackTransactionTable,
  DisputeDecisionTable,
  DisputeProofTable,
  DisputeTable,
} from './tables/disputes.js';
import type { IfscCodeTable, MerchantTable, UploadJobRowTable, UploadJobTable } from './tables/merchants.js';
import type * as M360 from './tables/merchant-360.js';
import type * as ML from './tables/merchant-loans.js';
import type {
  ConsumerAccountTxnTable,
  ConsumerBankTransferTable,
  ConsumerBillTable,
  ConsumerEmiTable,
  ConsumerEventTable,
  ConsumerLimitTable,
  ConsumerRepaymentTable,
  ConsumerTable,
} from './tables/consumers.js';
import type {
  ConsumerBillPaymentTable,
  ConsumerPlanOrderTable,
  ConsumerRecordTable,
} from './tables/consumer-extras.js';
import type {
  BankVerificationTable,
  KycCaseEventTable,
  KycCaseTable,
  KycDocumentTable,
  MerchantBankAccountTable,
  MerchantChangeRequestTable,
  SettlementBlockTable,
} from './tables/merchant-changes.js';
import type {
  DepositGuardrailTable,
  InternalAccountTable,
  InternalTransferTable,
  InvestmentAccountTable,
  InvestmentHoldingTable,
  InvestmentTransactionTable,
  PayoutGuardrailTable,
  PayoutStatusMarkTable,
} from './tables/investments.js';
import type { CpvDocumentTable, CpvEventTable } from './tables/merchant-cpv.js';
import type { PayoutChannelUsageTable } from './tables/invest-ops.js';
import type { SavedViewTable } from './tables/saved-views.js';
import type * as PayoutRecon from './tables/payout-recon.js';

export type * from './tables/disputes.js';
export type * from './tables/merchants.js';
export type * from './tables/consumers.js';
export type * from './tables/consumer-extras.js';
export type * from './tables/merchant-changes.js';
export type * from './tables/investments.js';
import type * as ConsumerForms from './tables/consumer-forms.js';
export type * from './tables/consumer-forms.js';
export type * from './tables/merchant-360.js';
export type * from './tables/merchant-loans.js';
export type * from './tables/merchant-cpv.js';
export type * from './tables/invest-ops.js';
export type * from './tables/saved-views.js';
export type * from './tables/merchant-360-more.js';

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
  consumers: ConsumerTable;
  consumer_limits: ConsumerLimitTable;
  consumer_account_txns: ConsumerAccountTxnTable;
  consumer_repayments: ConsumerRepaymentTable;
  consumer_bills: ConsumerBillTable;
  consumer_emis: ConsumerEmiTable;
  consumer_bank_transfers: ConsumerBankTransferTable;
  consumer_events: ConsumerEventTable;
  consumer_records: ConsumerRecordTable;
  consumer_plan_orders: ConsumerPlanOrderTable;
  consumer_bill_payments: ConsumerBillPaymentTable;
  merchant_bank_accounts: MerchantBankAccountTable;
  bank_verifications: BankVerificationTable;
  merchant_change_requests: MerchantChangeRequestTable;
  settlement_blocks: SettlementBlockTable;
  kyc_documents: KycDocumentTable;
  kyc_cases: KycCaseTable;
  kyc_case_events: KycCaseEventTable;
  deposit_guardrails: DepositGuardrailTable;
  payout_guardrails: PayoutGuardrailTable;
  investment_accounts: InvestmentAccountTable;
  investment_holdings: InvestmentHoldingTable;
  investment_transactions: InvestmentTransactionTable;
  internal_accounts: InternalAccountTable;
  internal_transfers: InternalTransferTable;
  payout_status_marks: PayoutStatusMarkTable;
  merchant_stores: M360.MerchantStoreTable;
  merchant_devices: M360.MerchantDeviceTable;
  merchant_transactions: M360.MerchantTransactionTable;
  merchant_refunds: M360.MerchantRefundTable;
  merchant_settlements: M360.MerchantSettlementTable;
  merchant_settlement_deductions: M360.MerchantSettlementDeductionTable;
  merchant_loans: M360.MerchantLoanTable;
  merchant_gold_transactions: M360.MerchantGoldTransactionTable;
  merchant_tickets: M360.MerchantTicketTable;
  merchant_calls: M360.MerchantCallTable;
  merchant_messages: M360.MerchantMessageTable;
  merchant_events: M360.MerchantEventTable;
  merchant_credit_lines: ML.MerchantCreditLineTable;
  merchant_credit_line_entries: ML.MerchantCreditLineEntryTable;
  merchant_excess_nach: ML.MerchantExcessNachTable;
  merchant_bharatswipe_accounts: ML.MerchantBharatSwipeAccountTable;
  merchant_bharatswipe_withdrawals: ML.MerchantBharatSwipeWithdrawalTable;
  merchant_sendmoney_txns: ML.MerchantSendMoneyTxnTable;
  merchant_service_requests: ML.MerchantServiceRequestTable;
  cpv_documents: CpvDocumentTable;
  cpv_events: CpvEventTable;
  consumer_card_charges: ConsumerForms.ConsumerCardChargeTable;
  consumer_manual_refunds: ConsumerForms.ConsumerManualRefundTable;
  consumer_whitelist: ConsumerForms.ConsumerWhitelistTable;
  consumer_kyc_images: ConsumerForms.ConsumerKycImageTable;
  consumer_nach_mandates: ConsumerForms.ConsumerNachMandateTable;
  payout_channel_usage: PayoutChannelUsageTable;
  saved_views: SavedViewTable;
  payout_bank_lines: PayoutRecon.PayoutBankLineTable;
  payout_recon_runs: PayoutRecon.PayoutReconRunTable;
  payout_recon_items: PayoutRecon.PayoutReconItemTable;
}

export type Staff = Selectable<StaffTable>;
export type NewStaff = Insertable<StaffTable>;
export type StaffUpdate = Updateable<StaffTable>;
export type Payout = Selectable<PayoutTable>;
export type NewPayout = Insertable<PayoutTable>;
export type ApprovalRequest = Selectable<ApprovalRequestTable>;
