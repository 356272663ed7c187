import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { SETTLEMENT_TYPE_REQUESTS } from '../../../contract/merchant-changes/bindings.js';
import { SETTLEMENT_CALLS } from '../../../contract/merchant-changes/calls.js';
import { SETTLEMENT_TYPE_PLACED, settlementTypeBody } from '../../../contract/merchant-changes/settlement.js';
import { CELL_MESSAGES } from '../../../contract/uploads/rows.js';
import type { AppDeps } from '../../app-deps.js';
import { RequestError } from '../../plugins/validation.js';
import { pendingOn } from '../../repositories/merchant-bank.js';
import { placeChangeRequest } from '../../repositories/merchant-change-place.js';
import { settlementOf } from '../../repositories/settlement-type.js';
import { changeRequestsQuery, serveChangeRequests } from '../crm/change-requests.js';
import { merchantParams } from '../crm/merchant-change-schemas.js';
import { serve } from '../declared.js';
import { SETTLEMENT_WORDING, serveSettlementRaise } from './settlement-raise.js';
import { conflictOnUnique } from '../once-only.js';
import { okSchema } from '../success-envelope.js';
import { ok } from './envelope.js';

export const SAME_SETTLEMENT_TYPE = 'The merchant already has this settlement type.';
export const SETTLEMENT_TYPE_PENDING = 'A settlement type change for this merchant is already waiting for approval.';
const KIND = 'SETTLEMENT_TYPE';

const settlementDto = z.object({
  merchantId: z.string(),
  merchantName: z.string(),
  settlementType: z.string().nullable(),
  settlementHold: z.string().nullable(),
  pendingRequestId: z.number().int().nullable(),
});

/**
 * Settlement type changes under four eyes (spec §6 'settlement … type change', §7.4 settlement update): a maker
 * raises AUTO_SETTLEMENT ↔ INSTANT_SETTLEMENT for a merchant with a reason; a checker decides it at
 * /api/crm/maker/checker/settlement_type/{id}/decision, and approval applies it (repositories/settlement-type.ts).
 */
export async function settlementTypeRoutes(app: FastifyInstance, { db }: AppDeps): Promise<void> {
  serve(
    app,
    SETTLEMENT_CALLS.settlementType,
    { params: merchantParams, response: { 200: okSchema(settlementDto) } },
    async (request) => {
      const { merchantId: id } = request.params;
      const merchant = await settlementOf(db, id);
      if (!merchant) throw new RequestError(404, 'No Record Found!');
      const pending = await pendingOn(db, KIND, id, merchant.id);
      return ok({
        merchantId: merchant.merchant_id,
        merchantName: merchant.name,
        settlementType: merchant.settlement_type,
        settlementHold: merchant.settlement_hold,
        pendingRequestId: pending?.id ?? null,
      });
    },
    SETTLEMENT_WORDING,
  );

  serveChangeRequests(app, db, SETTLEMENT_CALLS.settlementTypeRequests, {
    kind: KIND,
    decide: SETTLEMENT_TYPE_REQUESTS.access.decide,
    query: changeRequestsQuery,
    options: SETTLEMENT_WORDING,
  });

  serveSettlementRaise(
    app,
    db,
    SETTLEMENT_CALLS.raiseSettlementType,
    settlementTypeBody,
    async (trx, id, body, maker) => {
      const merchant = await settlementOf(trx, id);
      if (!merchant) throw new RequestError(404, 'No Record Found!');
      if (merchant.settlement_type === body.settlementType) throw new RequestError(400, SAME_SETTLEMENT_TYPE);
      // The settlement config rule (spec: instant settlement allows only BLOCKED) holds for a single change too.
      if (body.settlementType === 'INSTANT_SETTLEMENT' && merchant.settlement_hold === 'DELAYED')
        throw new RequestError(400, CELL_MESSAGES.instantOnlyBlocked);
      if (await pendingOn(trx, KIND, id, merchant.id)) throw new RequestError(409, SETTLEMENT_TYPE_PENDING);
      const at = Date.now();
      const before = { merchantId: id, settlementType: merchant.settlement_type };
      const dto = await placeChangeRequest(trx, {
        kind: KIND,
        productType: body.settlementType,
        targetId: merchant.id,
        targetVersion: merchant.version,
        proposed: { merchantId: id, settlementType: body.settlementType, changeReason: body.reason },
        previous: before,
        maker,
        remarks: body.remarks,
        at,
        merchantId: id,
        auditAction: 'settlement_type_request.create',
      }).catch(conflictOnUnique(SETTLEMENT_TYPE_PENDING));
      return ok(dto, SETTLEMENT_TYPE_PLACED);
    },
  );
}
