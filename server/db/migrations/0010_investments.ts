import type { CreateTableBuilder, Kysely } from 'kysely';
import { addIndex, DECIMAL, withId } from './helpers.js';

const CAPS = (t: CreateTableBuilder<string, string>): CreateTableBuilder<string, string> =>
  t
    .addColumn('name', 'varchar(100)', (c) => c.notNull())
    .addColumn('max_amount', DECIMAL, (c) => c.notNull())
    .addColumn('daily_max_count', 'integer', (c) => c.notNull())
    .addColumn('daily_max_amount', DECIMAL, (c) => c.notNull())
    .addColumn('status', 'varchar(10)', (c) => c.notNull())
    .addColumn('updated_by', 'varchar(254)')
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .addColumn('version', 'integer', (c) => c.notNull().defaultTo(1));

/**
 * Frozen: investments and payout operations (spec §1, §2.3, §7.7). Guardrails (deposit: per product; payout: per
 * channel) with their three caps; investment accounts with holdings and transactions; the company's own accounts and
 * the transfers between them; marks put on stuck payouts. Changes under four eyes live in approval_requests.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await CAPS(withId(db, db.schema.createTable('deposit_guardrails')))
    .addColumn('product', 'varchar(20)', (c) => c.notNull().unique())
    .execute();
  await CAPS(withId(db, db.schema.createTable('payout_guardrails')))
    .addColumn('channel', 'varchar(10)', (c) => c.notNull().unique())
    .execute();

  await withId(db, db.schema.createTable('investment_accounts'))
    .addColumn('account_no', 'varchar(20)', (c) => c.notNull().unique())
    .addColumn('client_code', 'varchar(30)', (c) => c.notNull())
    .addColumn('product', 'varchar(20)', (c) => c.notNull())
    .addColumn('holder_name', 'varchar(100)', (c) => c.notNull())
    .addColumn('mobile', 'varchar(12)', (c) => c.notNull())
    .addColumn('merchant_id', 'varchar(10)')
    .addColumn('status', 'varchar(20)', (c) => c.notNull())
    .addColumn('balance', DECIMAL, (c) => c.notNull())
    .addColumn('hold_amount', DECIMAL, (c) => c.notNull())
    .addColumn('invest_limit', DECIMAL, (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .addColumn('version', 'integer', (c) => c.notNull().defaultTo(1))
    .execute();
  await db.schema.createIndex('investment_accounts_mobile_idx').on('investment_accounts').column('mobile').execute();
  await addIndex(db, 'investment_accounts_merchant_idx', 'investment_accounts', ['merchant_id']);
  await addIndex(db, 'investment_accounts_client_idx', 'investment_accounts', ['client_code', 'id']);

  await withId(db, db.schema.createTable('investment_holdings'))
    .addColumn('account_id', 'integer', (c) => c.notNull().references('investment_accounts.id'))
    .addColumn('instrument', 'varchar(100)', (c) => c.notNull())
    .addColumn('kind', 'varchar(20)', (c) => c.notNull())
    .addColumn('units', 'numeric(14, 4)', (c) => c.notNull())
    .addColumn('invested', DECIMAL, (c) => c.notNull())
    .addColumn('current_value', DECIMAL, (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .execute();
  await addIndex(db, 'investment_holdings_account_idx', 'investment_holdings', ['account_id', 'kind']);

  await withId(db, db.schema.createTable('investment_transactions'))
    .addColumn('account_id', 'integer', (c) => c.notNull().references('investment_accounts.id'))
    .addColumn('product', 'varchar(20)', (c) => c.notNull())
    .addColumn('txn_type', 'varchar(30)', (c) => c.notNull())
    .addColumn('amount', DECIMAL, (c) => c.notNull())
    .addColumn('status', 'varchar(20)', (c) => c.notNull())
    .addColumn('reference', 'varchar(60)', (c) => c.notNull())
    .addColumn('remarks', 'varchar(300)')
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .addColumn('version', 'integer', (c) => c.notNull().defaultTo(1))
    .execute();
  await addIndex(db, 'investment_txn_account_idx', 'investment_transactions', ['account_id', 'created_at']);
  await addIndex(db, 'investment_txn_status_idx', 'investment_transactions', ['status', 'created_at']);

  await withId(db, db.schema.createTable('internal_accounts'))
    .addColumn('name', 'varchar(100)', (c) => c.notNull())
    .addColumn('bank', 'varchar(100)', (c) => c.notNull())
    .addColumn('account_no', 'varchar(20)', (c) => c.notNull().unique())
    .addColumn('ifsc', 'varchar(11)', (c) => c.notNull())
    .addColumn('balance', DECIMAL, (c) => c.notNull())
    .addColumn('version', 'integer', (c) => c.notNull().defaultTo(1))
    .execute();

  await withId(db, db.schema.createTable('internal_transfers'))
    .addColumn('request_id', 'integer', (c) => c.notNull().unique().references('approval_requests.id'))
    .addColumn('from_account_id', 'integer', (c) => c.notNull().references('internal_accounts.id'))
    .addColumn('to_account_id', 'integer', (c) => c.notNull().references('internal_accounts.id'))
    .addColumn('amount', DECIMAL, (c) => c.notNull())
    .addColumn('channel', 'varchar(10)', (c) => c.notNull())
    .addColumn('status', 'varchar(20)', (c) => c.notNull())
    .addColumn('utr', 'varchar(30)')
    .addColumn('maker_email', 'varchar(254)', (c) => c.notNull())
    .addColumn('checker_email', 'varchar(254)')
    .addColumn('remarks', 'varchar(300)', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('decided_at', 'bigint')
    .execute();
  await addIndex(db, 'internal_transfers_created_idx', 'internal_transfers', ['created_at', 'id']);
  await addIndex(db, 'internal_transfers_channel_idx', 'internal_transfers', ['channel', 'status', 'decided_at']);

  await withId(db, db.schema.createTable('payout_status_marks'))
    .addColumn('payout_id', 'integer', (c) => c.notNull().references('payouts.id'))
    .addColumn('from_txn_status', 'varchar(20)', (c) => c.notNull())
    .addColumn('to_txn_status', 'varchar(20)', (c) => c.notNull())
    .addColumn('reason', 'varchar(300)', (c) => c.notNull())
    .addColumn('marked_by', 'varchar(254)', (c) => c.notNull())
    .addColumn('marked_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('payout_status_marks_payout_idx').on('payout_status_marks').column('payout_id').execute();

  // Payouts are looked up by UTR (their transaction id) and summed per day by status for the payout guardrails.
  await db.schema.createIndex('payouts_transaction_idx').on('payouts').column('transaction_id').execute();
  await db.schema.createIndex('payouts_status_updated_idx').on('payouts').columns(['status', 'updated_at']).execute();
  // The guardrail audit reads one kind's requests newest first.
  await addIndex(db, 'approval_requests_kind_idx', 'approval_requests', ['kind', 'created_at']);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('approval_requests_kind_idx').execute();
  await db.schema.dropIndex('payouts_status_updated_idx').execute();
  await db.schema.dropIndex('payouts_transaction_idx').execute();
  for (const table of [
    'payout_status_marks',
    'internal_transfers',
    'internal_accounts',
    'investment_transactions',
    'investment_holdings',
    'investment_accounts',
    'payout_guardrails',
    'deposit_guardrails',
  ])
    await db.schema.dropTable(table).execute();
}
