/** Page defaults of spec §9, for list screens (perPage, rowsPerPageOptions) and for providers when a caller gives none. */
export const DEFAULT_PAGE_SIZE = 20;
export const PAGE_SIZE_OPTIONS = [20, 50, 100, 200] as const;

/** Alert log: page 0, limit 10. */
export const ALERT_LOG_PAGING = { page: 0, limit: 10 } as const;
/** Batch status dialog: 0-based pages, sizes 5, 10, 25, 50, default 10. */
export const BATCH_STATUS_PAGE_SIZES = [5, 10, 25, 50] as const;
export const BATCH_STATUS_PAGING = { page: 0, size: 10 } as const;
/** QR order status: page 0, size 10. */
export const QR_ORDER_STATUS_PAGING = { page: 0, size: 10 } as const;
/** CRM audit: page 0, limit 10. */
export const CRM_AUDIT_PAGE_SIZE = 10;
/** Consumer offers list: page 1, limit 200. */
export const CONSUMER_OFFERS_PAGE_SIZE = 200;
