import { sql, type Kysely } from 'kysely';
import { addIndex, DECIMAL, withId } from './helpers.js';

/**
 * Frozen: the risk manager (issue 46 item 5). `risk_rules` one row per merchant or consumer: velocity limits (count
 * and amount in rupees, per hour and per day; null: no limit) and a block (reason, expiry in epoch ms, null: until
 * lifted), a `version` moved by each approved RISK_RULE_CHANGE; one such change pending per rule (a partial unique
 * index: migration 0023's covers only the kinds of its day). /bp-resume (same item): `bp_journeys` a merchant's
 * onboarding journey (its step now, IN_PROGRESS / FAILED / COMPLETED, when its last step happened, a `version`),
 * `bp_journey_steps` each step's outcome (DONE, FAILED, RESUMED) with who and why.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await withId(db, db.schema.createTable('risk_rules'))
    .addColumn('subject_type', 'varchar(10)', (c) => c.notNull())
    .addColumn('subject_id', 'varchar(20)', (c) => c.notNull())
    .addColumn('max_count_hour', 'integer')
    .addColumn('max_count_day', 'integer')
    .addColumn('max_amount_hour', DECIMAL)
    .addColumn('max_amount_day', DECIMAL)
    .addColumn('blocked', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('block_reason', 'varchar(200)')
    .addColumn('block_until', 'bigint')
    .addColumn('version', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('updated_by', 'varchar(120)')
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .addUniqueConstraint('risk_rules_subject_uq', ['subject_type', 'subject_id'])
    .execute();
  await addIndex(db, 'risk_rules_updated_idx', 'risk_rules', ['updated_at', 'id']);
  await sql`create unique index approval_requests_risk_rule_pending_uq
    on approval_requests (target_id) where status = 'PENDING' and kind = 'RISK_RULE_CHANGE'`.execute(db);
  await withId(db, db.schema.createTable('bp_journeys'))
    .addColumn('kind', 'varchar(30)', (c) => c.notNull())
    .addColumn('merchant_id', 'varchar(20)', (c) => c.notNull())
    .addColumn('step', 'varchar(30)', (c) => c.notNull())
    .addColumn('state', 'varchar(15)', (c) => c.notNull())
    .addColumn('failure', 'varchar(300)')
    .addColumn('last_step_at', 'bigint', (c) => c.notNull())
    .addColumn('version', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();
  await addIndex(db, 'bp_journeys_stuck_idx', 'bp_journeys', ['state', 'last_step_at']);
  await withId(db, db.schema.createTable('bp_journey_steps'))
    .addColumn('journey_id', 'integer', (c) => c.notNull().references('bp_journeys.id'))
    .addColumn('step', 'varchar(30)', (c) => c.notNull())
    .addColumn('outcome', 'varchar(10)', (c) => c.notNull())
    .addColumn('detail', 'varchar(300)')
    .addColumn('actor', 'varchar(120)')
    .addColumn('at', 'bigint', (c) => c.notNull())
    .execute();
  await addIndex(db, 'bp_journey_steps_journey_idx', 'bp_journey_steps', ['journey_id', 'at']);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('approval_requests_risk_rule_pending_uq').execute();
  await db.schema.dropTable('bp_journey_steps').execute();
  await db.schema.dropTable('bp_journeys').execute();
  await db.schema.dropTable('risk_rules').execute();
}
