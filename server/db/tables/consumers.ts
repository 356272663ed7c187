import type { Generated } from 'kysely';

/** A pay-later consumer (spec §3.12), id = consumerId (migration 0007). Display-only detail is in profile_json. */
export interface ConsumerTable {
  id: number;
  mobile_number: string;
  verified_name: string;
  email: string | null;
  created_at: number;
  activated_at: number | null;
  kyc_level: string;
  account_type: string;
  card_activated: number;
  account_status: string;
  nbfc_name: string | null;
  cashback_tier: number | null;
  referred_by: string | null;
  platform: string | null;
  app_version: string | null;
  kyc_failure_reason: string | null;
  closed_date: number | null;
  dpd_days: number;
  highest_dpd_days: number;
  imps_charge: number;
  is_write_off: number;
  write_off_amount: number | null;
  write_off_date: number | null;
  permanent_blocked: number;
  blocked_reason: string | null;
  blocked_remark: string | null;
  due_date: number | null;
  account_limit: number;
  used_limit: number;
  repayment_amount: number;
  received_amount: number;
  penalty: number;
  due_penalty: number;
  due_now_amount: number;
  total_due_amount: number;
  spent: number;
  profile_json: string;
  version: Generated<number>;
}

/** Limits per transaction type, PAYMENT (QR) and BANK_TRANSFER (send money) (spec §3.13). */
export interface ConsumerLimitTable {
  id: Generated<number>;
  consumer_id: number;
  txn_type: string;
  available_limit: number;
  used_limit: number;
  month_limit: number;
  per_transaction_limit: number;
  charges: number;
  yearly_limit: number;
}

/** An account transaction (spec §3.21); times in epoch seconds. */
export interface ConsumerAccountTxnTable {
  id: Generated<number>;
  consumer_id: number;
  txn_id: string;
  txn_time: number;
  updated_at: number;
  payer_name: string | null;
  payee_name: string | null;
  merchant_name: string | null;
  payee_mobile: string | null;
  bank_reference_number: string | null;
  amount: number;
  fee: number;
  balance: number;
  status: string;
  sub_status: string | null;
  txn_type: string;
  txn_indicator: string;
  disbursal_type: string | null;
  expected_completion_time: number | null;
  mode: string | null;
  cashback_tier: number | null;
  cashback_amount: number | null;
  cashback_rule_code: string | null;
  account_no: string | null;
  ifsc: string | null;
  vpa: string | null;
  mcc: string | null;
  provider_id: string | null;
  bank_logo: string | null;
  version: Generated<number>;
}

/** A repayment (spec §3.21); refund info as JSON. */
export interface ConsumerRepaymentTable {
  id: Generated<number>;
  consumer_id: number;
  txn_id: string;
  order_id: string;
  bank_reference_number: string | null;
  txn_time: number;
  amount: number;
  cashback_amount: number | null;
  status: string;
  error_description: string | null;
  refund_json: string | null;
}

/** A bill (spec §3.16); its transactions are the account transactions of its period. Dates in epoch seconds. */
export interface ConsumerBillTable {
  id: Generated<number>;
  consumer_id: number;
  bill_date: number;
  start_date: number;
  end_date: number;
  bill_due_date: number;
  bill_paid_date: number | null;
  previous_bill_amount: number;
  spent_amount: number;
  on_going_emi: number;
  penalty: number;
  paid_early: number;
  last_bill_pending_principal: number;
  due_amount: number;
  bill_status: string;
}

/** An EMI loan (spec §3.17); its schedule and ledger are computed from these terms. */
export interface ConsumerEmiTable {
  id: Generated<number>;
  consumer_id: number;
  loan_status: string;
  date_of_loan_disbursed: number;
  disbursed_amount: number;
  tenure: number;
  processing_fee: number;
  rate_of_interest: number;
  paid_installments: number;
  bpi_amount: number;
  bpi_days: number;
  can_foreclose: number;
  emi_foreclosure_date: number | null;
  emi_foreclosure_amount: number | null;
  foreclosure_reference: string | null;
  foreclosure_comments: string | null;
  lender: string;
  bill_amount: number | null;
  version: Generated<number>;
}

/** A send-money bank transfer (spec §3.15); created_at in epoch seconds. */
export interface ConsumerBankTransferTable {
  id: Generated<number>;
  consumer_id: number;
  order_id: string;
  settlement_order_id: string;
  amount: number;
  bank_reference_no: string;
  account_no: string;
  ifsc: string;
  status: string;
  settlement_status: string | null;
  checked_at: number | null;
  created_at: number;
}

/** A row of one of the consumer's history lists (kind: LIMIT_AUDIT, SM_LIMIT_AUDIT, CRM_AUDIT, DEACTIVATION …). */
export interface ConsumerEventTable {
  id: Generated<number>;
  consumer_id: number;
  kind: string;
  created_at: number;
  data_json: string;
}
