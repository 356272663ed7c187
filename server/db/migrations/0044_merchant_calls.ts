import { sql, type Kysely } from 'kysely';
import { addIndex, DECIMAL, withId } from './helpers.js';

/**
 * Frozen: the merchant calls of issue 43 item 7 (contract/merchant-calls/).
 * - `merchant_mdr_rates`: a merchant's credit-card MDR rate per card network and type, from a date (rate in %).
 * - `merchant_wallets` and `merchant_wallet_txns`: the P2P wallet of each store, its balance and its transactions.
 * - `qr_orders`: the payment-support QR orders; a manual refund moves a PAID order to REFUNDED with one conditional
 *   UPDATE on (status, version), so of concurrent refunds exactly one lands.
 * - one PENDING MCC change per merchant: a partial unique index on approval_requests, as 0023's for other kinds.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await withId(db, db.schema.createTable('merchant_mdr_rates'))
    .addColumn('merchant_id', 'varchar(10)', (c) => c.notNull())
    .addColumn('card_network', 'varchar(20)', (c) => c.notNull())
    .addColumn('card_type', 'varchar(20)', (c) => c.notNull())
    .addColumn('rate', DECIMAL, (c) => c.notNull())
    .addColumn('effective_from', 'bigint', (c) => c.notNull())
    .execute();
  await addIndex(db, 'merchant_mdr_rates_merchant_idx', 'merchant_mdr_rates', ['merchant_id', 'effective_from']);

  await withId(db, db.schema.createTable('merchant_wallets'))
    .addColumn('merchant_id', 'varchar(10)', (c) => c.notNull())
    .addColumn('store_id', 'varchar(20)', (c) => c.notNull())
    .addColumn('store_name', 'varchar(100)', (c) => c.notNull())
    .addColumn('balance', DECIMAL, (c) => c.notNull())
    .addColumn('status', 'varchar(20)', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .execute();
  await addIndex(db, 'merchant_wallets_store_uq', 'merchant_wallets', ['merchant_id', 'store_id'], true);

  await withId(db, db.schema.createTable('merchant_wallet_txns'))
    .addColumn('txn_id', 'varchar(40)', (c) => c.notNull().unique())
    .addColumn('merchant_id', 'varchar(10)', (c) => c.notNull())
    .addColumn('store_id', 'varchar(20)', (c) => c.notNull())
    .addColumn('txn_time', 'bigint', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .addColumn('payer_name', 'varchar(100)')
    .addColumn('payee_name', 'varchar(100)')
    .addColumn('payee_mobile', 'varchar(15)')
    .addColumn('bank_reference_number', 'varchar(40)')
    .addColumn('amount', DECIMAL, (c) => c.notNull())
    .addColumn('fee', DECIMAL, (c) => c.notNull())
    .addColumn('balance', DECIMAL, (c) => c.notNull())
    .addColumn('status', 'varchar(20)', (c) => c.notNull())
    .addColumn('sub_status', 'varchar(40)')
    .addColumn('txn_type', 'varchar(30)', (c) => c.notNull())
    .addColumn('txn_indicator', 'varchar(6)', (c) => c.notNull())
    .addColumn('mode', 'varchar(20)')
    .addColumn('vpa', 'varchar(100)')
    .execute();
  await addIndex(db, 'merchant_wallet_txns_merchant_idx', 'merchant_wallet_txns', ['merchant_id', 'txn_time', 'id']);

  await withId(db, db.schema.createTable('qr_orders'))
    .addColumn('order_id', 'varchar(30)', (c) => c.notNull().unique())
    .addColumn('merchant_id', 'varchar(10)', (c) => c.notNull())
    .addColumn('merchant_name', 'varchar(100)', (c) => c.notNull())
    .addColumn('amount', DECIMAL, (c) => c.notNull())
    .addColumn('payer_vpa', 'varchar(100)')
    .addColumn('status', 'varchar(20)', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('refund_reference', 'varchar(30)')
    .addColumn('refunded_by', 'varchar(254)')
    .addColumn('refunded_at', 'bigint')
    .addColumn('version', 'integer', (c) => c.notNull().defaultTo(1))
    .execute();
  await addIndex(db, 'qr_orders_created_idx', 'qr_orders', ['created_at', 'id']);

  await sql`create unique index approval_requests_pending_mcc_uq
    on approval_requests (target_id)
    where status = 'PENDING' and target_id is not null and kind = 'MCC_CHANGE'`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('approval_requests_pending_mcc_uq').execute();
  await db.schema.dropTable('qr_orders').execute();
  await db.schema.dropTable('merchant_wallet_txns').execute();
  await db.schema.dropTable('merchant_wallets').execute();
  await db.schema.dropTable('merchant_mdr_rates').execute();
}
