import type { FastifyInstance } from 'fastify';
import { MERCHANT_CALLS } from '../../../contract/merchant-calls/calls.js';
import { mccChangeBody } from '../../../contract/merchant-calls/mcc.js';
import { MCC_CHANGE_KIND, MERCHANT_CALL_MESSAGES as M } from '../../../contract/merchant-calls/rules.js';
import { categoryName } from '../../../contract/merchant/categories.js';
import type { AppDeps } from '../../app-deps.js';
import { principalOf } from '../../plugins/auth.js';
import { RequestError } from '../../plugins/validation.js';
import { mccOf } from '../../repositories/merchant-calls.js';
import { pendingOn } from '../../repositories/merchant-bank.js';
import { placeChangeRequest } from '../../repositories/merchant-change-place.js';
import { serve } from '../declared.js';
import { conflictOnUnique } from '../once-only.js';
import { okSchema } from '../success-envelope.js';
import { raised } from './change-requests.js';
import { ok } from './envelope.js';
import { changeDto } from './merchant-change-schemas.js';

/**
 * §7.3 POST /merchants/raise/request/mcc (issue 43 item 7): a maker raises a merchant's MCC (business category)
 * change with a reason; a checker decides it at /api/crm/maker/checker/mcc_change/{id}/decision, and approval sets
 * the merchant's MCC in the decision's conditional update (repositories/merchant-calls.ts applyMccChange). One pending
 * change per merchant (0044's partial unique index holds it against concurrent raises).
 */
export async function merchantMccRoutes(app: FastifyInstance, { db }: AppDeps): Promise<void> {
  serve(
    app,
    MERCHANT_CALLS.raiseMcc,
    { body: mccChangeBody, response: { 201: okSchema(changeDto) } },
    async (request, reply) => {
      const maker = principalOf(request);
      const body = request.body;
      return raised(db, reply, async (trx) => {
        const merchant = await mccOf(trx, body.merchantId);
        if (!merchant) throw new RequestError(404, M.notFound);
        if (merchant.mcc === body.mcc) throw new RequestError(400, M.sameMcc);
        if (await pendingOn(trx, MCC_CHANGE_KIND, body.merchantId, merchant.id))
          throw new RequestError(409, M.mccPending);
        const dto = await placeChangeRequest(trx, {
          kind: MCC_CHANGE_KIND,
          productType: body.mcc,
          targetId: merchant.id,
          targetVersion: merchant.version,
          proposed: {
            merchantId: body.merchantId,
            mcc: body.mcc,
            businessCategory: categoryName(body.mcc),
            changeReason: body.reason,
          },
          previous: { merchantId: body.merchantId, mcc: merchant.mcc, businessCategory: categoryName(merchant.mcc) },
          maker,
          remarks: body.remarks,
          at: Date.now(),
          merchantId: body.merchantId,
          auditAction: 'mcc_change_request.create',
        }).catch(conflictOnUnique(M.mccPending));
        return ok(dto, M.mccPlaced);
      });
    },
  );
}
