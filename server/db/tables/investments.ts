import type { Generated } from 'kysely';

/** The caps of a guardrail (migration 0010); a cap of 0 means none. */
interface GuardrailColumns {
  id: Generated<number>;
  name: string;
  max_amount: number;
  daily_max_count: number;
  daily_max_amount: number;
  status: string;
  updated_by: string | null;
  updated_at: number;
  version: Generated<number>;
}

/** A deposit guardrail, one per product (migration 0010). */
export interface DepositGuardrailTable extends GuardrailColumns {
  product: string;
}

/** A payout guardrail, one per channel (migration 0010). */
export interface PayoutGuardrailTable extends GuardrailColumns {
  channel: string;
}

/** An investor's account with a partner (client) for one product (migration 0010). */
export interface InvestmentAccountTable {
  id: Generated<number>;
  account_no: string;
  client_code: string;
  product: string;
  holder_name: string;
  mobile: string;
  merchant_id: string | null;
  status: string;
  balance: number;
  hold_amount: number;
  invest_limit: number;
  created_at: number;
  updated_at: number;
  version: Generated<number>;
}

/** What an account holds: P2P pools, FDs, mutual fund schemes (migration 0010). */
export interface InvestmentHoldingTable {
  id: Generated<number>;
  account_id: number;
  instrument: string;
  kind: string;
  units: number;
  invested: number;
  current_value: number;
  updated_at: number;
}

/** A money movement on an investment account; ACTION_REQUIRED ones await an action (migration 0010). */
export interface InvestmentTransactionTable {
  id: Generated<number>;
  account_id: number;
  product: string;
  txn_type: string;
  amount: number;
  status: string;
  reference: string;
  remarks: string | null;
  created_at: number;
  updated_at: number;
  version: Generated<number>;
}

/** One of the company's own bank accounts (migration 0010). */
export interface InternalAccountTable {
  id: Generated<number>;
  name: string;
  bank: string;
  account_no: string;
  ifsc: string;
  balance: number;
  version: Generated<number>;
  /** Payout FMS (migration 0058): NODAL, ESCROW, PAYOUT or OPERATING; the threshold, its top-up target and source. */
  account_type: Generated<string>;
  threshold: number | null;
  topup_target: number | null;
  topup_source_id: number | null;
  /** 1 while below the threshold since the crossing that raised its automatic top-up. */
  low_alerted: Generated<number>;
  threshold_updated_by: string | null;
  threshold_updated_at: number | null;
}

/** A transfer between two internal accounts, raised as an approval request (migration 0010). */
export interface InternalTransferTable {
  id: Generated<number>;
  request_id: number;
  from_account_id: number;
  to_account_id: number;
  amount: number;
  channel: string;
  status: string;
  utr: string | null;
  maker_email: string;
  checker_email: string | null;
  remarks: string;
  created_at: number;
  decided_at: number | null;
}

/** A stuck payout marked SUCCESS or FAILED by hand, with the reason (migration 0010). */
export interface PayoutStatusMarkTable {
  id: Generated<number>;
  payout_id: number;
  from_txn_status: string;
  to_txn_status: string;
  reason: string;
  marked_by: string;
  marked_at: number;
}
