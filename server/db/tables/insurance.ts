import type { Generated } from 'kysely';

/** An insurance policy bought by a consumer (migration 0063): premium and refund in paise; days as IST YYYY-MM-DD. */
export interface InsurancePolicyTable {
  id: Generated<number>;
  policy_id: string;
  consumer_id: number;
  plan_name: string;
  plan_code: string;
  insurer: string;
  status: string;
  premium_paise: number;
  start_day: string;
  end_day: string;
  issued_at: number;
  cancelled_at: number | null;
  cancelled_by: string | null;
  refund_paise: number | null;
}

/** A claim on a policy (migration 0063): amount in paise, filed and settled at epoch ms. */
export interface InsuranceClaimTable {
  id: Generated<number>;
  claim_id: string;
  policy_id: string;
  status: string;
  amount_paise: number;
  reason: string;
  filed_at: number;
  settled_at: number | null;
}

/** A line of an insurance bulk cancellation file (migration 0069): its verdict, refund (paise) and outcome. */
export interface InsuranceCancelRowTable {
  job_id: number;
  line: number;
  policy_id: string;
  verdict: string;
  refund_paise: number;
  status: string;
  error: string | null;
}
