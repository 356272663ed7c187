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
