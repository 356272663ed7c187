import { days, insertInBatches, type SeedModule } from './context.js';
import { proofPng } from './dispute-proof-files.js';

/**
 * Merchant 360, more (issue 15): each merchant with KYC documents gets a shop photo per store, a store-level document
 * (`merchant_store_id` set), so the KYC tab's store filter (§7.3 doc/list merchantStoreId) has something to pick.
 */
export const merchant360MoreSeed: SeedModule = {
  name: 'merchant-360-more',
  async seed({ db, now }) {
    const withDocs = await db.selectFrom('kyc_documents').select('merchant_id').distinct().execute();
    const merchantIds = withDocs.map((d) => d.merchant_id);
    if (merchantIds.length === 0) return;
    const stores = await db
      .selectFrom('merchant_stores')
      .select(['merchant_id', 'store_id'])
      .where('merchant_id', 'in', merchantIds)
      .orderBy('id')
      .execute();
    const rows = stores.map((s, i) => {
      const png = proofPng(80, 50, [120 + (i % 100), 180, 200]);
      return {
        merchant_id: s.merchant_id,
        merchant_store_id: s.store_id,
        doc_type: 'SHOP_PHOTO',
        doc_identifier: null,
        file_name: `shop-${s.store_id}.png`,
        media_type: 'image/png',
        size: png.length,
        content: png,
        created_at: now - days(20),
      };
    });
    await insertInBatches(db, 'kyc_documents', rows, 100);
  },
};
