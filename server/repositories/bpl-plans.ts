import { sql, type Kysely, type Selectable } from 'kysely';
import type { BplTerms } from '../../contract/paylater-admin/bpl-bodies.js';
import { BPL_PLAN_CHANGE_KIND, BPL_TERMS, type BplTerm } from '../../contract/paylater-admin/bpl-rules.js';
import type { Database } from '../db/database.js';
import type { BplPlanTable } from '../db/tables/paylater-admin.js';

export type BplPlanRow = Selectable<BplPlanTable>;

export const findPlan = (db: Kysely<Database>, id: number) =>
  db.selectFrom('bpl_plans').selectAll().where('id', '=', id).executeTakeFirst();

/** A plan's terms as numbers (the decimals come back as text on PostgreSQL). */
export const termsOf = (row: BplPlanRow): BplTerms => ({
  minLimit: Number(row.min_limit),
  maxLimit: Number(row.max_limit),
  billingDay: Number(row.billing_day),
  interestFreeDays: Number(row.interest_free_days),
  lateFee: Number(row.late_fee),
  interestRate: Number(row.interest_rate),
});

const COLUMN: Record<BplTerm, keyof BplPlanTable> = {
  minLimit: 'min_limit',
  maxLimit: 'max_limit',
  billingDay: 'billing_day',
  interestFreeDays: 'interest_free_days',
  lateFee: 'late_fee',
  interestRate: 'interest_rate',
};

/** The terms that differ between two sets: the old and the new value of each. */
export function changedTerms(from: BplTerms, to: BplTerms) {
  const previous: Partial<BplTerms> = {};
  const proposed: Partial<BplTerms> = {};
  for (const t of BPL_TERMS)
    if (from[t] !== to[t]) {
      previous[t] = from[t];
      proposed[t] = to[t];
    }
  return { previous, proposed };
}

/**
 * The consumers on each plan, in one aggregate query over consumer data: those of the plan's segment (KYC level)
 * whose credit limit lies in the plan's band.
 */
export async function consumersPerPlan(db: Kysely<Database>): Promise<Map<number, number>> {
  const rows = await db
    .selectFrom('bpl_plans as p')
    .leftJoin('consumers as c', (j) =>
      j
        .onRef('c.kyc_level', '=', 'p.segment')
        .on(sql<boolean>`c.account_limit >= p.min_limit`)
        .on(sql<boolean>`c.account_limit <= p.max_limit`),
    )
    .select(['p.id', (e) => e.fn.count<number | string>('c.id').as('n')])
    .groupBy('p.id')
    .execute();
  return new Map(rows.map((r) => [Number(r.id), Number(r.n)]));
}

/** The pending change request of each plan that has one. */
export async function pendingPlanChanges(db: Kysely<Database>): Promise<Map<number, number>> {
  const rows = await db
    .selectFrom('approval_requests')
    .select(['id', 'target_id'])
    .where('kind', '=', BPL_PLAN_CHANGE_KIND)
    .where('status', '=', 'PENDING')
    .execute();
  return new Map(rows.map((r) => [Number(r.target_id), Number(r.id)]));
}

/** One conditional update: the given terms written at `version`; false when the plan moved on. */
export async function applyPlanTerms(
  db: Kysely<Database>,
  c: { id: number; version: number; terms: Partial<BplTerms>; by: string; at: number },
): Promise<boolean> {
  const set: Record<string, number | string> = { version: c.version + 1, updated_by: c.by, updated_at: c.at };
  for (const t of BPL_TERMS) if (c.terms[t] !== undefined) set[COLUMN[t]] = c.terms[t];
  const r = await db
    .updateTable('bpl_plans')
    .set(set)
    .where('id', '=', c.id)
    .where('version', '=', c.version)
    .executeTakeFirst();
  return Number(r.numUpdatedRows) === 1;
}
