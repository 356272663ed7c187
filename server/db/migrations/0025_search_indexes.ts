import type { Kysely } from 'kysely';
import { addIndex } from './helpers.js';

/**
 * Frozen: indexes for the searches the busy-desk bench found scanning whole tables at 1,000,000 rows (issue 37):
 * disputes by the payer's mobile (newest first), merchant transactions by RRN, the audit trail of one entity (by id),
 * and payouts of one status sorted by amount. Works on SQLite and PostgreSQL alike.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await addIndex(db, 'disputes_payer_mobile_created_idx', 'disputes', ['payer_mobile', 'created_at', 'id']);
  await db.schema.createIndex('merchant_transactions_rrn_idx').on('merchant_transactions').column('rrn').execute();
  await db.schema.createIndex('audit_log_entity_id_idx').on('audit_log').columns(['entity', 'id']).execute();
  await db.schema.createIndex('payouts_status_amount_idx').on('payouts').columns(['status', 'amount', 'id']).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const name of [
    'payouts_status_amount_idx',
    'audit_log_entity_id_idx',
    'merchant_transactions_rrn_idx',
    'disputes_payer_mobile_created_idx',
  ])
    await db.schema.dropIndex(name).execute();
}
