import type { Generated } from 'kysely';

/**
 * The generic screens' tables (offers, notifications, FD plans, limits, alerts, payouts, audit), and the
 * maker-checker requests with their idempotency keys.
 * Times are epoch milliseconds (UTC) in every table; flags are 0/1 integers: one representation on both dialects.
 */

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
  /** The staff member who raised it (four eyes compares this, not the e-mail); null when the raiser is not staff. */
  agent_staff_id: number | null;
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
