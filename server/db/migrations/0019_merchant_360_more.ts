import type { Kysely } from 'kysely';
import { addIndex } from './helpers.js';

/**
 * Frozen: merchant 360, more (issue 15). A KYC document may belong to one of the merchant's stores
 * (`merchant_store_id`, null for a merchant-level document such as the PAN), so the §7.3 doc/list call filters by
 * merchantStoreId; the lookup is by merchant and store.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('kyc_documents').addColumn('merchant_store_id', 'varchar(20)').execute();
  await addIndex(db, 'kyc_documents_store_idx', 'kyc_documents', ['merchant_id', 'merchant_store_id']);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('kyc_documents_store_idx').execute();
  await db.schema.alterTable('kyc_documents').dropColumn('merchant_store_id').execute();
}
