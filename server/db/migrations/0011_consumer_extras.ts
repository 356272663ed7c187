import type { Kysely } from 'kysely';
import { addIndex, DECIMAL, withId } from './helpers.js';

/**
 * Frozen: the consumer 360's second part (spec §3.14, §3.18 cashback, §3.19, §3.23, §3.24). consumer_id is the
 * consumers table's id, kept without a foreign key so this area's rows load in any order. Read-only records share
 * one table keyed by kind; plan orders and bill payments, which actions change, have tables of their own.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await withId(db, db.schema.createTable('consumer_records'))
    .addColumn('consumer_id', 'bigint', (c) => c.notNull())
    .addColumn('kind', 'varchar(30)', (c) => c.notNull())
    .addColumn('record_id', 'varchar(60)', (c) => c.notNull())
    .addColumn('at', 'bigint', (c) => c.notNull())
    .addColumn('status', 'varchar(40)')
    .addColumn('sub_type', 'varchar(40)')
    .addColumn('bank_rrn', 'varchar(40)')
    .addColumn('amount', DECIMAL)
    .addColumn('detail_json', 'text', (c) => c.notNull())
    .execute();
  await addIndex(db, 'consumer_records_list_idx', 'consumer_records', ['consumer_id', 'kind', 'at', 'id']);
  await addIndex(db, 'consumer_records_status_idx', 'consumer_records', ['consumer_id', 'kind', 'status', 'at']);
  await addIndex(db, 'consumer_records_rrn_idx', 'consumer_records', ['consumer_id', 'kind', 'bank_rrn']);

  await withId(db, db.schema.createTable('consumer_plan_orders'))
    .addColumn('consumer_id', 'bigint', (c) => c.notNull())
    .addColumn('kind', 'varchar(20)', (c) => c.notNull())
    .addColumn('membership_id', 'varchar(40)', (c) => c.notNull())
    .addColumn('vas_order_id', 'varchar(40)', (c) => c.notNull().unique())
    .addColumn('transaction_id', 'varchar(40)', (c) => c.notNull())
    .addColumn('eligibility_date', 'bigint')
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('plan_name', 'varchar(100)', (c) => c.notNull())
    .addColumn('plan_code', 'varchar(40)', (c) => c.notNull())
    .addColumn('plan_mrp', DECIMAL, (c) => c.notNull())
    .addColumn('status', 'varchar(30)', (c) => c.notNull())
    .addColumn('activation_date', 'bigint')
    .addColumn('expiration_date', 'bigint')
    .addColumn('cancel_date', 'bigint')
    .addColumn('is_cancellable', 'integer', (c) => c.notNull())
    .addColumn('version', 'integer', (c) => c.notNull().defaultTo(1))
    .execute();
  await addIndex(db, 'consumer_plan_orders_list_idx', 'consumer_plan_orders', ['consumer_id', 'kind', 'created_at']);

  await withId(db, db.schema.createTable('consumer_bill_payments'))
    .addColumn('consumer_id', 'bigint', (c) => c.notNull())
    .addColumn('kind', 'varchar(20)', (c) => c.notNull())
    .addColumn('source_ref_id', 'varchar(40)', (c) => c.notNull().unique())
    .addColumn('payment_date', 'bigint', (c) => c.notNull())
    .addColumn('update_at', 'bigint', (c) => c.notNull())
    .addColumn('biller_category', 'varchar(60)', (c) => c.notNull())
    .addColumn('payment_amount', DECIMAL, (c) => c.notNull())
    .addColumn('status', 'varchar(40)', (c) => c.notNull())
    .addColumn('payment_mode', 'varchar(30)', (c) => c.notNull())
    .addColumn('cashback_amount', DECIMAL)
    .addColumn('show_add_cashback_button', 'integer', (c) => c.notNull())
    .addColumn('scratchcard_status', 'varchar(30)')
    .addColumn('scratchcard_issue_date', 'bigint')
    .addColumn('scratchcard_expiry', 'bigint')
    .addColumn('limit_updated_at', 'bigint')
    .addColumn('vas_order_id', 'varchar(40)')
    .addColumn('detail_json', 'text', (c) => c.notNull())
    .addColumn('version', 'integer', (c) => c.notNull().defaultTo(1))
    .execute();
  await addIndex(db, 'consumer_bill_payments_list_idx', 'consumer_bill_payments', [
    'consumer_id',
    'kind',
    'payment_date',
    'id',
  ]);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('consumer_bill_payments').execute();
  await db.schema.dropTable('consumer_plan_orders').execute();
  await db.schema.dropTable('consumer_records').execute();
}
