import type { Kysely } from 'kysely';
import { addIndex, withId } from './helpers.js';

/**
 * Frozen: contact point verification visits (issue 43 item 6, /cpv-add-agent, /assign-cpv, /cpv-reports) and referral
 * signups (/new-merchant/referral-code):
 * - `cpv_agents`: the field agents (name, e-mail, mobile, city, the pincodes they serve as a comma list, active);
 * - `cpv_visits`: one visit to a merchant's shop (its city and pincode), PENDING → ASSIGNED (agent, date) → VISITED
 *   (outcome, remark) or CANCELLED; assigned and closed by one conditional update on (status, version); a closed
 *   visit keeps its IST day and week (Monday) so the report is one GROUP BY on either dialect;
 * - `merchant_referral_signups`: a merchant who signed up with a referral code (the code as it was then).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await withId(db, db.schema.createTable('cpv_agents'))
    .addColumn('name', 'varchar(80)', (c) => c.notNull())
    .addColumn('email', 'varchar(254)', (c) => c.notNull().unique())
    .addColumn('mobile', 'varchar(15)', (c) => c.notNull())
    .addColumn('city', 'varchar(40)', (c) => c.notNull())
    .addColumn('pincodes', 'varchar(200)', (c) => c.notNull())
    .addColumn('active', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .addColumn('version', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();

  await withId(db, db.schema.createTable('cpv_visits'))
    .addColumn('merchant_id', 'varchar(10)', (c) => c.notNull())
    .addColumn('city', 'varchar(40)', (c) => c.notNull())
    .addColumn('pincode', 'varchar(6)', (c) => c.notNull())
    .addColumn('address', 'varchar(300)')
    .addColumn('status', 'varchar(12)', (c) => c.notNull())
    .addColumn('agent_id', 'integer')
    .addColumn('scheduled_for', 'varchar(10)')
    .addColumn('outcome', 'varchar(12)')
    .addColumn('remark', 'varchar(300)')
    .addColumn('requested_at', 'bigint', (c) => c.notNull())
    .addColumn('assigned_at', 'bigint')
    .addColumn('closed_at', 'bigint')
    .addColumn('closed_day', 'varchar(10)')
    .addColumn('closed_week', 'varchar(10)')
    .addColumn('updated_by', 'varchar(254)')
    .addColumn('version', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await addIndex(db, 'cpv_visits_queue_idx', 'cpv_visits', ['status', 'requested_at']);
  await addIndex(db, 'cpv_visits_agent_idx', 'cpv_visits', ['agent_id', 'status']);
  await addIndex(db, 'cpv_visits_closed_idx', 'cpv_visits', ['closed_day']);

  await withId(db, db.schema.createTable('merchant_referral_signups'))
    .addColumn('merchant_id', 'varchar(10)', (c) => c.notNull().unique())
    .addColumn('referral_code', 'varchar(12)', (c) => c.notNull())
    .addColumn('signed_up_at', 'bigint', (c) => c.notNull())
    .execute();
  await addIndex(db, 'merchant_referral_signups_code_idx', 'merchant_referral_signups', ['referral_code']);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('merchant_referral_signups').execute();
  await db.schema.dropTable('cpv_visits').execute();
  await db.schema.dropTable('cpv_agents').execute();
}
