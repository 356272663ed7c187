import { z } from 'zod';
import { CATEGORY_NAMES, OFFER_STATUSES } from '../../../contract/entities/offers.js';
import { pageParam, sizeParam, snapshotParam } from '../paging.js';

/** Writes are validated with the console's own schemas (resources/offers/schema.ts); only the list query is the server's. */
export {
  offerCreateSchema,
  offerUpdateSchema,
  type OfferCreate,
  type OfferUpdate,
} from '../../../contract/entities/offers.js';

export const OFFER_SORTS = {
  id: 'id',
  createdAt: 'created_at',
  startTime: 'start_time',
  endTime: 'end_time',
  brand: 'brand',
} as const;

export const offerListQuerySchema = z.object({
  page: pageParam(0),
  size: sizeParam(20),
  sort: z.enum(Object.keys(OFFER_SORTS) as [keyof typeof OFFER_SORTS]).default('createdAt'),
  order: z.enum(['asc', 'desc']).default('desc'),
  brand: z.string().trim().max(200).optional(),
  status: z.enum(OFFER_STATUSES).optional(),
  categoryName: z.enum(CATEGORY_NAMES).optional(),
  snapshot: snapshotParam,
});

export type OfferListQuery = z.output<typeof offerListQuerySchema>;

/** One offer on the wire (spec §3.5; repositories/offers.ts toOfferDto): times as ISO 8601 without milliseconds. */
export const offerDto = z.object({
  id: z.number().int(),
  brand: z.string(),
  img: z.string(),
  category: z.string(),
  couponCode: z.string().nullable(),
  categoryName: z.string(),
  short: z.string(),
  searchName: z.string(),
  type: z.string(),
  startTime: z.string(),
  endTime: z.string(),
  status: z.string(),
  createdAt: z.string(),
  details: z.string(),
  tnc: z.string(),
  process: z.string(),
  redirectionLink: z.string().nullable(),
  version: z.number().int(),
});
