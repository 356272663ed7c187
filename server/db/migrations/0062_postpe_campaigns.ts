import { sql, type Kysely } from 'kysely';
import { addIndex, withId } from './helpers.js';

/**
 * Frozen: pay-later campaigns (issue 46 item 2). `postpe_campaigns` one campaign: audience (ALL or a SEGMENT whose
 * rules are JSON), channel, window (epoch ms, UTC), title and body, its status (DRAFT, LAUNCHED, PAUSED, ENDED;
 * PENDING_LAUNCH, SCHEDULED and LIVE are read from its pending request and its window) and a `version` every change moves; one
 * launch request pending per campaign (a partial unique index).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await withId(db, db.schema.createTable('postpe_campaigns'))
    .addColumn('name', 'varchar(100)', (c) => c.notNull())
    .addColumn('audience', 'varchar(10)', (c) => c.notNull())
    .addColumn('segment_json', 'text')
    .addColumn('channel', 'varchar(10)', (c) => c.notNull())
    .addColumn('start_time', 'bigint', (c) => c.notNull())
    .addColumn('end_time', 'bigint', (c) => c.notNull())
    .addColumn('title', 'varchar(120)', (c) => c.notNull())
    .addColumn('body', 'text', (c) => c.notNull())
    .addColumn('status', 'varchar(15)', (c) => c.notNull())
    .addColumn('version', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_by', 'varchar(120)', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('updated_by', 'varchar(120)')
    .addColumn('updated_at', 'bigint')
    .execute();
  await addIndex(db, 'postpe_campaigns_status_idx', 'postpe_campaigns', ['status', 'id']);
  await sql`create unique index approval_requests_campaign_launch_pending_uq
    on approval_requests (target_id) where status = 'PENDING' and kind = 'CAMPAIGN_LAUNCH'`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('approval_requests_campaign_launch_pending_uq').execute();
  await db.schema.dropTable('postpe_campaigns').execute();
}
