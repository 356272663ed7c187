import type { Kysely } from 'kysely';
import { addIndex, withId } from './helpers.js';

/**
 * Frozen: merchant alerts (issue 43 item 5, /merchant-alerts): what the merchants' app shows (header, body, expiry),
 * to whom (every merchant, one business category, or the valid ids of a checked CSV file, an upload job, kept in
 * merchant_alert_recipients), how many merchants that was when enabled, and whether it is still on (`enabled` 0/1,
 * turned off by one conditional update). merchant_alert_logs: who enabled or disabled which alert, when.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await withId(db, db.schema.createTable('merchant_alerts'))
    .addColumn('audience', 'varchar(10)', (c) => c.notNull())
    .addColumn('category', 'varchar(10)')
    .addColumn('audience_job_id', 'integer', (c) => c.references('upload_jobs.id'))
    .addColumn('recipients', 'integer', (c) => c.notNull())
    .addColumn('header', 'varchar(200)', (c) => c.notNull())
    .addColumn('body', 'varchar(1000)', (c) => c.notNull())
    .addColumn('expiry_time', 'bigint', (c) => c.notNull())
    .addColumn('enabled', 'integer', (c) => c.notNull())
    .addColumn('created_by', 'varchar(254)', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('disabled_by', 'varchar(254)')
    .addColumn('disabled_at', 'bigint')
    .execute();
  await addIndex(db, 'merchant_alerts_list_idx', 'merchant_alerts', ['created_at', 'id']);

  await db.schema
    .createTable('merchant_alert_recipients')
    .addColumn('alert_id', 'integer', (c) => c.notNull().references('merchant_alerts.id').onDelete('cascade'))
    .addColumn('merchant_id', 'varchar(10)', (c) => c.notNull())
    .addPrimaryKeyConstraint('merchant_alert_recipients_pk', ['alert_id', 'merchant_id'])
    .execute();

  await withId(db, db.schema.createTable('merchant_alert_logs'))
    .addColumn('alert_id', 'integer', (c) => c.notNull().references('merchant_alerts.id'))
    .addColumn('action', 'varchar(10)', (c) => c.notNull())
    .addColumn('audience', 'varchar(10)', (c) => c.notNull())
    .addColumn('category', 'varchar(10)')
    .addColumn('recipients', 'integer', (c) => c.notNull())
    .addColumn('header', 'varchar(200)', (c) => c.notNull())
    .addColumn('expiry_time', 'bigint', (c) => c.notNull())
    .addColumn('agent_email', 'varchar(254)', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();
  await addIndex(db, 'merchant_alert_logs_list_idx', 'merchant_alert_logs', ['created_at', 'id']);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('merchant_alert_logs').execute();
  await db.schema.dropTable('merchant_alert_recipients').execute();
  await db.schema.dropTable('merchant_alerts').execute();
}
