import type { MerchantStatusRow } from './rows';

/** How many rows a bulk confirmation shows before it runs (issue 41 item 1: the count and the first few). */
export const PREVIEW_SAMPLE = 5;

/** One row of a merchant-status upload as it would apply: the merchant, what it holds now and what it would hold. */
export interface MerchantStatusChange {
  line: number;
  merchantId: string;
  merchantStoreId: string | null;
  opType: string;
  /** 'ACTIVE' → 'SUSPENDED'; a KYC-document rejection: the KYC status → 'REJECTED'. */
  before: string;
  after: string;
}

/** POST /upload/bulk-update-merchant-status/preview: what the upload would do, nothing applied. */
export interface MerchantStatusPreview {
  rows: number;
  /** Rows whose value differs from what the merchant holds now. */
  changing: number;
  /** The first PREVIEW_SAMPLE rows. */
  sample: MerchantStatusChange[];
}

/** The values a preview reads of each merchant. */
export interface MerchantNow {
  status: string;
  kyc_status: string | null;
}

/** Pure: what a checked, clean merchant-status file would do to the merchants as they are now. */
export function merchantStatusPreview(
  rows: readonly MerchantStatusRow[],
  now: ReadonlyMap<string, MerchantNow>,
  sample = PREVIEW_SAMPLE,
): MerchantStatusPreview {
  const changes = rows.map((row, index): MerchantStatusChange => {
    const merchant = now.get(row.merchantId);
    const kyc = row.opType === 'KYC_DOC_REJECT';
    return {
      line: index + 2,
      merchantId: row.merchantId,
      merchantStoreId: row.merchantStoreId || null,
      opType: row.opType,
      before: (kyc ? merchant?.kyc_status : merchant?.status) ?? '',
      after: kyc ? 'REJECTED' : row.status,
    };
  });
  return {
    rows: rows.length,
    changing: changes.filter((c) => c.before !== c.after).length,
    sample: changes.slice(0, sample),
  };
}
