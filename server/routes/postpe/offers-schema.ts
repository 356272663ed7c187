import { z } from 'zod';

/** The offer fields of spec §3.5 on the wire (camelCase; times as ISO strings). Minimal: the full schema comes later. */
export const CATEGORY_NAMES = ['Exclusive Offers', 'Regular Offers', 'Special Offers'] as const;
export const OFFER_STATUSES = ['ACTIVE', 'INACTIVE'] as const;
export const OFFER_SORTS = { id: 'id', createdAt: 'created_at', startTime: 'start_time', endTime: 'end_time', brand: 'brand' } as const;

const isoTime = z.string().refine((s) => !Number.isNaN(Date.parse(s)), 'Invalid date-time.');
const text = (max: number) => z.string().trim().max(max);

const offerFields = {
  brand: text(200).min(1),
  img: text(2000),
  category: text(200),
  couponCode: text(100).nullable(),
  categoryName: z.enum(CATEGORY_NAMES),
  short: text(500),
  searchName: text(200),
  type: text(50),
  startTime: isoTime,
  endTime: isoTime,
  status: z.enum(OFFER_STATUSES),
  details: z.string().max(20000),
  tnc: z.string().max(20000),
  process: z.string().max(20000),
  redirectionLink: z.url().max(2000).nullable(),
};

const endAfterStart = (o: { startTime?: string; endTime?: string }) =>
  !o.startTime || !o.endTime || Date.parse(o.endTime) > Date.parse(o.startTime);
const endMessage = { message: 'endTime: must be after startTime.', path: ['endTime'] };

/** Create: brand, categoryName and the times required; status INACTIVE and type Online-Postpe by default (§3.5). */
export const offerCreateSchema = z
  .object({
    ...offerFields,
    img: offerFields.img.default(''),
    category: offerFields.category.default(''),
    couponCode: offerFields.couponCode.default(null),
    short: offerFields.short.default(''),
    searchName: offerFields.searchName.optional(),
    type: offerFields.type.default('Online-Postpe'),
    status: offerFields.status.default('INACTIVE'),
    details: offerFields.details.default(''),
    tnc: offerFields.tnc.default(''),
    process: offerFields.process.default(''),
    redirectionLink: offerFields.redirectionLink.default(null),
  })
  .refine(endAfterStart, endMessage);

/** Update: any fields (no defaults: STACK.md trap 6) plus the version the editor read. */
export const offerUpdateSchema = z
  .object({ ...offerFields, version: z.number().int().min(1) })
  .partial()
  .required({ version: true })
  .refine(endAfterStart, endMessage);

export const offerListQuerySchema = z.object({
  page: z.coerce.number().int().min(0).default(0),
  size: z.coerce.number().int().min(1).max(200).default(20),
  sort: z.enum(Object.keys(OFFER_SORTS) as [keyof typeof OFFER_SORTS]).default('createdAt'),
  order: z.enum(['asc', 'desc']).default('desc'),
  brand: text(200).optional(),
  status: z.enum(OFFER_STATUSES).optional(),
  categoryName: z.enum(CATEGORY_NAMES).optional(),
});

export type OfferCreate = z.output<typeof offerCreateSchema>;
export type OfferUpdate = z.output<typeof offerUpdateSchema>;
export type OfferListQuery = z.output<typeof offerListQuerySchema>;
