/**
 * Per-resource quirks of a backend, as data (DESIGN.md §7: never `if (resource === …)` in a shared provider).
 * A resource bundle declares them in `api`; the backend's provider reads them for that resource.
 */

/** How a backend names and counts pages (spec §7, §9). */
export interface PagingStyle {
  page: string;
  size: string;
  /** The number of the first page: 0 or 1. */
  base: 0 | 1;
}

export const PAGING = {
  /** `page`, `limit`, 1-based (payouts, chargeback, payment-support). */
  pageLimit: { page: 'page', size: 'limit', base: 1 },
  /** `page`, `size`, 0-based (Spring lists: most consumer lists, batch status, QR order status). */
  pageSize: { page: 'page', size: 'size', base: 0 },
  /** `pageNum`, `pageSize`, 0-based (bill payment list); loans use it 1-based. */
  pageNumPageSize: { page: 'pageNum', size: 'pageSize', base: 0 },
  /** `page_no`, `page_size`, 1-based (rewards). */
  pageNoPageSize: { page: 'page_no', size: 'page_size', base: 1 },
  /** `page_num`, `page_size`, 0-based (account statement). */
  pageNumPageSizeSnake: { page: 'page_num', size: 'page_size', base: 0 },
} as const satisfies Record<string, PagingStyle>;

export type PagingName = keyof typeof PAGING;

/** The query parameter names a backend sorts with; `false` when the list cannot be sorted. */
export type SortStyle = { field: string; order: string; upperCase?: boolean } | false;

export type ResourceOperation = 'list' | 'one' | 'create' | 'update' | 'delete';

type Json = Record<string, unknown>;

/**
 * A resource's own conversion at the provider boundary (offers: ₹ ⇄ `&#8377;` in the texts, times as ISO
 * seconds, form-only inputs dropped). Either side may be async so a heavy converter stays a lazy chunk.
 */
export interface RecordTransform {
  /** A create or update body before it is sent. */
  toServer?(data: Json): Json | Promise<Json>;
  /** Each record the backend returns (list rows, one record, a write's answer). */
  fromServer?(record: Json): Json | Promise<Json>;
}

export interface ResourceApi {
  /** A path before the resource's own (CRM: `/v1/crm`, `/v2/crm`, `/v2/npci`). */
  prefix?: string;
  /** Paths per operation relative to the base URL (`:id` is replaced); default `/<resource>` and `/<resource>/:id`. */
  paths?: Partial<Record<ResourceOperation, string>>;
  /** Paging convention: a preset name, or a preset with another first page (alert logs: pageLimit from 0). */
  paging?: PagingName | PagingStyle;
  sort?: SortStyle;
  /** Where the rows are in the unwrapped answer (`content`, `Response`, `requestAudits` …); default: the answer if it is a list, else `content`. */
  listKey?: string;
  /** Where the total is; default totalElements, total, totalCount, count. */
  totalKey?: string;
  /** Query parameters sent with every call for this resource. */
  fixedQuery?: Record<string, unknown>;
  /** The verb of `update` (FD plans: POST). Default PUT. */
  updateMethod?: 'PUT' | 'POST' | 'PATCH';
  /** What a write answers with, where the backend allows both (CRM: `message`; npci: `data`). */
  writeResult?: 'data' | 'message';
  /** Send the token also in a `token` header. */
  tokenHeader?: boolean;
  /** Per-resource record conversion, as data (never an `if` in a shared provider). */
  transform?: RecordTransform;
}

export type ResourceApiTable = Readonly<Record<string, ResourceApi | undefined>>;
