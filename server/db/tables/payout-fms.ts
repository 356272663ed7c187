import type { Generated } from 'kysely';

/** One debit or credit of a company account (migration 0058): amounts in rupees. */
export interface FmsLedgerTable {
  id: Generated<number>;
  account_id: number;
  /** DEBIT or CREDIT. */
  entry: string;
  amount: number;
  balance_after: number;
  counterparty_id: number | null;
  request_id: number | null;
  narration: string;
  created_at: number;
}

/** A payout channel's configuration (migration 0058): limits in rupees, enabled 1 or 0. */
export interface PayoutChannelTable {
  id: Generated<number>;
  channel: string;
  provider: string;
  min_per_txn: number;
  max_per_txn: number;
  daily_limit: number;
  enabled: number;
  updated_by: string | null;
  updated_at: number;
  version: Generated<number>;
}
