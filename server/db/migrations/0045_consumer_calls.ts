import { sql, type Kysely } from 'kysely';
import { addIndex, DECIMAL, withId } from './helpers.js';

/**
 * Frozen: four spec §7.4 calls (issue 43 item 7, part 2; contract/consumer-calls/calls.ts).
 * - investment_interest: one row per investment account, its interest rate, period, accrued and paid.
 * - video_kyc_gates: one row per merchant ever sent a video-KYC link, the time of the last send; a send is one
 *   conditional UPDATE on it (last_sent_at older than the cooldown), so of concurrent sends exactly one lands.
 * - video_kyc_links: every link sent (its id, the mobile it went to, its 24-hour expiry).
 * - merchant_support_languages: a merchant's IVR/support language.
 * - recharge_complaints: complaints on a recharge (a bill payment whose biller category makes it a 'Recharge');
 *   at most one OPEN per bill payment, kept by a partial unique index.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await withId(db, db.schema.createTable('investment_interest'))
    .addColumn('account_id', 'integer', (c) => c.notNull().unique().references('investment_accounts.id'))
    .addColumn('rate', DECIMAL, (c) => c.notNull())
    .addColumn('payout_frequency', 'varchar(20)', (c) => c.notNull())
    .addColumn('period_from', 'bigint', (c) => c.notNull())
    .addColumn('period_to', 'bigint', (c) => c.notNull())
    .addColumn('principal', DECIMAL, (c) => c.notNull())
    .addColumn('accrued', DECIMAL, (c) => c.notNull())
    .addColumn('paid', DECIMAL, (c) => c.notNull())
    .addColumn('last_paid_at', 'bigint')
    .execute();

  await db.schema
    .createTable('video_kyc_gates')
    .addColumn('merchant_id', 'varchar(10)', (c) => c.primaryKey())
    .addColumn('last_sent_at', 'bigint', (c) => c.notNull())
    .execute();

  await withId(db, db.schema.createTable('video_kyc_links'))
    .addColumn('link_id', 'varchar(10)', (c) => c.notNull().unique())
    .addColumn('merchant_id', 'varchar(10)', (c) => c.notNull())
    .addColumn('mobile', 'varchar(20)', (c) => c.notNull())
    .addColumn('sent_by', 'varchar(254)', (c) => c.notNull())
    .addColumn('sent_at', 'bigint', (c) => c.notNull())
    .addColumn('expires_at', 'bigint', (c) => c.notNull())
    .execute();
  await addIndex(db, 'video_kyc_links_merchant_idx', 'video_kyc_links', ['merchant_id', 'sent_at']);

  await db.schema
    .createTable('merchant_support_languages')
    .addColumn('merchant_id', 'varchar(10)', (c) => c.primaryKey())
    .addColumn('language', 'varchar(20)', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .execute();

  await withId(db, db.schema.createTable('recharge_complaints'))
    .addColumn('reference', 'varchar(20)', (c) => c.unique())
    .addColumn('bill_payment_id', 'integer', (c) => c.notNull().references('consumer_bill_payments.id'))
    .addColumn('category', 'varchar(60)', (c) => c.notNull())
    .addColumn('description', 'varchar(500)', (c) => c.notNull())
    .addColumn('status', 'varchar(20)', (c) => c.notNull())
    .addColumn('raised_by', 'varchar(254)', (c) => c.notNull())
    .addColumn('raised_at', 'bigint', (c) => c.notNull())
    .addColumn('resolved_at', 'bigint')
    .execute();
  await addIndex(db, 'recharge_complaints_payment_idx', 'recharge_complaints', ['bill_payment_id', 'id']);
  await sql`create unique index recharge_complaints_open_uq on recharge_complaints (bill_payment_id)
    where status = 'OPEN'`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('recharge_complaints').execute();
  await db.schema.dropTable('merchant_support_languages').execute();
  await db.schema.dropTable('video_kyc_links').execute();
  await db.schema.dropTable('video_kyc_gates').execute();
  await db.schema.dropTable('investment_interest').execute();
}
