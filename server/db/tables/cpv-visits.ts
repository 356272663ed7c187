import type { Generated } from 'kysely';

/** A CPV field agent (migration 0043); `pincodes` a comma list, `active` 0/1. */
export interface CpvAgentTable {
  id: Generated<number>;
  name: string;
  email: string;
  mobile: string;
  city: string;
  pincodes: string;
  active: Generated<number>;
  created_at: number;
  updated_at: number;
  version: Generated<number>;
}

/** One CPV visit to a merchant's shop (migration 0043): PENDING → ASSIGNED → VISITED or CANCELLED. */
export interface CpvVisitTable {
  id: Generated<number>;
  merchant_id: string;
  city: string;
  pincode: string;
  address: string | null;
  status: string;
  agent_id: number | null;
  /** IST yyyy-MM-dd. */
  scheduled_for: string | null;
  outcome: string | null;
  remark: string | null;
  requested_at: number;
  assigned_at: number | null;
  closed_at: number | null;
  /** The IST day and the Monday of the IST week the visit closed on (the report's buckets). */
  closed_day: string | null;
  closed_week: string | null;
  updated_by: string | null;
  version: Generated<number>;
}

/** A merchant who signed up with a referral code (migration 0043). */
export interface MerchantReferralSignupTable {
  id: Generated<number>;
  merchant_id: string;
  referral_code: string;
  signed_up_at: number;
}
