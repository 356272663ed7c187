import { sql, type Kysely } from 'kysely';
import { addIndex, DECIMAL, withId } from './helpers.js';

/**
 * Frozen: the consumer 360 calls, part A (issue 46 item 6, spec §7.5).
 * - consumer_contacts: a consumer's emergency and reference contacts (the mobile is served masked).
 * - consumer_repayment_links: the repayment links sent (amount, channel, where to, valid_until: the expiry, a plan; paid_at once paid).
 * - consumer_link_gates: a consumer's last repayment link; a send is one conditional UPDATE on it (the cooldown).
 * - consumer_death_certificates: a deceased customer's certificate, the bytes in the document store (content_key).
 * - one VERIFIED_NAME correction pending per consumer (a partial unique index on approval_requests).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await withId(db, db.schema.createTable('consumer_contacts'))
    .addColumn('consumer_id', 'bigint', (c) => c.notNull())
    .addColumn('kind', 'varchar(10)', (c) => c.notNull())
    .addColumn('name', 'varchar(120)', (c) => c.notNull())
    .addColumn('relation', 'varchar(40)', (c) => c.notNull())
    .addColumn('mobile', 'varchar(15)', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();
  await addIndex(db, 'consumer_contacts_consumer_idx', 'consumer_contacts', ['consumer_id', 'id']);

  await withId(db, db.schema.createTable('consumer_repayment_links'))
    .addColumn('consumer_id', 'bigint', (c) => c.notNull())
    .addColumn('link_id', 'varchar(12)', (c) => c.notNull().unique())
    .addColumn('amount', DECIMAL, (c) => c.notNull())
    .addColumn('channel', 'varchar(5)', (c) => c.notNull())
    .addColumn('destination', 'varchar(120)', (c) => c.notNull())
    .addColumn('sent_by', 'varchar(120)', (c) => c.notNull())
    .addColumn('sent_at', 'bigint', (c) => c.notNull())
    .addColumn('valid_until', 'bigint', (c) => c.notNull())
    .addColumn('paid_at', 'bigint')
    .execute();
  await addIndex(db, 'consumer_repayment_links_consumer_idx', 'consumer_repayment_links', ['consumer_id', 'sent_at']);

  await db.schema
    .createTable('consumer_link_gates')
    .addColumn('consumer_id', 'bigint', (c) => c.primaryKey())
    .addColumn('last_sent_at', 'bigint', (c) => c.notNull())
    .execute();

  await withId(db, db.schema.createTable('consumer_death_certificates'))
    .addColumn('consumer_id', 'bigint', (c) => c.notNull())
    .addColumn('file_name', 'varchar(200)', (c) => c.notNull())
    .addColumn('media_type', 'varchar(40)', (c) => c.notNull())
    .addColumn('size', 'integer', (c) => c.notNull())
    .addColumn('content_key', 'varchar(64)', (c) => c.notNull())
    .addColumn('remarks', 'varchar(300)', (c) => c.notNull())
    .addColumn('uploaded_by', 'varchar(120)', (c) => c.notNull())
    .addColumn('uploaded_at', 'bigint', (c) => c.notNull())
    .execute();
  await addIndex(db, 'consumer_death_certificates_consumer_idx', 'consumer_death_certificates', [
    'consumer_id',
    'uploaded_at',
  ]);

  await sql`create unique index approval_requests_verified_name_pending_uq
    on approval_requests (target_id) where status = 'PENDING' and kind = 'VERIFIED_NAME'`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('approval_requests_verified_name_pending_uq').execute();
  for (const table of [
    'consumer_death_certificates',
    'consumer_link_gates',
    'consumer_repayment_links',
    'consumer_contacts',
  ])
    await db.schema.dropTable(table).execute();
}
