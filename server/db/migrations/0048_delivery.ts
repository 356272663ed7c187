import { sql, type Kysely } from 'kysely';
import { addIndex, DECIMAL, withId } from './helpers.js';

/**
 * Frozen: delivery partners, their serviceable pincodes, card deliveries with their timeline, and merchant card
 * applications and orders (issue 44 items 2 (part), 4; contract/delivery/rules.ts).
 *
 * - `delivery_partners`: a courier (code unique), active or not; `version` grows with every edit.
 * - `delivery_partner_pincodes`: one row per partner and pincode (unique), its city, state, SLA in days, COD and
 *   prepaid flags; a partner's CSV upload replaces its rows.
 * - `card_deliveries`: a physical card on its way, CREATED → DISPATCHED → IN_TRANSIT → DELIVERED | RTO; a move is one
 *   conditional UPDATE on (status, version); `card_delivery_events` is its timeline, one row per move.
 * - `merchant_card_applications`: APPLIED → APPROVED | REJECTED, decided by someone other than the raiser; at most one
 *   APPLIED per merchant (a partial unique index lets one of concurrent raises land).
 * - `merchant_card_orders`: at most one per application (unique), with the card delivery it created.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await withId(db, db.schema.createTable('delivery_partners'))
    .addColumn('code', 'varchar(12)', (c) => c.notNull().unique())
    .addColumn('name', 'varchar(80)', (c) => c.notNull())
    .addColumn('contact', 'varchar(120)', (c) => c.notNull())
    .addColumn('active', 'integer', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .addColumn('version', 'integer', (c) => c.notNull().defaultTo(1))
    .execute();

  await withId(db, db.schema.createTable('delivery_partner_pincodes'))
    .addColumn('partner_id', 'integer', (c) => c.notNull().references('delivery_partners.id'))
    .addColumn('pincode', 'varchar(6)', (c) => c.notNull())
    .addColumn('city', 'varchar(100)', (c) => c.notNull())
    .addColumn('state', 'varchar(100)', (c) => c.notNull())
    .addColumn('sla_days', 'integer', (c) => c.notNull())
    .addColumn('cod', 'integer', (c) => c.notNull())
    .addColumn('prepaid', 'integer', (c) => c.notNull())
    .execute();
  await addIndex(db, 'delivery_partner_pincodes_uq', 'delivery_partner_pincodes', ['partner_id', 'pincode'], true);
  await addIndex(db, 'delivery_partner_pincodes_pin_idx', 'delivery_partner_pincodes', ['pincode']);

  await withId(db, db.schema.createTable('card_deliveries'))
    .addColumn('reference', 'varchar(20)', (c) => c.unique())
    .addColumn('merchant_id', 'varchar(10)', (c) => c.notNull())
    .addColumn('card_type', 'varchar(10)', (c) => c.notNull())
    .addColumn('partner_id', 'integer', (c) => c.notNull().references('delivery_partners.id'))
    .addColumn('awb', 'varchar(30)')
    .addColumn('pincode', 'varchar(6)', (c) => c.notNull())
    .addColumn('address', 'varchar(300)', (c) => c.notNull())
    .addColumn('status', 'varchar(20)', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .addColumn('version', 'integer', (c) => c.notNull().defaultTo(1))
    .execute();
  await addIndex(db, 'card_deliveries_status_idx', 'card_deliveries', ['status', 'created_at', 'id']);
  await addIndex(db, 'card_deliveries_merchant_idx', 'card_deliveries', ['merchant_id']);
  await addIndex(db, 'card_deliveries_awb_idx', 'card_deliveries', ['awb']);

  await withId(db, db.schema.createTable('card_delivery_events'))
    .addColumn('delivery_id', 'integer', (c) => c.notNull().references('card_deliveries.id'))
    .addColumn('from_status', 'varchar(20)')
    .addColumn('to_status', 'varchar(20)', (c) => c.notNull())
    .addColumn('remarks', 'varchar(300)')
    .addColumn('actor', 'varchar(254)', (c) => c.notNull())
    .addColumn('at', 'bigint', (c) => c.notNull())
    .execute();
  await addIndex(db, 'card_delivery_events_delivery_idx', 'card_delivery_events', ['delivery_id', 'id']);

  await withId(db, db.schema.createTable('merchant_card_applications'))
    .addColumn('reference', 'varchar(20)', (c) => c.unique())
    .addColumn('merchant_id', 'varchar(10)', (c) => c.notNull())
    .addColumn('card_type', 'varchar(10)', (c) => c.notNull())
    .addColumn('credit_limit', DECIMAL)
    .addColumn('remarks', 'varchar(300)', (c) => c.notNull())
    .addColumn('status', 'varchar(20)', (c) => c.notNull())
    .addColumn('applied_by', 'varchar(254)', (c) => c.notNull())
    .addColumn('applied_at', 'bigint', (c) => c.notNull())
    .addColumn('decided_by', 'varchar(254)')
    .addColumn('decided_at', 'bigint')
    .addColumn('decision_remarks', 'varchar(300)')
    .execute();
  await addIndex(db, 'merchant_card_applications_status_idx', 'merchant_card_applications', ['status', 'applied_at']);
  await sql`create unique index merchant_card_applications_open_uq on merchant_card_applications (merchant_id)
    where status = 'APPLIED'`.execute(db);

  await withId(db, db.schema.createTable('merchant_card_orders'))
    .addColumn('reference', 'varchar(20)', (c) => c.unique())
    .addColumn('application_id', 'integer', (c) => c.notNull().unique().references('merchant_card_applications.id'))
    .addColumn('merchant_id', 'varchar(10)', (c) => c.notNull())
    .addColumn('delivery_id', 'integer', (c) => c.notNull().references('card_deliveries.id'))
    .addColumn('ordered_by', 'varchar(254)', (c) => c.notNull())
    .addColumn('ordered_at', 'bigint', (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('merchant_card_orders').execute();
  await db.schema.dropTable('merchant_card_applications').execute();
  await db.schema.dropTable('card_delivery_events').execute();
  await db.schema.dropTable('card_deliveries').execute();
  await db.schema.dropTable('delivery_partner_pincodes').execute();
  await db.schema.dropTable('delivery_partners').execute();
}
