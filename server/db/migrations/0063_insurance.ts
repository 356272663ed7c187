import type { Kysely } from 'kysely';
import { addIndex, withId } from './helpers.js';

/**
 * Frozen: consumers' insurance policies and their claims (issue 46 item 3, /insurance-detail, /insurance-export): the
 * plan, the insurer, the status, the premium in paise, the cover days (IST), when issued; once cancelled, when, by whom
 * and the refund. A policy is cancelled by one conditional update (`status = 'ACTIVE'`).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await withId(db, db.schema.createTable('insurance_policies'))
    .addColumn('policy_id', 'varchar(30)', (c) => c.notNull().unique())
    .addColumn('consumer_id', 'integer', (c) => c.notNull())
    .addColumn('plan_name', 'varchar(100)', (c) => c.notNull())
    .addColumn('plan_code', 'varchar(30)', (c) => c.notNull())
    .addColumn('insurer', 'varchar(100)', (c) => c.notNull())
    .addColumn('status', 'varchar(12)', (c) => c.notNull())
    .addColumn('premium_paise', 'bigint', (c) => c.notNull())
    .addColumn('start_day', 'varchar(10)', (c) => c.notNull())
    .addColumn('end_day', 'varchar(10)', (c) => c.notNull())
    .addColumn('issued_at', 'bigint', (c) => c.notNull())
    .addColumn('cancelled_at', 'bigint')
    .addColumn('cancelled_by', 'varchar(120)')
    .addColumn('refund_paise', 'bigint')
    .execute();
  await addIndex(db, 'insurance_policies_consumer_idx', 'insurance_policies', ['consumer_id', 'issued_at']);
  await addIndex(db, 'insurance_policies_issued_idx', 'insurance_policies', ['issued_at', 'id']);
  await withId(db, db.schema.createTable('insurance_claims'))
    .addColumn('claim_id', 'varchar(30)', (c) => c.notNull().unique())
    .addColumn('policy_id', 'varchar(30)', (c) => c.notNull())
    .addColumn('status', 'varchar(12)', (c) => c.notNull())
    .addColumn('amount_paise', 'bigint', (c) => c.notNull())
    .addColumn('reason', 'varchar(200)', (c) => c.notNull())
    .addColumn('filed_at', 'bigint', (c) => c.notNull())
    .addColumn('settled_at', 'bigint')
    .execute();
  await addIndex(db, 'insurance_claims_policy_idx', 'insurance_claims', ['policy_id', 'filed_at']);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('insurance_claims').execute();
  await db.schema.dropTable('insurance_policies').execute();
}
