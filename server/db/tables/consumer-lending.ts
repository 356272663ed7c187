import type { Generated } from 'kysely';

/** A consumer's bank account (migration 0068): the clear number, shown masked; verified or not. */
export interface ConsumerBankAccountTable {
  id: Generated<number>;
  consumer_id: number;
  account_no: string;
  ifsc: string;
  bank_name: string;
  holder_name: string;
  verified: number;
  is_primary: number;
  created_at: number;
}

/** A payout that refunds part of a consumer's excess credit (migration 0068). */
export interface ConsumerExcessRefundTable {
  id: Generated<number>;
  consumer_id: number;
  payout_id: number;
  amount: number | string;
  created_at: number;
}
