import type { Generated } from 'kysely';

/** The merchant 360's credit line, excess NACH, Bharat Swipe, send money and service requests (migration 0017). */
export interface MerchantCreditLineTable {
  id: Generated<number>;
  merchant_id: string;
  credit_line_id: string;
  lender: string;
  status: string;
  sanctioned_limit: number;
  utilised: number;
  overdue: number;
  interest_rate: number;
  penalty_rate: number;
  billing_day: number;
  due_day: number;
  application_id: string;
  application_status: string;
  application_stage: string;
  requested_limit: number;
  rejection_reason: string | null;
  applied_at: number;
  sanctioned_at: number | null;
  closed_at: number | null;
  updated_at: number;
}

/** A credit-line transaction, refund, repayment, interest or penalty charge, in its IST month. */
export interface MerchantCreditLineEntryTable {
  id: Generated<number>;
  merchant_id: string;
  entry_ref: string;
  kind: string;
  month: string;
  amount: number;
  status: string;
  description: string | null;
  created_at: number;
}

export interface MerchantExcessNachTable {
  id: Generated<number>;
  merchant_id: string;
  nach_ref: string;
  loan_id: string;
  emi_amount: number;
  debited_amount: number;
  excess_amount: number;
  status: string;
  utr: string | null;
  debited_at: number;
  refunded_at: number | null;
}

export interface MerchantBharatSwipeAccountTable {
  id: Generated<number>;
  merchant_id: string;
  account_id: string;
  store_id: string | null;
  balance: number;
  hold_amount: number;
  status: string;
  opened_at: number;
}

export interface MerchantBharatSwipeWithdrawalTable {
  id: Generated<number>;
  merchant_id: string;
  withdrawal_id: string;
  account_id: string;
  amount: number;
  charges: number;
  status: string;
  utr: string | null;
  failure_reason: string | null;
  created_at: number;
}

export interface MerchantSendMoneyTxnTable {
  id: Generated<number>;
  merchant_id: string;
  txn_id: string;
  beneficiary_name: string;
  account_no: string;
  ifsc: string;
  mode: string;
  amount: number;
  charges: number;
  status: string;
  utr: string | null;
  failure_reason: string | null;
  created_at: number;
}

export interface MerchantServiceRequestTable {
  id: Generated<number>;
  merchant_id: string;
  request_id: string;
  store_id: string;
  device_serial: string | null;
  product: string;
  type: string;
  status: string;
  description: string | null;
  resolution: string | null;
  created_at: number;
  updated_at: number;
}
