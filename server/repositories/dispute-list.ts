import type { Kysely, Selectable, Transaction } from 'kysely';
import {
  DISPUTE_PRODUCTS,
  type CaseStatus,
  type DisputeListFilters,
  type DisputeProduct,
} from '../../contract/disputes/rules.js';
import type { CountCache } from '../db/count-cache.js';
import type { Database, DisputeTable } from '../db/database.js';
import { orderedPage, pageParams, sortKey, type Cursor } from '../db/keyset.js';
import { readPage, snapshotOf } from '../db/paging.js';
import { PreparedQueries } from '../db/prepared.js';
import { istDayEnd, istDayStart } from '../../contract/business-time.js';

type Db = Kysely<Database> | Transaction<Database>;

/** The §3.2 dispute list's filters (the contract's), plus the products the user may see, a status and a page. */
export interface DisputeSearch extends DisputeListFilters {
  products: readonly DisputeProduct[];
  status?: CaseStatus;
  paymentTransactionId?: string;
  page: number;
  limit: number;
  /** Keyset: the rows after this cursor instead of the page's offset. */
  after?: Cursor;
  /** Only cases up to this id (contract/keyset.ts snapshot key); the list as it is when not given. */
  snapshot?: number;
  /** Only cases still open (not Resolved) raised before this instant: past their SLA (openBeforeNow). */
  openBefore?: number;
}

/** The disputes SLA (README "Choices where the spec is silent"): a case is worked to Resolved within a week. */
export const DISPUTE_OPEN_SLA = 7 * 86_400_000;
/** The `openBefore` of the cases past their SLA now: the case list's `overdue` filter and the quick summary's breach. */
export const openBeforeNow = (now = Date.now()): number => now - DISPUTE_OPEN_SLA;

/** The text filters, in the order disputeFilter applies them, and the column each one matches. */
const TEXT_FILTERS = [
  ['merchantId', 'merchant_id'],
  ['paymentTransactionId', 'payment_transaction_id'],
  ['transactionId', 'bank_reference_no'],
  ['mobile', 'payer_mobile'],
  ['chargebackCategory', 'dispute_category'],
  ['freshdeskTicketId', 'freshdesk_ticket_id'],
] as const;

/** Every product: no filter, so the orders are read straight from their indexes (an IN list would sort them). */
const limitsProducts = (q: DisputeSearch) => DISPUTE_PRODUCTS.some((p) => !q.products.includes(p));

function disputeFilter(db: Db, q: DisputeSearch) {
  let query = db.selectFrom('disputes');
  if (limitsProducts(q))
    query =
      q.products.length === 1
        ? query.where('source_product', '=', q.products[0]!)
        : query.where('source_product', 'in', [...q.products]);
  for (const [field, column] of TEXT_FILTERS) {
    const value = q[field];
    if (value) query = query.where(column, '=', value);
  }
  if (q.startDate && q.endDate)
    query = query.where('created_at', '>=', istDayStart(q.startDate)).where('created_at', '<=', istDayEnd(q.endDate));
  if (q.openBefore !== undefined)
    query = query.where('status', '<>', 'Resolved').where('created_at', '<', q.openBefore);
  return query;
}

/**
 * Pure: the filter's shape (which filters it has: one SQL text per shape) and its parameters in the order
 * disputeFilter adds them, so a page is read with SQL compiled once per shape (PreparedQueries checks the order).
 */
export function filterShape(q: DisputeSearch): { key: string; params: unknown[] } {
  const parts: string[] = [];
  const params: unknown[] = [];
  if (limitsProducts(q)) {
    parts.push(`products${q.products.length}`);
    params.push(...q.products);
  }
  for (const [field] of TEXT_FILTERS) {
    const value = q[field];
    if (!value) continue;
    parts.push(field);
    params.push(value);
  }
  if (q.startDate && q.endDate) {
    parts.push('dates');
    params.push(istDayStart(q.startDate), istDayEnd(q.endDate));
  }
  if (q.openBefore !== undefined) {
    parts.push('open');
    params.push('Resolved', q.openBefore);
  }
  return { key: parts.join(','), params };
}

/** Cases per status under one filter: the case list's tab counts and totals, and the quick summary's tiles. */
async function statusCounts(base: ReturnType<typeof disputeFilter>): Promise<Record<CaseStatus, number>> {
  const grouped = await base
    .select(['status', (eb) => eb.fn.countAll<number>().as('n')])
    .groupBy('status')
    .execute();
  const byStatus: Record<CaseStatus, number> = { INIT: 0, Processing: 0, Resolved: 0 };
  for (const g of grouped) if (g.status in byStatus) byStatus[g.status as CaseStatus] = Number(g.n);
  return byStatus;
}

/**
 * One product's cases per status, by the case list's own filter (disputeFilter, nothing else set): the quick summary's
 * dispute tiles (issue 46 item 1), equal to the totals of /alerts/dispute on that product and status.
 */
export const productStatusCounts = (
  db: Db,
  product: DisputeProduct,
  openBefore?: number,
): Promise<Record<CaseStatus, number>> =>
  statusCounts(disputeFilter(db, { products: [product], page: 1, limit: 1, openBefore }));

const prepared = new PreparedQueries();
/** Each status's queue is ordered by creation (oldest first while open; resolved and all newest first). */
const DISPUTE_KEY = sortKey('disputes', 'createdAt', 'created_at', 'integer');

/**
 * The case list and dispute history: one page of one status (oldest first, as a queue; resolved and all newest
 * first), with the count of each status (cached a few seconds per filter; deep pages read from the nearer end).
 */
export async function searchDisputes(db: Db, cache: CountCache, q: DisputeSearch) {
  const snapshot = await snapshotOf(db, 'disputes', q.snapshot);
  const base = disputeFilter(db, q).where('id', '<=', snapshot);
  const shape = filterShape(q);
  const filterKey = JSON.stringify({
    ...q,
    page: undefined,
    limit: undefined,
    status: undefined,
    after: undefined,
    snapshot,
  });
  const counts = await cache.get('disputes', filterKey, () => statusCounts(base));
  const total = q.status ? counts[q.status] : counts.INIT + counts.Processing + counts.Resolved;
  const page = q.status ? base.where('status', '=', q.status) : base;
  const { rows, next } = await readPage({
    offset: (q.page - 1) * q.limit,
    limit: q.limit,
    order: q.status === 'Resolved' || !q.status ? 'desc' : 'asc',
    count: async () => total,
    key: DISPUTE_KEY,
    after: q.after,
    read: (plan, order) => {
      const paging = pageParams(plan);
      return prepared.run<Selectable<DisputeTable>>(
        db,
        `page:${shape.key}:${q.status ? 'status' : 'all'}:${order}:${paging.shape}`,
        [...shape.params, snapshot, ...(q.status ? [q.status] : []), ...paging.params],
        () => orderedPage(page.selectAll(), DISPUTE_KEY, order, plan),
      );
    },
  });
  const ids = rows.map((r) => r.id);
  const proofs = ids.length
    ? await prepared.run(db, `proofs:${ids.length}`, ids, () =>
        db
          .selectFrom('dispute_proofs')
          .select(['id', 'dispute_id', 'proof_type', 'file_name', 'media_type', 'size_bytes'])
          .where('dispute_id', 'in', ids)
          .orderBy('id'),
      )
    : [];
  return { rows, total, counts, proofs, next, snapshot };
}
