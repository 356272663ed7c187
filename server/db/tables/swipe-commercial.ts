import type { Generated } from 'kysely';

/** A swipe or speaker plan (migration 0049): amounts in rupees, MDR in percent. */
export interface SwipePlanTable {
  id: Generated<number>;
  plan_code: string;
  name: string;
  product: string;
  monthly_rent: number;
  one_time_fee: number;
  debit_mdr: number;
  credit_mdr: number;
  /** 1 active, 0 retired. */
  active: number;
  created_at: number;
  updated_at: number;
  updated_by: string;
  version: Generated<number>;
}

/** A discount code on rent or fee (migration 0049). */
export interface SwipeCouponTable {
  id: Generated<number>;
  code: string;
  discount_type: string;
  discount_value: number;
  applies_to: string;
  valid_from: number;
  valid_to: number;
  max_uses: number;
  used_count: Generated<number>;
  status: string;
  created_at: number;
  created_by: string;
}
