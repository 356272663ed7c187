import type { Kysely } from 'kysely';
import { addIndex } from './helpers.js';

/**
 * Frozen: the schema-driven resources (issue 5). Their tables and columns come from 0001 (a test checks every
 * schema field has its column); this adds the indexes their list screens sort and filter on.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await addIndex(db, 'notifications_status_idx', 'notifications', ['status', 'created_at']);
  await addIndex(db, 'fd_plans_issuer_idx', 'fd_plans', ['issuer_name', 'tenure_in_days']);
  await addIndex(db, 'transaction_limits_type_idx', 'transaction_limits', ['transaction_type', 'txn_indicator']);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('transaction_limits_type_idx').execute();
  await db.schema.dropIndex('fd_plans_issuer_idx').execute();
  await db.schema.dropIndex('notifications_status_idx').execute();
}
