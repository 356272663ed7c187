import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { CONSUMER_ACTIONS, CONSUMER_LIST_CALLS, CONSUMER_PRODUCT_READS } from '../../../contract/consumer/calls.js';
import { CONSUMER_ACTION_KEYS } from '../../../contract/consumer/access.js';
import {
  billPaymentActionBody,
  billPaymentListQuery,
  cancelVasBody,
  consumerIdQuery,
} from '../../../contract/consumer/queries.js';
import { CONSUMER_PRODUCT_MESSAGES } from '../../../contract/consumer/messages.js';
import type { AppDeps } from '../../app-deps.js';
import { principalOf } from '../../plugins/auth.js';
import { RequestError } from '../../plugins/validation.js';
import { holdsAny } from '../../repositories/access.js';
import { writeAudit } from '../../repositories/audit.js';
import {
  applyScratchcard,
  cancelVasOrder,
  findBillPayment,
  findBillPaymentByRef,
  findPlanOrder,
  listBillPayments,
  listPlanOrders,
  markLimitUpdated,
  toBillPaymentDto,
  toPlanOrderDto,
} from '../../repositories/consumer-bill-payments.js';
import { snapshotParam } from '../paging.js';
import { idParam, pageSizeSchema } from '../success-envelope.js';
import { ok, okSchema, page } from './envelope.js';
import { serve } from '../declared.js';
import { serveSnapshotList } from '../common/snapshot-list.js';
import { serveConsumerRead } from '../common/consumer-read.js';

const item = z.looseObject({});
const nowSeconds = () => Math.floor(Date.now() / 1000);
const billQuery = consumerIdQuery.extend({ orderId: z.string().min(1).max(40) });
/** The list's query (contract/consumer/queries.ts) with the snapshot key (routes/paging.ts) added. */
const billPaymentList = billPaymentListQuery.extend({ snapshot: snapshotParam });

/** VAS orders and their cancel, credit-card and postpe bill payments and their Scratchcard / Limit actions (§7.5). */
export async function consumerPlanBillRoutes(app: FastifyInstance, { db }: AppDeps): Promise<void> {
  serveConsumerRead(app, CONSUMER_PRODUCT_READS.vasOrders, z.array(item), (consumerId) =>
    listPlanOrders(db, consumerId, 'VAS'),
  );

  serve(
    app,
    CONSUMER_ACTIONS.cancelVas,
    { body: cancelVasBody, response: { 200: okSchema(item) } },
    async (request) => {
      const { orderId, consumerId } = request.body;
      return db.transaction().execute(async (trx) => {
        const before = await findPlanOrder(trx, orderId);
        if (!before || Number(before.consumer_id) !== consumerId || before.kind !== 'VAS')
          throw new RequestError(404, CONSUMER_PRODUCT_MESSAGES.notFound);
        if (!(await cancelVasOrder(trx, orderId, nowSeconds())))
          throw new RequestError(409, CONSUMER_PRODUCT_MESSAGES.vasNotCancellable);
        const after = toPlanOrderDto((await findPlanOrder(trx, orderId))!);
        await writeAudit(trx, {
          actor: principalOf(request),
          action: 'consumer.vas_cancel',
          entity: 'consumer_plan_orders',
          entityId: orderId,
          before: toPlanOrderDto(before),
          after,
        });
        return ok(after, CONSUMER_PRODUCT_MESSAGES.vasCancelled);
      });
    },
  );

  serveSnapshotList(
    app,
    CONSUMER_LIST_CALLS['consumer-bill-payments'],
    { querystring: billPaymentList, response: { 200: okSchema(pageSizeSchema(item)) } },
    (q) => listBillPayments(db, q.consumerId, q.kind, q.pageNum, q.pageSize, q.snapshot),
    (rows, total, q) => ok(page(rows, q.pageNum, q.pageSize, total)),
  );

  serve(
    app,
    CONSUMER_PRODUCT_READS.billPayment,
    { querystring: billQuery, response: { 200: okSchema(item) } },
    async (request) => {
      const p = await findBillPaymentByRef(db, request.query.consumerId, request.query.orderId);
      if (!p) throw new RequestError(404, CONSUMER_PRODUCT_MESSAGES.notFound);
      const vas = p.vas_order_id ? await findPlanOrder(db, p.vas_order_id) : undefined;
      return ok(toBillPaymentDto(p, vas));
    },
  );

  const actions = [
    {
      path: 'scratchcard',
      endpoint: CONSUMER_ACTIONS.billPaymentScratchcard,
      apply: applyScratchcard,
      message: CONSUMER_PRODUCT_MESSAGES.scratchcardApplied,
      refusal: CONSUMER_PRODUCT_MESSAGES.scratchcardRefused,
    },
    {
      path: 'limit',
      endpoint: CONSUMER_ACTIONS.billPaymentLimit,
      apply: markLimitUpdated,
      message: CONSUMER_PRODUCT_MESSAGES.limitUpdated,
      refusal: CONSUMER_PRODUCT_MESSAGES.limitRefused,
    },
  ] as const;
  for (const action of actions) {
    serve(
      app,
      action.endpoint,
      { params: idParam(), body: billPaymentActionBody, response: { 200: okSchema(item) } },
      async (request) => {
        const who = principalOf(request);
        if (!(await holdsAny(db, who, CONSUMER_ACTION_KEYS.billActionsColumn)))
          throw new RequestError(
            403,
            `Not authorized! ${action.path} needs ${CONSUMER_ACTION_KEYS.billActionsColumn[0]}.`,
          );
        const { id } = request.params;
        return db.transaction().execute(async (trx) => {
          const before = await findBillPayment(trx, id);
          if (!before || Number(before.consumer_id) !== request.body.consumerId)
            throw new RequestError(404, CONSUMER_PRODUCT_MESSAGES.notFound);
          if (!(await action.apply(trx, id, nowSeconds()))) throw new RequestError(409, action.refusal);
          const after = toBillPaymentDto((await findBillPayment(trx, id))!);
          await writeAudit(trx, {
            actor: who,
            action: `consumer.bill_payment_${action.path}`,
            entity: 'consumer_bill_payments',
            entityId: id,
            before: toBillPaymentDto(before),
            after,
          });
          return ok(after, action.message);
        });
      },
    );
  }
}
