import type { Kysely } from 'kysely';
import { addIndex, DECIMAL, withId } from './helpers.js';

/**
 * Frozen: the consumer 360's lending calls, part B (spec §7.5, issue 46 item 6). `consumer_bank_accounts` a
 * consumer's bank accounts (the clear number kept here, shown masked; verified or not); `consumer_excess_refunds`
 * links a payout (the one `payouts` table /postpe-payouts decides) to the consumer's excess credit it refunds, one
 * row per payout. The consumer's payouts are read newest first by (consumer_id, created_at, id).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await withId(db, db.schema.createTable('consumer_bank_accounts'))
    .addColumn('consumer_id', 'bigint', (c) => c.notNull().references('consumers.id'))
    .addColumn('account_no', 'varchar(20)', (c) => c.notNull())
    .addColumn('ifsc', 'varchar(11)', (c) => c.notNull())
    .addColumn('bank_name', 'varchar(80)', (c) => c.notNull())
    .addColumn('holder_name', 'varchar(120)', (c) => c.notNull())
    .addColumn('verified', 'integer', (c) => c.notNull())
    .addColumn('is_primary', 'integer', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();
  await addIndex(db, 'consumer_bank_accounts_idx', 'consumer_bank_accounts', ['consumer_id', 'id']);

  await withId(db, db.schema.createTable('consumer_excess_refunds'))
    .addColumn('consumer_id', 'bigint', (c) => c.notNull().references('consumers.id'))
    .addColumn('payout_id', 'integer', (c) => c.notNull().unique().references('payouts.id'))
    .addColumn('amount', DECIMAL, (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();
  await addIndex(db, 'consumer_excess_refunds_idx', 'consumer_excess_refunds', ['consumer_id', 'payout_id']);
  await addIndex(db, 'payouts_consumer_created_idx', 'payouts', ['consumer_id', 'created_at', 'id']);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('payouts_consumer_created_idx').execute();
  await db.schema.dropTable('consumer_excess_refunds').execute();
  await db.schema.dropTable('consumer_bank_accounts').execute();
}
