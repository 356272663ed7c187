import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { SETTLEMENT_UNBLOCK_REQUESTS } from '../../../contract/merchant-changes/bindings.js';
import { SETTLEMENT_CALLS } from '../../../contract/merchant-changes/calls.js';
import { settlementUnblockBody, UNBLOCK_REQUEST_PLACED } from '../../../contract/merchant-changes/settlement.js';
import type { AppDeps } from '../../app-deps.js';
import { RequestError } from '../../plugins/validation.js';
import { findMerchant, pendingOn } from '../../repositories/merchant-bank.js';
import { placeChangeRequest } from '../../repositories/merchant-change-place.js';
import {
  blockValues,
  findBlock,
  listBlocks,
  pendingUnblocks,
  toBlockDto,
} from '../../repositories/settlement-unblock.js';
import { changeRequestsQuery, merchantListQuery, serveChangeRequests } from '../crm/change-requests.js';
import { serveSettlementRaise } from './settlement-raise.js';
import { serveSnapshotList } from '../common/snapshot-list.js';
import { conflictOnUnique } from '../once-only.js';
import { okSchema, pageOfSize, pageSizeSchema } from '../success-envelope.js';
import { ok } from './envelope.js';

export const HOLD_NOT_ACTIVE = 'This settlement hold is not active.';
export const UNBLOCK_PENDING = 'An unblock request for this hold is already waiting for approval.';
const KIND = 'SETTLEMENT_UNBLOCK';

const blockDto = z.object({
  id: z.number().int(),
  merchantId: z.string(),
  merchantName: z.string(),
  blockType: z.string(),
  amountHeld: z.number(),
  reason: z.string(),
  status: z.string(),
  createdAt: z.number(),
  releasedAt: z.number().nullable(),
  releasedBy: z.string().nullable(),
  pendingRequestId: z.number().int().nullable(),
});
const blocksQuery = merchantListQuery(z.enum(['ACTIVE', 'RELEASED']));

/**
 * Settlement holds and their unblock requests (spec §2.3 settlement routes, §6 settlement unblock maker/checker,
 * §7.4): a maker raises an unblock of an ACTIVE hold with a reason (the amount held travels with it); a checker
 * decides it at /api/crm/maker/checker/settlement_unblock/{id}/decision, and approval calls the settlement update.
 */
export async function settlementUnblockRoutes(app: FastifyInstance, { db }: AppDeps): Promise<void> {
  serveSnapshotList(
    app,
    SETTLEMENT_CALLS.settlementBlocks,
    { querystring: blocksQuery, response: { 200: okSchema(pageSizeSchema(blockDto)) } },
    (q) => listBlocks(db, q),
    async (rows, total, q) => {
      const pending = await pendingUnblocks(
        db,
        rows.map((r) => r.id),
      );
      return ok(
        pageOfSize(
          rows.map((r) => toBlockDto(r, pending.get(r.id) ?? null)),
          q,
          total,
        ),
      );
    },
  );

  serveChangeRequests(app, db, SETTLEMENT_CALLS.unblockRequests, {
    kind: KIND,
    decide: SETTLEMENT_UNBLOCK_REQUESTS.access.decide,
    query: changeRequestsQuery,
  });

  serveSettlementRaise(app, db, SETTLEMENT_CALLS.raiseUnblock, settlementUnblockBody, async (trx, id, body, maker) => {
    const merchant = await findMerchant(trx, id);
    const block = await findBlock(trx, body.blockId);
    if (!merchant || !block || block.merchant_id !== id) throw new RequestError(404, 'No Record Found!');
    if (block.status !== 'ACTIVE') throw new RequestError(409, HOLD_NOT_ACTIVE);
    if (await pendingOn(trx, KIND, id, block.id)) throw new RequestError(409, UNBLOCK_PENDING);
    const at = Date.now();
    const before = { merchantId: id, ...blockValues(block) };
    const dto = await placeChangeRequest(trx, {
      kind: KIND,
      productType: block.block_type,
      targetId: block.id,
      targetVersion: block.version,
      proposed: { ...before, status: 'RELEASED', unblockReason: body.reason },
      previous: before,
      maker,
      remarks: body.remarks,
      at,
      merchantId: id,
      auditAction: 'settlement_unblock_request.create',
    }).catch(conflictOnUnique(UNBLOCK_PENDING));
    return ok(dto, UNBLOCK_REQUEST_PLACED);
  });
}
