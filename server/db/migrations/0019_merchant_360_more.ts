import type { Kysely } from 'kysely';

/**
 * Frozen: merchant 360, more (issue 15). A KYC document may belong to one of the merchant's stores
 * (`merchant_store_id`, null for a merchant-level document such as the PAN), so the §7.3 doc/list call filters by
 * merchantStoreId; the lookup is by merchant and store.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('kyc_documents').addColumn('merchant_store_id', 'varchar(20)').execute();
  await db.schema
    .createIndex('kyc_documents_store_idx')
    .on('kyc_documents')
    .columns(['merchant_id', 'merchant_store_id'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('kyc_documents_store_idx').execute();
  await db.schema.alterTable('kyc_documents').dropColumn('merchant_store_id').execute();
}
