import { sql, type Kysely } from 'kysely';
import { addIndex, DECIMAL, isPostgres, withId } from './helpers.js';

/**
 * Frozen: the pay-later admin pages (issue 46 item 2). `bpl_plans` one BPL (Buy now, Pay Later) credit plan: the
 * consumer segment it applies to (a KYC level), its limit band (rupees), billing cycle day, interest-free days, late
 * fee (rupees), interest rate (% p.a.), status (ACTIVE, PAUSED) and a `version` every change moves; one change
 * request pending per plan (a partial unique index). `app_banners` one app banner: title, placement, order within the
 * placement, window (epoch ms, UTC), status (UNPUBLISHED, PUBLISHED), its image's key in the document store (the
 * seed writes bytes in `content`, moved into the store as migration 0032's documents are) with its
 * type, size and pixel dimensions, and a `version`.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await withId(db, db.schema.createTable('bpl_plans'))
    .addColumn('code', 'varchar(30)', (c) => c.notNull().unique())
    .addColumn('name', 'varchar(100)', (c) => c.notNull())
    .addColumn('segment', 'varchar(20)', (c) => c.notNull())
    .addColumn('min_limit', DECIMAL, (c) => c.notNull())
    .addColumn('max_limit', DECIMAL, (c) => c.notNull())
    .addColumn('billing_day', 'integer', (c) => c.notNull())
    .addColumn('interest_free_days', 'integer', (c) => c.notNull())
    .addColumn('late_fee', DECIMAL, (c) => c.notNull())
    .addColumn('interest_rate', DECIMAL, (c) => c.notNull())
    .addColumn('status', 'varchar(10)', (c) => c.notNull())
    .addColumn('version', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('updated_by', 'varchar(120)')
    .addColumn('updated_at', 'bigint')
    .execute();
  await sql`create unique index approval_requests_bpl_plan_pending_uq
    on approval_requests (target_id) where status = 'PENDING' and kind = 'BPL_PLAN_CHANGE'`.execute(db);
  await withId(db, db.schema.createTable('app_banners'))
    .addColumn('title', 'varchar(80)', (c) => c.notNull())
    .addColumn('placement', 'varchar(20)', (c) => c.notNull())
    .addColumn('position', 'integer', (c) => c.notNull())
    .addColumn('start_time', 'bigint', (c) => c.notNull())
    .addColumn('end_time', 'bigint', (c) => c.notNull())
    .addColumn('status', 'varchar(12)', (c) => c.notNull())
    .addColumn('file_name', 'varchar(200)', (c) => c.notNull())
    .addColumn('media_type', 'varchar(20)', (c) => c.notNull())
    .addColumn('size_bytes', 'integer', (c) => c.notNull())
    .addColumn('width', 'integer', (c) => c.notNull())
    .addColumn('height', 'integer', (c) => c.notNull())
    .addColumn('content', isPostgres(db) ? 'bytea' : 'blob', (c) => c.notNull())
    .addColumn('content_key', 'varchar(64)')
    .addColumn('version', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_by', 'varchar(120)', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('updated_by', 'varchar(120)')
    .addColumn('updated_at', 'bigint')
    .execute();
  await addIndex(db, 'app_banners_placement_idx', 'app_banners', ['placement', 'position']);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('app_banners').execute();
  await db.schema.dropIndex('approval_requests_bpl_plan_pending_uq').execute();
  await db.schema.dropTable('bpl_plans').execute();
}
