import type { Generated } from 'kysely';

/** The interest a club member is owed for a period (migration 0064): PENDING until applied, once. */
export interface ClubInterestDueTable {
  id: Generated<number>;
  account_id: number;
  period: string;
  amount: number;
  status: string;
  applied_by: string | null;
  applied_at: number | null;
  created_at: number;
}

/** A club subscription/deposit (migration 0064): ACTIVE until cancelled and refunded, once. */
export interface ClubSubscriptionTable {
  id: Generated<number>;
  account_id: number;
  plan: string;
  amount: number;
  status: string;
  created_at: number;
  refunded_amount: number | null;
  refunded_by: string | null;
  refunded_at: number | null;
  refund_remarks: string | null;
}
