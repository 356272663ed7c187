/** Merchant 360, more (migration 0019): the store a KYC document belongs to, null for a merchant-level one. */
declare module './merchant-changes.js' {
  interface KycDocumentTable {
    merchant_store_id: string | null;
  }
}

export {};
