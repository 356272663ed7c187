import { sql, type Kysely } from 'kysely';
import { addIndex, DECIMAL, withId } from './helpers.js';

/**
 * Frozen: the risk manager (issue 46 item 5). `risk_rules` one row per merchant or consumer: velocity limits (count
 * and amount in rupees, per hour and per day; null: no limit) and a block (reason, expiry in epoch ms, null: until
 * lifted), a `version` moved by each approved RISK_RULE_CHANGE; one such change pending per rule (a partial unique
 * index: migration 0023's covers only the kinds of its day).
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
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('approval_requests_risk_rule_pending_uq').execute();
  await db.schema.dropTable('risk_rules').execute();
}
