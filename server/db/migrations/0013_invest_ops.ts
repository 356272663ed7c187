import type { Kysely } from 'kysely';
import { addIndex, DECIMAL } from './helpers.js';

/**
 * Frozen: what each payout channel has let out per UTC day (spec §1 guardrails). One row per channel and day; every
 * approval of a payout or internal transfer claims its share with ONE conditional update that also checks the
 * channel's daily caps, so two checkers approving at the same moment cannot together pass a cap. Also the index the
 * P2P variable-earning upload reads (a day credited to an account is never credited again).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('payout_channel_usage')
    .addColumn('channel', 'varchar(10)', (c) => c.notNull())
    .addColumn('day', 'bigint', (c) => c.notNull())
    .addColumn('used_count', 'integer', (c) => c.notNull())
    .addColumn('used_amount', DECIMAL, (c) => c.notNull())
    .addPrimaryKeyConstraint('payout_channel_usage_pk', ['channel', 'day'])
    .execute();
  // The variable-earning upload looks up the days already credited to its accounts.
  await addIndex(db, 'investment_transactions_reference_idx', 'investment_transactions', [
    'account_id',
    'txn_type',
    'reference',
  ]);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('investment_transactions_reference_idx').execute();
  await db.schema.dropTable('payout_channel_usage').execute();
}
