import { sql, type Kysely } from 'kysely';
import { addIndex, DECIMAL, withId } from './helpers.js';

/**
 * Frozen: /speaker's pricing, audio test, rent waive-off and invoices (issue 44 item 3, part), keyed by the merchant
 * 360's device serial and merchant.
 * - `speaker_prices`: insert-only price versions of a model (one per model and start date).
 * - `speaker_audio_profiles`: how the reference backend's pretend device answers (ONLINE after a latency, OFFLINE,
 *   SLOW past the timeout).
 * - `speaker_audio_tests`: test announcements; one WAITING per device (a partial unique index), resolved by one
 *   conditional update.
 * - `speaker_rent_waivers`: written by an approved SPEAKER_RENT_WAIVER request (one per request).
 * - `speaker_invoices`: the monthly rent invoiced per device; waivers covering its month apply when it is read.
 * - one PENDING waive-off per device: a partial unique index on approval_requests, as 0044's for MCC changes.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await withId(db, db.schema.createTable('speaker_prices'))
    .addColumn('model', 'varchar(50)', (c) => c.notNull())
    .addColumn('one_time_price', DECIMAL, (c) => c.notNull())
    .addColumn('monthly_rent', DECIMAL, (c) => c.notNull())
    .addColumn('deposit', DECIMAL, (c) => c.notNull())
    .addColumn('effective_from', 'varchar(10)', (c) => c.notNull())
    .addColumn('created_by', 'varchar(254)', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();
  await addIndex(db, 'speaker_prices_version_uq', 'speaker_prices', ['model', 'effective_from'], true);

  await db.schema
    .createTable('speaker_audio_profiles')
    .addColumn('device_serial', 'varchar(30)', (c) => c.primaryKey())
    .addColumn('behaviour', 'varchar(10)', (c) => c.notNull())
    .addColumn('latency_ms', 'integer', (c) => c.notNull())
    .execute();

  await withId(db, db.schema.createTable('speaker_audio_tests'))
    .addColumn('device_serial', 'varchar(30)', (c) => c.notNull())
    .addColumn('merchant_id', 'varchar(10)', (c) => c.notNull())
    .addColumn('text', 'varchar(120)', (c) => c.notNull())
    .addColumn('amount', DECIMAL, (c) => c.notNull())
    .addColumn('language', 'varchar(20)', (c) => c.notNull())
    .addColumn('status', 'varchar(10)', (c) => c.notNull())
    .addColumn('latency_ms', 'integer')
    .addColumn('sent_by', 'varchar(254)', (c) => c.notNull())
    .addColumn('sent_at', 'bigint', (c) => c.notNull())
    .addColumn('answered_at', 'bigint')
    .execute();
  await addIndex(db, 'speaker_audio_tests_device_idx', 'speaker_audio_tests', ['device_serial', 'sent_at', 'id']);
  await sql`create unique index speaker_audio_tests_waiting_uq
    on speaker_audio_tests (device_serial) where status = 'WAITING'`.execute(db);

  await withId(db, db.schema.createTable('speaker_rent_waivers'))
    .addColumn('approval_id', 'integer', (c) => c.notNull().unique())
    .addColumn('merchant_id', 'varchar(10)', (c) => c.notNull())
    .addColumn('device_serial', 'varchar(30)', (c) => c.notNull())
    .addColumn('monthly_amount', DECIMAL, (c) => c.notNull())
    .addColumn('months', 'integer', (c) => c.notNull())
    .addColumn('from_month', 'varchar(7)', (c) => c.notNull())
    .addColumn('reason', 'varchar(300)', (c) => c.notNull())
    .addColumn('approved_by', 'varchar(254)', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();
  await addIndex(db, 'speaker_rent_waivers_device_idx', 'speaker_rent_waivers', ['merchant_id', 'device_serial']);

  await withId(db, db.schema.createTable('speaker_invoices'))
    .addColumn('invoice_no', 'varchar(30)', (c) => c.notNull().unique())
    .addColumn('merchant_id', 'varchar(10)', (c) => c.notNull())
    .addColumn('device_serial', 'varchar(30)', (c) => c.notNull())
    .addColumn('month', 'varchar(7)', (c) => c.notNull())
    .addColumn('rent', DECIMAL, (c) => c.notNull())
    .addColumn('status', 'varchar(10)', (c) => c.notNull())
    .addColumn('issued_at', 'bigint', (c) => c.notNull())
    .execute();
  await addIndex(db, 'speaker_invoices_merchant_idx', 'speaker_invoices', ['merchant_id', 'month', 'id']);

  await sql`create unique index approval_requests_pending_speaker_waiver_uq
    on approval_requests (target_id)
    where status = 'PENDING' and target_id is not null and kind = 'SPEAKER_RENT_WAIVER'`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('approval_requests_pending_speaker_waiver_uq').execute();
  for (const table of [
    'speaker_invoices',
    'speaker_rent_waivers',
    'speaker_audio_tests',
    'speaker_audio_profiles',
    'speaker_prices',
  ])
    await db.schema.dropTable(table).execute();
}
