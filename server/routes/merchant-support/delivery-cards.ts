import type { FastifyInstance, FastifyReply } from 'fastify';
import type { Kysely } from 'kysely';
import { DELIVERY_CALLS as CALLS } from '../../../contract/delivery/calls.js';
import { DELIVERY_MESSAGES as M, nextDeliveryStates } from '../../../contract/delivery/rules.js';
import type { AppDeps } from '../../app-deps.js';
import type { Database } from '../../db/database.js';
import { principalOf } from '../../plugins/auth.js';
import { columnsOf, constraintKindOf } from '../../plugins/constraint-refusal.js';
import { RequestError } from '../../plugins/validation.js';
import { writeAudit } from '../../repositories/audit.js';
import type { Page } from '../../repositories/newest-first.js';
import {
  deliveryTimeline,
  findDelivery,
  insertDelivery,
  insertDeliveryEvent,
  listDeliveries,
  moveDeliveryRow,
  toDeliveryDto,
  type CardDeliveryRow,
} from '../../repositories/card-deliveries.js';
import { pincodeServiceability } from '../../repositories/delivery.js';
import {
  decideApplicationRow,
  findApplication,
  findOpenApplication,
  findOrderOf,
  insertApplication,
  insertOrder,
  listApplications,
  listOrders,
  ordersOf,
  toApplicationDto,
  findOrderRow,
  toOrderDto,
} from '../../repositories/merchant-cards.js';
import { serve } from '../declared.js';
import { sendPaging } from '../paging.js';
import { idParam, okSchema } from '../success-envelope.js';
import {
  applicationDto,
  applicationListQuery,
  applyBody,
  decisionBody,
  deliveryDetailDto,
  deliveryDto,
  deliveryListQuery,
  moveBody,
  orderBody,
  orderDto,
} from './delivery-schemas.js';
import { ok } from './envelope.js';
import { requireMerchant } from './merchant-common.js';
import { page, pageOf } from './merchant-schemas.js';

async function detailOf(db: Kysely<Database>, row: CardDeliveryRow) {
  return { ...toDeliveryDto(row), timeline: await deliveryTimeline(db, row.id) };
}

async function requireDelivery(db: Kysely<Database>, id: number) {
  const row = await findDelivery(db, id);
  if (!row) throw new RequestError(404, M.deliveryNotFound);
  return row;
}

/** A list page answered: its snapshot key in the paging headers, its rows as DTOs in a Spring page. */
function pagedAnswer<R, D>(
  reply: FastifyReply,
  q: { page: number; size: number },
  read: Page<R>,
  toDto: (row: R) => D,
) {
  sendPaging(reply, { next: null, snapshot: read.snapshot });
  return ok(page(read.rows.map(toDto), q.page, q.size, read.total));
}

async function requireApplication(db: Kysely<Database>, id: number) {
  const row = await findApplication(db, id);
  if (!row) throw new RequestError(404, M.applicationNotFound);
  return row;
}

/** Card deliveries (/delivery/card) and merchant card applications and orders (/merchant-card). */
export async function deliveryCardRoutes(app: FastifyInstance, { db }: AppDeps): Promise<void> {
  serve(
    app,
    CALLS.deliveries,
    { querystring: deliveryListQuery, response: pageOf(deliveryDto) },
    async (request, reply) => pagedAnswer(reply, request.query, await listDeliveries(db, request.query), toDeliveryDto),
  );

  serve(
    app,
    CALLS.delivery,
    { params: idParam(M.deliveryNotFound), response: { 200: okSchema(deliveryDetailDto) } },
    async (request) => ok(await detailOf(db, await requireDelivery(db, request.params.id))),
  );

  // One move: legal from the state read (409 naming both states otherwise), one conditional UPDATE on (status,
  // version) decides between concurrent moves, a timeline row and an audit row in the same transaction.
  serve(
    app,
    CALLS.moveDelivery,
    { params: idParam(M.deliveryNotFound), body: moveBody, response: { 200: okSchema(deliveryDetailDto) } },
    async (request) => {
      const { to, version, awb, remarks } = request.body;
      const read = await requireDelivery(db, request.params.id);
      if (!nextDeliveryStates(read.status).includes(to)) throw new RequestError(409, M.transition(read.status, to));
      if (to === 'DISPATCHED' && !awb && !read.awb) throw new RequestError(400, M.awbNeeded, { awb: M.awbNeeded });
      return db.transaction().execute(async (trx) => {
        const at = Date.now();
        const actor = principalOf(request);
        const readVersion = Number(read.version);
        if (
          readVersion !== version ||
          !(await moveDeliveryRow(
            trx,
            read.id,
            { status: read.status, version },
            { status: to, ...(awb !== undefined && { awb }) },
            at,
          ))
        ) {
          const now = await findDelivery(trx, read.id);
          throw new RequestError(
            409,
            now && now.status !== read.status
              ? M.transition(now.status, to)
              : 'This card delivery was changed since you opened it. Reload and try again.',
          );
        }
        await insertDeliveryEvent(trx, read.id, read.status, to, remarks || null, actor.email, at);
        const after = (await findDelivery(trx, read.id))!;
        await writeAudit(trx, {
          actor,
          action: 'card_delivery.move',
          entity: 'card_deliveries',
          entityId: after.reference,
          before: { status: read.status, awb: read.awb, version: readVersion },
          after: { status: after.status, awb: after.awb, version: Number(after.version), ...(remarks && { remarks }) },
          at,
        });
        return ok(await detailOf(trx, after), `${after.reference} moved to ${to}.`);
      });
    },
  );

  serve(
    app,
    CALLS.applications,
    { querystring: applicationListQuery, response: pageOf(applicationDto) },
    async (request, reply) => {
      const read = await listApplications(db, request.query);
      const orders = new Map(
        (
          await ordersOf(
            db,
            read.rows.map((r) => r.id),
          )
        ).map((o) => [o.application_id, o]),
      );
      return pagedAnswer(reply, request.query, read, (r) => toApplicationDto(r, orders.get(r.id) ?? null));
    },
  );

  serve(app, CALLS.apply, { body: applyBody, response: { 200: okSchema(applicationDto) } }, async (request) => {
    const body = request.body;
    if ((body.cardType === 'CREDIT') !== (body.creditLimit !== null))
      throw new RequestError(400, M.limitForCredit, { creditLimit: M.limitForCredit });
    await requireMerchant(db, body.merchantId);
    const open = await findOpenApplication(db, body.merchantId);
    if (open) throw new RequestError(409, M.openApplication(open.reference ?? ''));
    return db
      .transaction()
      .execute(async (trx) => {
        const at = Date.now();
        const actor = principalOf(request);
        const id = await insertApplication(trx, body, actor.email, at);
        const after = toApplicationDto((await findApplication(trx, id))!);
        await writeAudit(trx, {
          actor,
          action: 'merchant_card.apply',
          entity: 'merchant_card_applications',
          entityId: after.reference,
          after,
          at,
        });
        return ok(after, `Application ${after.reference} raised.`);
      })
      .catch(async (error: unknown) => {
        // Of concurrent raises, the partial unique index (migration 0048) lets one land.
        if (constraintKindOf(error) !== 'unique' || !columnsOf(error).includes('merchant_id')) throw error;
        const winner = await findOpenApplication(db, body.merchantId);
        throw new RequestError(409, M.openApplication(winner?.reference ?? ''));
      });
  });

  // Four eyes: a card grants credit (or holds money), so whoever raised the application cannot decide it.
  serve(
    app,
    CALLS.decideApplication,
    { params: idParam(M.applicationNotFound), body: decisionBody, response: { 200: okSchema(applicationDto) } },
    async (request) => {
      const actor = principalOf(request);
      const read = await requireApplication(db, request.params.id);
      const reference = read.reference ?? '';
      if (read.status !== 'APPLIED') throw new RequestError(409, M.notApplied(reference, read.status));
      if (read.applied_by.toLowerCase() === actor.email.toLowerCase()) throw new RequestError(403, M.ownApplication);
      const status = request.body.approve ? 'APPROVED' : 'REJECTED';
      return db.transaction().execute(async (trx) => {
        const at = Date.now();
        if (
          !(await decideApplicationRow(trx, read.id, { status, by: actor.email, remarks: request.body.remarks }, at))
        ) {
          const now = (await findApplication(trx, read.id))!;
          throw new RequestError(409, M.notApplied(reference, now.status));
        }
        const after = toApplicationDto((await findApplication(trx, read.id))!);
        await writeAudit(trx, {
          actor,
          action: `merchant_card.${request.body.approve ? 'approve' : 'reject'}`,
          entity: 'merchant_card_applications',
          entityId: reference,
          before: { status: read.status },
          after,
          at,
        });
        return ok(after, `Application ${reference} ${status.toLowerCase()}.`);
      });
    },
  );

  serve(
    app,
    CALLS.orders,
    { querystring: applicationListQuery.pick({ page: true, size: true, snapshot: true }), response: pageOf(orderDto) },
    async (request, reply) => pagedAnswer(reply, request.query, await listOrders(db, request.query), toOrderDto),
  );

  // An approved application's card order: the fastest active courier serving the pincode carries it (a new card
  // delivery in CREATED); at most one order per application (unique index: of concurrent orders one lands).
  serve(app, CALLS.order, { body: orderBody, response: { 200: okSchema(orderDto) } }, async (request) => {
    const { applicationId, pincode, address } = request.body;
    const application = await requireApplication(db, applicationId);
    const reference = application.reference ?? '';
    if (application.status !== 'APPROVED') throw new RequestError(409, M.notApproved(reference));
    const existing = await findOrderOf(db, application.id);
    if (existing) throw new RequestError(409, M.alreadyOrdered(existing.reference ?? ''));
    const check = await pincodeServiceability(db, pincode);
    const courier = check.couriers[0];
    if (!courier) throw new RequestError(409, M.notServiceable(pincode));
    return db
      .transaction()
      .execute(async (trx) => {
        const at = Date.now();
        const actor = principalOf(request);
        const deliveryId = await insertDelivery(
          trx,
          {
            merchantId: application.merchant_id,
            cardType: application.card_type,
            partnerId: courier.partnerId,
            pincode,
            address,
          },
          actor.email,
          at,
        );
        const id = await insertOrder(
          trx,
          { applicationId, merchantId: application.merchant_id, deliveryId },
          actor.email,
          at,
        );
        const dto = toOrderDto(await findOrderRow(trx, id));
        await writeAudit(trx, {
          actor,
          action: 'merchant_card.order',
          entity: 'merchant_card_orders',
          entityId: dto.reference,
          after: dto,
          at,
        });
        return ok(dto, `Card order ${dto.reference} placed: ${dto.deliveryReference} with ${courier.code}.`);
      })
      .catch(async (error: unknown) => {
        if (constraintKindOf(error) !== 'unique' || !columnsOf(error).includes('application_id')) throw error;
        const winner = await findOrderOf(db, applicationId);
        throw new RequestError(409, M.alreadyOrdered(winner?.reference ?? ''));
      });
  });
}
