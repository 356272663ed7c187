import type { Generated } from 'kysely';

/** An investment account's interest: rate, period, accrued and paid (migration 0045). */
export interface InvestmentInterestTable {
  id: Generated<number>;
  account_id: number;
  rate: number;
  payout_frequency: string;
  period_from: number;
  period_to: number;
  principal: number;
  accrued: number;
  paid: number;
  last_paid_at: number | null;
}

/** The last video-KYC link sent to a merchant: the cooldown's one conditional update (migration 0045). */
export interface VideoKycGateTable {
  merchant_id: string;
  last_sent_at: number;
}

/** A video-KYC link sent (migration 0045): to which mobile, by whom, until when. */
export interface VideoKycLinkTable {
  id: Generated<number>;
  link_id: string;
  merchant_id: string;
  mobile: string;
  sent_by: string;
  sent_at: number;
  expires_at: number;
}

/** A merchant's IVR/support language (migration 0045). */
export interface MerchantSupportLanguageTable {
  merchant_id: string;
  language: string;
  updated_at: number;
}

/** A complaint on a recharge (a 'Recharge' bill payment; migration 0045); one OPEN per bill payment. */
export interface RechargeComplaintTable {
  id: Generated<number>;
  /** RC-000001, set from the id in the raise's transaction. */
  reference: string | null;
  bill_payment_id: number;
  category: string;
  description: string;
  status: string;
  raised_by: string;
  raised_at: number;
  resolved_at: number | null;
}
