import type { Generated } from 'kysely';

/**
 * Read-only consumer records of the 360's second part (migration 0011): UPI profile, transactions, mandates and
 * complaints, Zillion rewards, cashback ledger and tier history, milestone cashback, referrals, loans, the Trillion
 * application and the PL EMI calculator config. What the server filters or orders on is a column; the rest of a
 * record, as the backend answers it, is `detail_json`. `at` is epoch seconds (0 for one-per-consumer records).
 */
export interface ConsumerRecordTable {
  id: Generated<number>;
  consumer_id: number;
  kind: string;
  record_id: string;
  at: number;
  status: string | null;
  sub_type: string | null;
  bank_rrn: string | null;
  amount: number | null;
  detail_json: string;
}

/** A plan order (spec §3.14): BP Shield memberships and VAS plans; a VAS order is cancelled by a conditional update. */
export interface ConsumerPlanOrderTable {
  id: Generated<number>;
  consumer_id: number;
  kind: string;
  membership_id: string;
  vas_order_id: string;
  transaction_id: string;
  eligibility_date: number | null;
  created_at: number;
  plan_name: string;
  plan_code: string;
  plan_mrp: number;
  status: string;
  activation_date: number | null;
  expiration_date: number | null;
  cancel_date: number | null;
  is_cancellable: number;
  version: Generated<number>;
}

/** A credit-card or postpe bill payment (spec §3.19); scratchcard and limit actions change it conditionally. */
export interface ConsumerBillPaymentTable {
  id: Generated<number>;
  consumer_id: number;
  kind: string;
  source_ref_id: string;
  payment_date: number;
  update_at: number;
  biller_category: string;
  payment_amount: number;
  status: string;
  payment_mode: string;
  cashback_amount: number | null;
  show_add_cashback_button: number;
  scratchcard_status: string | null;
  scratchcard_issue_date: number | null;
  scratchcard_expiry: number | null;
  limit_updated_at: number | null;
  vas_order_id: string | null;
  detail_json: string;
  version: Generated<number>;
}
