import type { FastifyInstance } from 'fastify';
import { MERCHANT_ACTIONS } from '../../../contract/merchant/calls.js';
import { serve } from '../declared.js';
import { MERCHANT_MESSAGES } from '../../../contract/merchant/messages.js';
import {
  nextServiceStates,
  SERVICE_REQUEST_MESSAGES as M,
  SERVICE_REQUEST_OPEN,
  serviceRequestCreateBody,
  serviceRequestUpdateBody,
} from '../../../contract/merchant/service-requests.js';
import type { AppDeps } from '../../app-deps.js';
import { principalOf } from '../../plugins/auth.js';
import { columnsOf, constraintKindOf } from '../../plugins/constraint-refusal.js';
import { RequestError } from '../../plugins/validation.js';
import { writeAudit } from '../../repositories/audit.js';
import {
  findStoreDevice,
  hasOpenRequest,
  insertServiceRequest,
  moveServiceRequest,
} from '../../repositories/merchant-service-requests.js';
import { findServiceRequest, toServiceRequestDto } from '../../repositories/merchant-wallets.js';
import { ok } from './envelope.js';
import { requireChangeable } from './merchant-change.js';
import { serviceRequestDto } from './merchant-loan-schemas.js';
import { one } from './merchant-schemas.js';

/** Where a returned device stands: no service for it any more. */
const RETURNED = ['RETURN_REQUESTED', 'RETURNED'];

/**
 * Raising and updating a card-swipe device's service request (spec §7.4 POST and PUT bharat-swipe/crm/service/request),
 * with CAN_UPDATE_MERCHANT_FIELDS (the merchant binding's `edit`). Each is idempotent (Idempotency-Key), writes one
 * audit row in its transaction, and an update is ONE conditional UPDATE on the status it was read in.
 */
export async function merchantServiceRequestRoutes(app: FastifyInstance, { db }: AppDeps): Promise<void> {
  serve(
    app,
    MERCHANT_ACTIONS.raiseServiceRequest,
    { body: serviceRequestCreateBody, response: one(serviceRequestDto) },
    async (request) => {
      const body = request.body;
      await requireChangeable(db, body.merchantId);
      const device = await findStoreDevice(db, body);
      if (!device) throw new RequestError(404, M.deviceNotFound);
      if (RETURNED.includes(device.status)) throw new RequestError(409, M.deviceReturned);
      if (await hasOpenRequest(db, body, SERVICE_REQUEST_OPEN)) throw new RequestError(409, M.duplicate);
      // The check above answers most duplicates; of concurrent raises that all passed it, the partial unique index
      // (migration 0021) lets exactly one insert land and the others get the same 409.
      return db
        .transaction()
        .execute(async (trx) => {
          const at = Date.now();
          const row = await insertServiceRequest(trx, body, at);
          await writeAudit(trx, {
            actor: principalOf(request),
            action: 'service_request.create',
            entity: 'merchants',
            entityId: body.merchantId,
            after: toServiceRequestDto(row),
            at,
          });
          return ok(toServiceRequestDto(row), MERCHANT_MESSAGES.success);
        })
        .catch((error: unknown) => {
          const openDuplicate = constraintKindOf(error) === 'unique' && columnsOf(error).includes('type');
          throw openDuplicate ? new RequestError(409, M.duplicate) : error;
        });
    },
  );

  serve(
    app,
    MERCHANT_ACTIONS.updateServiceRequest,
    { body: serviceRequestUpdateBody, response: one(serviceRequestDto) },
    async (request) => {
      const { requestId, status, resolution } = request.body;
      const before = await findServiceRequest(db, requestId);
      if (!before) throw new RequestError(404, MERCHANT_MESSAGES.notFound);
      await requireChangeable(db, before.merchant_id);
      if (!nextServiceStates(before.status).includes(status)) throw new RequestError(409, M.transition);
      return db.transaction().execute(async (trx) => {
        const at = Date.now();
        if (!(await moveServiceRequest(trx, requestId, before.status, status, resolution, at)))
          throw new RequestError(409, M.changed);
        const after = (await findServiceRequest(trx, requestId))!;
        await writeAudit(trx, {
          actor: principalOf(request),
          action: 'service_request.update',
          entity: 'merchants',
          entityId: before.merchant_id,
          before: { requestId, status: before.status, resolution: before.resolution },
          after: { requestId, status: after.status, resolution: after.resolution },
          at,
        });
        return ok(toServiceRequestDto(after), MERCHANT_MESSAGES.success);
      });
    },
  );
}
