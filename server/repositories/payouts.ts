import type { Kysely, SelectQueryBuilder } from 'kysely';
import type { Database, Payout } from '../db/database.js';
import { orderedPage, pageParams, sortKey, type Cursor } from '../db/keyset.js';
import { keptTotal } from '../db/list-counts.js';
import { readPage, snapshotOf } from '../db/paging.js';
import { PreparedQueries } from '../db/prepared.js';
import { maskAccountNumber } from '../../contract/pii.js';

/** API sort keys → indexed columns (each sort column has an index ending in id). */
export const PAYOUT_SORTS = { createdAt: 'created_at', amount: 'amount' } as const;
export type PayoutSort = keyof typeof PAYOUT_SORTS;
/** The same sorts as keyset keys (db/keyset.ts). */
const PAYOUT_KEYS = {
  createdAt: sortKey('payouts', 'createdAt', PAYOUT_SORTS.createdAt, 'integer'),
  amount: sortKey('payouts', 'amount', PAYOUT_SORTS.amount, 'number'),
} as const;

/** The payouts SLA (README "Choices where the spec is silent"): a payout waits for its checker at most a day. */
export const PAYOUT_WAIT_SLA = 86_400_000;

/**
 * THE rule of a payout past its SLA: waiting for approval (APPROVAL_PENDING) since before `now` less a day. The list's
 * `overdue` filter and the quick summary's breach count both apply it (issue 46 item 1), so they agree.
 */
export function overduePayouts<O>(query: SelectQueryBuilder<Database, 'payouts', O>, now: number) {
  return query.where('status', '=', PAYOUT_PENDING).where('created_at', '<', now - PAYOUT_WAIT_SLA);
}

export interface PayoutListQuery {
  page: number;
  limit: number;
  sort: PayoutSort;
  order: 'asc' | 'desc';
  status?: string;
  /** Keyset: the rows after this cursor instead of the page's offset. */
  after?: Cursor;
  /** Only rows up to this id (contract/keyset.ts snapshot key); the list as it is when not given. */
  snapshot?: number;
  /** Spec §7.7 refresh flag: the list as it is now (any snapshot key given is disregarded). */
  refresh?: boolean;
  /** Only payouts past their SLA (overduePayouts), counted rather than read from the kept totals. */
  overdue?: boolean;
}

const prepared = new PreparedQueries();

/** A page of payouts; its total is the one the database keeps per status (db/list-counts.ts), not a count. */
export async function listPayouts(db: Kysely<Database>, q: PayoutListQuery) {
  // Spec §7.7 `refresh`: the list as it is now, whatever snapshot key an earlier page named.
  const snapshot = await snapshotOf(db, 'payouts', q.refresh ? undefined : q.snapshot);
  let base = db.selectFrom('payouts');
  if (q.status) base = base.where('status', '=', q.status);
  const now = Date.now();
  if (q.overdue) base = overduePayouts(base, now);
  base = base.where('id', '<=', snapshot);
  const offset = (q.page - 1) * q.limit;
  const count = q.overdue
    ? async () => Number((await base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n)
    : () => keptTotal(db, 'payouts', q.status ? [q.status] : [], snapshot);
  const key = PAYOUT_KEYS[q.sort];
  const page = await readPage({
    offset,
    limit: q.limit,
    order: q.order,
    count,
    key,
    after: q.after,
    read: (plan, order) => {
      const page = pageParams(plan);
      return prepared.run(
        db,
        `list:${q.sort}:${order}:${q.status ? 'status' : 'all'}${q.overdue ? ':overdue' : ''}:${page.shape}`,
        [
          ...(q.status ? [q.status] : []),
          ...(q.overdue ? [PAYOUT_PENDING, now - PAYOUT_WAIT_SLA] : []),
          snapshot,
          ...page.params,
        ],
        () => orderedPage(base.selectAll(), key, order, plan),
      );
    },
  });
  return { ...page, snapshot };
}

/** The wire shape of spec §3.8: camelCase, times in epoch seconds, flags as booleans. */
export function toPayoutDto(p: Payout) {
  return {
    id: p.id,
    consumerId: p.consumer_id,
    agentEmail: p.agent_email,
    approverEmail: p.approver_email,
    amount: Number(p.amount),
    agentRemarks: p.agent_remarks,
    approverRemarks: p.approver_remarks,
    status: p.status,
    txnStatus: p.txn_status,
    transactionId: p.transaction_id,
    createdAt: Math.floor(Number(p.created_at) / 1000),
    updatedAt: Math.floor(Number(p.updated_at) / 1000),
    isFeeWaived: Number(p.is_fee_waived) === 1,
    bankDetailId: p.bank_detail_id,
    beneficiaryName: p.beneficiary_name,
    // Masked to the last 4 digits (spec §2.13), as every account number staff see.
    accountNo: maskAccountNumber(p.account_no) ?? p.account_no,
    ifsc: p.ifsc,
    version: p.version,
  };
}

export const PAYOUT_PENDING = 'APPROVAL_PENDING';

/** Did this staff member raise the payout (by staff id, or by e-mail for a raiser who is not staff)? */
export const raisedBy = (
  payout: Pick<Payout, 'agent_email' | 'agent_staff_id'>,
  who: { staffId: number; email: string },
) => payout.agent_staff_id === who.staffId || payout.agent_email === who.email;

/**
 * What a staff member may do with a payout, as the decision (payout-decision.ts) allows it: decide it while it awaits
 * approval when they approve payouts (`approves`: they hold the decide key) and did not raise it (raisedBy).
 */
export function payoutViewOf(
  payout: Pick<Payout, 'agent_email' | 'agent_staff_id' | 'status'>,
  who: { staffId: number; email: string },
  approves: boolean,
): { canDecide: boolean; raisedByViewer: boolean } {
  const own = raisedBy(payout, who);
  return { canDecide: approves && !own && payout.status === PAYOUT_PENDING, raisedByViewer: own };
}

export function findPayout(db: Kysely<Database>, id: number) {
  return db.selectFrom('payouts').selectAll().where('id', '=', id).executeTakeFirst();
}

/**
 * The decision (DESIGN.md §5): one conditional update from APPROVAL_PENDING, never by the agent who raised it (no
 * bypass), known by staff id, so an e-mail changed since does not make them someone else (and by e-mail for a raiser
 * who is not staff). True when this call decided it.
 */
export async function decidePayout(
  db: Kysely<Database>,
  d: {
    id: number;
    consumerId: string;
    isApproved: boolean;
    remarks: string;
    approverEmail: string;
    approverStaffId: number;
    at: number;
  },
): Promise<boolean> {
  const result = await db
    .updateTable('payouts')
    .set((eb) => ({
      status: d.isApproved ? 'APPROVED' : 'REJECTED',
      approver_email: d.approverEmail,
      approver_remarks: d.remarks,
      updated_at: d.at,
      version: eb('version', '+', 1),
    }))
    .where('id', '=', d.id)
    .where('consumer_id', '=', d.consumerId)
    .where('status', '=', PAYOUT_PENDING)
    .where('agent_email', '<>', d.approverEmail)
    .where((eb) => eb.or([eb('agent_staff_id', 'is', null), eb('agent_staff_id', '<>', d.approverStaffId)]))
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}
