import { z } from 'zod';
import { CATEGORY_NAMES, OFFER_STATUSES } from '../../../contract/entities/offers.js';

/** Writes are validated with the console's own schemas (resources/offers/schema.ts); only the list query is the server's. */
export { fieldErrors, offerCreateSchema, offerUpdateSchema, type OfferCreate, type OfferUpdate } from '../../../contract/entities/offers.js';

export const OFFER_SORTS = { id: 'id', createdAt: 'created_at', startTime: 'start_time', endTime: 'end_time', brand: 'brand' } as const;

export const offerListQuerySchema = z.object({
  page: z.coerce.number().int().min(0).default(0),
  size: z.coerce.number().int().min(1).max(200).default(20),
  sort: z.enum(Object.keys(OFFER_SORTS) as [keyof typeof OFFER_SORTS]).default('createdAt'),
  order: z.enum(['asc', 'desc']).default('desc'),
  brand: z.string().trim().max(200).optional(),
  status: z.enum(OFFER_STATUSES).optional(),
  categoryName: z.enum(CATEGORY_NAMES).optional(),
});

export type OfferListQuery = z.output<typeof offerListQuerySchema>;
