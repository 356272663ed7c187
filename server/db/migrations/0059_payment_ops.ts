import type { Kysely } from 'kysely';
import { addIndex, DECIMAL, withId } from './helpers.js';

/**
 * Frozen: payment operations (issue 45 item 5; contract/payment-ops/calls.ts).
 * - merchant_withdrawal_requests: a merchant's request to withdraw from a Bharat Swipe account
 *   (merchant_bharatswipe_accounts); decided by one conditional update (status and version); an approval debits the
 *   account in the same transaction and writes the withdrawal (merchant_bharatswipe_withdrawals, INITIATED).
 * - merchant_callback_endpoints: a merchant's callback URL and how the reference backend's pretend merchant answers it
 *   (OK: 200; ERROR: 500; TIMEOUT: no answer; FLAKY: 503 on a push's first attempt, 200 after).
 * - txn_status_pushes: one re-send of a transaction's final status; `in_flight_txn` holds the txn id while the push is
 *   in flight (unique: one push in flight per transaction) and is cleared when it is delivered or has failed.
 * - txn_push_attempts: its delivery log (attempt, time, HTTP status, outcome, response excerpt).
 * - cashfree_payouts: the payout provider's own record of each transfer (the simulated provider's side).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await withId(db, db.schema.createTable('merchant_withdrawal_requests'))
    .addColumn('request_id', 'varchar(30)', (c) => c.notNull().unique())
    .addColumn('merchant_id', 'varchar(10)', (c) => c.notNull())
    .addColumn('account_id', 'varchar(30)', (c) => c.notNull())
    .addColumn('amount', DECIMAL, (c) => c.notNull())
    .addColumn('charges', DECIMAL, (c) => c.notNull())
    .addColumn('status', 'varchar(12)', (c) => c.notNull())
    .addColumn('merchant_note', 'varchar(200)')
    .addColumn('requested_at', 'bigint', (c) => c.notNull())
    .addColumn('decided_by', 'varchar(254)')
    .addColumn('decided_at', 'bigint')
    .addColumn('remarks', 'varchar(300)')
    .addColumn('balance_after', DECIMAL)
    .addColumn('withdrawal_id', 'varchar(30)')
    .addColumn('version', 'integer', (c) => c.notNull().defaultTo(1))
    .execute();
  await addIndex(db, 'merchant_withdrawal_requests_list_idx', 'merchant_withdrawal_requests', ['requested_at', 'id']);
  await addIndex(db, 'merchant_withdrawal_requests_merchant_idx', 'merchant_withdrawal_requests', [
    'merchant_id',
    'requested_at',
  ]);

  await db.schema
    .createTable('merchant_callback_endpoints')
    .addColumn('merchant_id', 'varchar(10)', (c) => c.primaryKey())
    .addColumn('callback_url', 'varchar(300)', (c) => c.notNull())
    .addColumn('behaviour', 'varchar(10)', (c) => c.notNull())
    .execute();

  await withId(db, db.schema.createTable('txn_status_pushes'))
    .addColumn('txn_id', 'varchar(30)', (c) => c.notNull())
    .addColumn('merchant_id', 'varchar(10)', (c) => c.notNull())
    .addColumn('txn_status', 'varchar(20)', (c) => c.notNull())
    .addColumn('callback_url', 'varchar(300)', (c) => c.notNull())
    .addColumn('status', 'varchar(12)', (c) => c.notNull())
    .addColumn('in_flight_txn', 'varchar(30)', (c) => c.unique())
    .addColumn('attempts', 'integer', (c) => c.notNull())
    .addColumn('next_attempt_at', 'bigint')
    .addColumn('started_by', 'varchar(254)', (c) => c.notNull())
    .addColumn('started_at', 'bigint', (c) => c.notNull())
    .addColumn('finished_at', 'bigint')
    .execute();
  await addIndex(db, 'txn_status_pushes_txn_idx', 'txn_status_pushes', ['txn_id', 'started_at']);
  await addIndex(db, 'txn_status_pushes_due_idx', 'txn_status_pushes', ['status', 'next_attempt_at']);

  await withId(db, db.schema.createTable('txn_push_attempts'))
    .addColumn('push_id', 'integer', (c) => c.notNull())
    .addColumn('attempt', 'integer', (c) => c.notNull())
    .addColumn('attempted_at', 'bigint', (c) => c.notNull())
    .addColumn('http_status', 'integer')
    .addColumn('outcome', 'varchar(12)', (c) => c.notNull())
    .addColumn('response_excerpt', 'varchar(200)', (c) => c.notNull())
    .addColumn('duration_ms', 'integer', (c) => c.notNull())
    .addUniqueConstraint('txn_push_attempts_push_attempt_uq', ['push_id', 'attempt'])
    .execute();

  await db.schema
    .createTable('cashfree_payouts')
    .addColumn('transfer_id', 'varchar(64)', (c) => c.primaryKey())
    .addColumn('provider_status', 'varchar(12)', (c) => c.notNull())
    .addColumn('amount', DECIMAL, (c) => c.notNull())
    .addColumn('utr', 'varchar(30)')
    .addColumn('provider_message', 'varchar(200)', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of [
    'cashfree_payouts',
    'txn_push_attempts',
    'txn_status_pushes',
    'merchant_callback_endpoints',
    'merchant_withdrawal_requests',
  ])
    await db.schema.dropTable(table).execute();
}
