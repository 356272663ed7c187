import type { Generated } from 'kysely';

/** One subject's velocity limits and block (migration 0065): amounts in rupees, null limits none, a version per change. */
export interface RiskRuleTable {
  id: Generated<number>;
  subject_type: string;
  subject_id: string;
  max_count_hour: number | null;
  max_count_day: number | null;
  max_amount_hour: number | string | null;
  max_amount_day: number | string | null;
  blocked: Generated<number>;
  block_reason: string | null;
  block_until: number | null;
  version: Generated<number>;
  updated_by: string | null;
  updated_at: number;
}

/** A merchant's onboarding journey (migration 0065): the step it is at, its state, when its last step happened. */
export interface BpJourneyTable {
  id: Generated<number>;
  kind: string;
  merchant_id: string;
  step: string;
  state: string;
  failure: string | null;
  last_step_at: number;
  version: Generated<number>;
  created_at: number;
}

/** One step of a journey: DONE, FAILED or RESUMED, with why and by whom (a staff member for a resume). */
export interface BpJourneyStepTable {
  id: Generated<number>;
  journey_id: number;
  step: string;
  outcome: string;
  detail: string | null;
  actor: string | null;
  at: number;
}
