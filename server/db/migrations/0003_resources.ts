import type { Kysely } from 'kysely';

/**
 * Frozen: the schema-driven resources (issue 5). Their tables and columns come from 0001 (a test checks every
 * schema field has its column); this adds the indexes their list screens sort and filter on.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createIndex('notifications_status_idx')
    .on('notifications')
    .columns(['status', 'created_at'])
    .execute();
  await db.schema
    .createIndex('fd_plans_issuer_idx')
    .on('fd_plans')
    .columns(['issuer_name', 'tenure_in_days'])
    .execute();
  await db.schema
    .createIndex('transaction_limits_type_idx')
    .on('transaction_limits')
    .columns(['transaction_type', 'txn_indicator'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('transaction_limits_type_idx').execute();
  await db.schema.dropIndex('fd_plans_issuer_idx').execute();
  await db.schema.dropIndex('notifications_status_idx').execute();
}
