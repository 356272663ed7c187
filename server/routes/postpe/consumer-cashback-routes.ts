import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { CONSUMER_LIST_CALLS, CONSUMER_PRODUCT_READS } from '../../../contract/consumer/calls.js';
import { chillfestEntrySchema } from '../../../contract/consumer/chillfest.js';
import { chillfestListQuery, consumerIdQuery } from '../../../contract/consumer/queries.js';
import type { AppDeps } from '../../app-deps.js';
import { listChillfest } from '../../repositories/consumer-chillfest.js';
import { snapshotParam } from '../paging.js';
import { pageSizeSchema } from '../success-envelope.js';
import { cashbackSummary, milestoneCashback, referrals } from '../../repositories/consumer-rewards.js';
import { ok, okSchema, page } from './envelope.js';
import { serve } from '../declared.js';
import { serveSnapshotList } from '../common/snapshot-list.js';
import { serveConsumerRead } from '../common/consumer-read.js';

const item = z.looseObject({});
const referralQuery = z.object({ id: consumerIdQuery.shape.consumerId });
/** The list's query (contract/consumer/queries.ts) with the snapshot key (routes/paging.ts) added. */
const chillfestList = chillfestListQuery.extend({ snapshot: snapshotParam });

/** Cashback (GET /postpe/cashback), milestone cashback and referrals (GET /postpe/referrals) (spec §7.5, §3.18, §3.23). */
export async function consumerCashbackRoutes(app: FastifyInstance, { db }: AppDeps): Promise<void> {
  serveConsumerRead(app, CONSUMER_PRODUCT_READS.cashback, item.nullable(), (consumerId) =>
    cashbackSummary(db, consumerId, Math.floor(Date.now() / 1000), null),
  );

  serveConsumerRead(app, CONSUMER_PRODUCT_READS.milestoneCashback, z.array(item), (consumerId) =>
    milestoneCashback(db, consumerId),
  );

  serve(
    app,
    CONSUMER_PRODUCT_READS.referrals,
    { querystring: referralQuery, response: { 200: okSchema(item) } },
    async (request) => ok(await referrals(db, request.query.id)),
  );

  // Postpe Chillfest (spec §2.13 names the tab; ours: paged like the bill payments, pageNum from 0, pageSize 20).
  serveSnapshotList(
    app,
    CONSUMER_LIST_CALLS['consumer-chillfest'],
    { querystring: chillfestList, response: { 200: okSchema(pageSizeSchema(chillfestEntrySchema)) } },
    (q) =>
      listChillfest(db, q.consumerId, q.pageNum, q.pageSize, {
        snapshot: q.snapshot,
      }),
    (rows, total, q) => ok(page(rows, q.pageNum, q.pageSize, total)),
  );
}
