import type { Kysely } from 'kysely';
import type { Database } from '../db/database.js';
import { pendingOnTargets, type ApplyApproved } from './maker-checker.js';
import { snapshotPage, type PageQuery } from './newest-first.js';

/** The snapshot key missing: settlement_blocks' largest id now. */
export interface BlockListQuery extends PageQuery {
  status?: string;
  merchantId?: string;
}

/**
 * A page of settlement holds (newest first) with the merchant's name, under a snapshot key (db/paging.ts
 * snapshotOf): holds placed since the key are left out of the page and its total.
 */
export async function listBlocks(db: Kysely<Database>, q: BlockListQuery) {
  let base = db.selectFrom('settlement_blocks as b').innerJoin('merchants as m', 'm.merchant_id', 'b.merchant_id');
  if (q.status) base = base.where('b.status', '=', q.status);
  if (q.merchantId) base = base.where('b.merchant_id', '=', q.merchantId);
  return snapshotPage(
    { db, table: 'settlement_blocks', given: q.snapshot, column: 'b.id' },
    base,
    (b) => b.selectAll('b').select('m.name as merchant_name'),
    [
      ['b.created_at', 'desc'],
      ['b.id', 'desc'],
    ],
    { offset: q.page * q.size, limit: q.size },
  );
}

export type BlockRow = Awaited<ReturnType<typeof listBlocks>>['rows'][number];

export function toBlockDto(row: BlockRow, pendingRequestId: number | null) {
  return {
    id: row.id,
    merchantId: row.merchant_id,
    merchantName: row.merchant_name,
    blockType: row.block_type,
    amountHeld: Number(row.amount_held),
    reason: row.reason,
    status: row.status,
    createdAt: Number(row.created_at),
    releasedAt: row.released_at === null ? null : Number(row.released_at),
    releasedBy: row.released_by,
    pendingRequestId,
  };
}

export function findBlock(db: Kysely<Database>, id: number) {
  return db.selectFrom('settlement_blocks').selectAll().where('id', '=', id).executeTakeFirst();
}

/** The pending unblock request of each hold on a page, by hold id. */
export async function pendingUnblocks(db: Kysely<Database>, blockIds: readonly number[]) {
  const rows = await pendingOnTargets(db, 'SETTLEMENT_UNBLOCK', blockIds);
  return new Map<number, number>(rows.map((r) => [Number(r.target_id), r.id]));
}

export const blockValues = (b: {
  id: number;
  status: string;
  amount_held: number;
  block_type: string;
  reason: string;
}) => ({
  blockId: b.id,
  status: b.status,
  amountHeld: Number(b.amount_held),
  blockType: b.block_type,
  reason: b.reason,
});

/**
 * The settlement update (spec §7.4 /merchants/{id}/settlement/update) an approved unblock calls: the hold is
 * released by ONE conditional update (`… WHERE id AND status = 'ACTIVE'`), and the merchant's settlement hold
 * cleared once none is left. Null when the hold was already released (the decision is undone, 409).
 */
export const applySettlementUnblock: ApplyApproved = async (db, request, approvedBy, at) => {
  if (request.target_id === null) return null;
  const before = await findBlock(db, request.target_id);
  const released = await db
    .updateTable('settlement_blocks')
    .set((eb) => ({ status: 'RELEASED', released_at: at, released_by: approvedBy, version: eb('version', '+', 1) }))
    .where('id', '=', request.target_id)
    .where('status', '=', 'ACTIVE')
    .executeTakeFirst();
  if (Number(released.numUpdatedRows) !== 1 || !before) return null;
  const left = await db
    .selectFrom('settlement_blocks')
    .select('id')
    .where('merchant_id', '=', before.merchant_id)
    .where('status', '=', 'ACTIVE')
    .executeTakeFirst();
  if (!left) {
    await db
      .updateTable('merchants')
      .set((eb) => ({ settlement_hold: null, updated_at: at, version: eb('version', '+', 1) }))
      .where('merchant_id', '=', before.merchant_id)
      .execute();
  }
  const after = (await findBlock(db, request.target_id))!;
  return {
    before: { merchantId: before.merchant_id, ...blockValues(before) },
    after: { merchantId: after.merchant_id, ...blockValues(after), settlementHoldCleared: !left },
  };
};
