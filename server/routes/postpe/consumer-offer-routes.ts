import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { fromText } from '../../../contract/strict-number.js';
import { CONSUMER_PRODUCT_QUERIES } from '../../../contract/consumer/calls.js';
import type { AppDeps } from '../../app-deps.js';
import { listOffers, toOfferDto } from '../../repositories/offers.js';
import { pagedSchema, paged } from '../success-envelope.js';
import { ok, okSchema } from './envelope.js';
import { offerDto, offerListQuerySchema } from './offers-schema.js';
import { serveSnapshotList } from '../common/snapshot-list.js';

/** §7.5 offers list of the consumer 360: page 1, limit 200, brand, status ACTIVE, categoryName. */
const consumerOffersQuery = z.object({
  page: fromText(z.number().int().min(1).default(1)),
  limit: fromText(z.number().int().min(1).max(200).default(200)),
  brand: offerListQuerySchema.shape.brand,
  categoryName: offerListQuerySchema.shape.categoryName,
  snapshot: offerListQuerySchema.shape.snapshot,
});

/** The Offer Details tab's read-only list (ACTIVE offers only), open to whoever may open the consumer 360. */
export async function consumerOfferRoutes(app: FastifyInstance, { db, counts }: AppDeps): Promise<void> {
  serveSnapshotList(
    app,
    CONSUMER_PRODUCT_QUERIES.offers,
    { querystring: consumerOffersQuery, response: { 200: okSchema(pagedSchema(offerDto)) } },
    (q) =>
      listOffers(db, counts, {
        page: q.page - 1,
        size: q.limit,
        sort: 'createdAt',
        order: 'desc',
        status: 'ACTIVE',
        brand: q.brand,
        categoryName: q.categoryName,
        snapshot: q.snapshot,
      }),
    (rows, total, q) => ok(paged(rows.map(toOfferDto), q.page, q.limit, total)),
  );
}
