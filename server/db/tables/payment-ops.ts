import type { Generated } from 'kysely';

/** A merchant's withdrawal request from a Bharat Swipe account (migration 0059). Rupees. */
export interface MerchantWithdrawalRequestTable {
  id: Generated<number>;
  request_id: string;
  merchant_id: string;
  account_id: string;
  amount: number;
  charges: number;
  status: string;
  merchant_note: string | null;
  requested_at: number;
  decided_by: string | null;
  decided_at: number | null;
  remarks: string | null;
  balance_after: number | null;
  withdrawal_id: string | null;
  version: Generated<number>;
}

/** A merchant's callback URL and how the pretend merchant answers it (migration 0059). */
export interface MerchantCallbackEndpointTable {
  merchant_id: string;
  callback_url: string;
  behaviour: string;
}

/** One re-send of a transaction's final status (migration 0059). */
export interface TxnStatusPushTable {
  id: Generated<number>;
  txn_id: string;
  merchant_id: string;
  txn_status: string;
  callback_url: string;
  status: string;
  in_flight_txn: string | null;
  attempts: number;
  next_attempt_at: number | null;
  started_by: string;
  started_at: number;
  finished_at: number | null;
}

/** One delivery attempt of a push (migration 0059). */
export interface TxnPushAttemptTable {
  id: Generated<number>;
  push_id: number;
  attempt: number;
  attempted_at: number;
  http_status: number | null;
  outcome: string;
  response_excerpt: string;
  duration_ms: number;
}

/** The payout provider's record of a transfer (migration 0059; the simulated Cashfree). */
export interface CashfreePayoutTable {
  transfer_id: string;
  provider_status: string;
  amount: number;
  utr: string | null;
  provider_message: string;
  updated_at: number;
}
