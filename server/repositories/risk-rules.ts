import type { Kysely, Selectable } from 'kysely';
import type { RiskRuleValues, RiskSubject } from '../../contract/risk-manager/rules.js';
import type { Database } from '../db/database.js';
import type { RiskRuleTable } from '../db/tables/risk-manager.js';
import { updateOnVersionSeen } from './version-seen.js';

export type RiskRuleRow = Selectable<RiskRuleTable>;

const num = (v: number | string | null) => (v === null ? null : Number(v));

/** Pure: a rule row's values as the contract names them. */
export const valuesOf = (r: RiskRuleRow): RiskRuleValues => ({
  maxCountHour: num(r.max_count_hour),
  maxCountDay: num(r.max_count_day),
  maxAmountHour: num(r.max_amount_hour),
  maxAmountDay: num(r.max_amount_day),
  blocked: Number(r.blocked) === 1,
  blockReason: r.block_reason,
  blockUntil: num(r.block_until),
});

export const findRule = (db: Kysely<Database>, type: RiskSubject, id: string) =>
  db
    .selectFrom('risk_rules')
    .selectAll()
    .where('subject_type', '=', type)
    .where('subject_id', '=', id)
    .executeTakeFirst();

/** The subject's rule, created without limits (version 0) when it has none: the target of a change. */
export async function ruleFor(db: Kysely<Database>, type: RiskSubject, id: string, at: number) {
  await db
    .insertInto('risk_rules')
    .values({ subject_type: type, subject_id: id, updated_by: null, updated_at: at })
    .onConflict((oc) => oc.columns(['subject_type', 'subject_id']).doNothing())
    .execute();
  return (await findRule(db, type, id))!;
}

/**
 * Writes a rule's values at the version the maker saw: one conditional update, true when it applied (the rule had
 * not moved on since).
 */
export async function applyRule(
  db: Kysely<Database>,
  r: { id: number; version: number; values: RiskRuleValues; by: string; at: number },
): Promise<boolean> {
  const v = r.values;
  return updateOnVersionSeen(db, 'risk_rules', r, {
    max_count_hour: v.maxCountHour,
    max_count_day: v.maxCountDay,
    max_amount_hour: v.maxAmountHour,
    max_amount_day: v.maxAmountDay,
    blocked: v.blocked ? 1 : 0,
    block_reason: v.blocked ? v.blockReason : null,
    block_until: v.blocked ? v.blockUntil : null,
    updated_by: r.by,
    updated_at: r.at,
  });
}
