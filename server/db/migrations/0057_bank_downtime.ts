import { sql, type Kysely } from 'kysely';
import { addIndex, withId } from './helpers.js';

/**
 * Frozen: bank and PSP downtime (issue 45 item 3). `payment_banks` lists the banks and PSPs (those that acquire QR
 * payments flagged); `bank_downtimes` a declared window per bank and channel (start and end in epoch ms, UTC; no end:
 * open-ended), its severity and note, CANCELLED when cancelled, a `version` for edits; `downtime_recipients` who is
 * told per severity and how; `downtime_notifications` each notification the reference backend would send;
 * `qr_priority` the one QR acquirer order (bank ids as JSON) with its version, changed by an approved QR_PRIORITY
 * request; one such request pending at a time (a partial unique index).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await withId(db, db.schema.createTable('payment_banks'))
    .addColumn('code', 'varchar(20)', (c) => c.notNull().unique())
    .addColumn('name', 'varchar(100)', (c) => c.notNull())
    .addColumn('kind', 'varchar(10)', (c) => c.notNull())
    .addColumn('qr_acquirer', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await withId(db, db.schema.createTable('bank_downtimes'))
    .addColumn('bank_id', 'integer', (c) => c.notNull().references('payment_banks.id'))
    .addColumn('channel', 'varchar(10)', (c) => c.notNull())
    .addColumn('start_time', 'bigint', (c) => c.notNull())
    .addColumn('end_time', 'bigint')
    .addColumn('severity', 'varchar(10)', (c) => c.notNull())
    .addColumn('note', 'varchar(300)', (c) => c.notNull())
    .addColumn('status', 'varchar(10)', (c) => c.notNull())
    .addColumn('version', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('declared_by', 'varchar(120)', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('updated_by', 'varchar(120)')
    .addColumn('updated_at', 'bigint')
    .execute();
  await addIndex(db, 'bank_downtimes_bank_idx', 'bank_downtimes', ['bank_id', 'channel', 'start_time']);
  await addIndex(db, 'bank_downtimes_start_idx', 'bank_downtimes', ['start_time', 'id']);
  await withId(db, db.schema.createTable('downtime_recipients'))
    .addColumn('severity', 'varchar(10)', (c) => c.notNull())
    .addColumn('recipient', 'varchar(120)', (c) => c.notNull())
    .addColumn('channel', 'varchar(10)', (c) => c.notNull())
    .execute();
  await withId(db, db.schema.createTable('downtime_notifications'))
    .addColumn('downtime_id', 'integer', (c) => c.notNull().references('bank_downtimes.id'))
    .addColumn('event', 'varchar(10)', (c) => c.notNull())
    .addColumn('recipient', 'varchar(120)', (c) => c.notNull())
    .addColumn('channel', 'varchar(10)', (c) => c.notNull())
    .addColumn('severity', 'varchar(10)', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();
  await addIndex(db, 'downtime_notifications_downtime_idx', 'downtime_notifications', ['downtime_id', 'id']);
  await db.schema
    .createTable('qr_priority')
    .addColumn('id', 'integer', (c) => c.primaryKey())
    .addColumn('order_json', 'text', (c) => c.notNull())
    .addColumn('version', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('updated_by', 'varchar(120)', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .execute();
  await sql`create unique index approval_requests_qr_priority_pending_uq
    on approval_requests (kind) where status = 'PENDING' and kind = 'QR_PRIORITY'`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('approval_requests_qr_priority_pending_uq').execute();
  for (const t of ['qr_priority', 'downtime_notifications', 'downtime_recipients', 'bank_downtimes', 'payment_banks'])
    await db.schema.dropTable(t).execute();
}
