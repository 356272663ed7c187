import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { fromText } from '../../../contract/strict-number.js';
import { CONSUMER_LIST_CALLS, CONSUMER_READS } from '../../../contract/consumer/calls.js';
import { CONSUMER_MESSAGES } from '../../../contract/consumer/forms.js';
import { effectiveRange, TXN_INDICATORS } from '../../../contract/consumer/rules.js';
import type { AppDeps } from '../../app-deps.js';
import { RequestError } from '../../plugins/validation.js';
import { findConsumer, sendMoneyLimitOf } from '../../repositories/consumer-accounts.js';
import { listEvents } from '../../repositories/consumer-events.js';
import { listStatement, toTxnDto } from '../../repositories/consumer-txns.js';
import { keysetQuery, pageParam, sendPaging, sizeParam, snapshotParam } from '../paging.js';
import { eventDto, txnDto } from '../postpe/consumer-schemas.js';
import { ok, okSchema } from './envelope.js';
import { serve } from '../declared.js';
import { serveSnapshotList } from '../common/snapshot-list.js';

const list = z
  .union([z.string(), z.array(z.string())])
  .optional()
  .transform((v) =>
    v === undefined
      ? []
      : [v]
          .flat()
          .flatMap((s) => s.split(','))
          .filter((s) => s && s !== 'All'),
  );
const epoch = fromText(z.number().int().nonnegative().optional());
const consumerId = fromText(z.number().int().positive('Consumer id: digits only.'));

/** Spec §7.5 account statement, the loan overview's send-money limit and the deactivation logs (lending). */
export async function consumerStatementRoutes(app: FastifyInstance, { db, counts }: AppDeps): Promise<void> {
  // consumerId, page_num (0-based), page_size; filters statuses, from, to (epoch seconds, both or neither), types,
  // indicator; or one txnId.
  serve(
    app,
    CONSUMER_LIST_CALLS['consumer-transactions'],
    {
      querystring: z.object({
        consumerId,
        page_num: pageParam(0),
        page_size: sizeParam(20),
        statuses: list,
        types: list,
        indicator: z.enum(TXN_INDICATORS).optional(),
        from: epoch,
        to: epoch,
        txnId: z.string().trim().max(40).optional(),
        ...keysetQuery,
      }),
      response: {
        200: okSchema(
          z.object({
            content: z.array(txnDto),
            page_num: z.number(),
            page_size: z.number(),
            totalElements: z.number(),
          }),
        ),
      },
    },
    async (request, reply) => {
      const q = request.query;
      const { rows, total, ...paging } = await listStatement(db, counts, {
        consumerId: q.consumerId,
        page: q.page_num,
        size: q.page_size,
        statuses: q.statuses,
        types: q.types,
        indicator: q.indicator,
        range: effectiveRange(q.from, q.to),
        txnId: q.txnId || undefined,
        after: q.after,
        snapshot: q.snapshot,
      });
      sendPaging(reply, paging);
      return ok({ content: rows.map(toTxnDto), page_num: q.page_num, page_size: q.page_size, totalElements: total });
    },
  );

  serve(
    app,
    CONSUMER_READS.smLimit,
    {
      querystring: z.object({ consumerId }),
      response: {
        200: okSchema(
          z.object({
            approvedSmLimit: z.number(),
            availableSmLimit: z.number(),
            usedSmLimit: z.number(),
            plAmountBlockedOnSmUsage: z.number(),
          }),
        ),
      },
    },
    async (request) => {
      const c = await findConsumer(db, request.query.consumerId);
      if (!c) throw new RequestError(404, CONSUMER_MESSAGES.notFound);
      return ok(sendMoneyLimitOf(c));
    },
  );

  serveSnapshotList(
    app,
    CONSUMER_LIST_CALLS['consumer-deactivation-logs'],
    {
      querystring: z.object({ consumerId, page: pageParam(0), size: sizeParam(20), snapshot: snapshotParam }),
      response: {
        200: okSchema(
          z.object({
            content: z.array(eventDto),
            page: z.number(),
            size: z.number(),
            totalElements: z.number(),
            totalPages: z.number(),
          }),
        ),
      },
    },
    (q) => listEvents(db, q.consumerId, 'DEACTIVATION', q.page, q.size, q.snapshot),
    (rows, total, q) =>
      ok({
        content: rows,
        page: q.page,
        size: q.size,
        totalElements: total,
        totalPages: Math.ceil(total / q.size),
      }),
  );
}
