import { z } from 'zod';
import { CATEGORY_NAMES, OFFER_DEFAULT_STATUS, OFFER_STATUSES, OFFER_TYPES } from './offer-values';

/**
 * Offers (spec §3.5, §5.4): the wire shape and its rules, pure data plus zod. The console validates with these and
 * the reference backend (server/routes/postpe/offers-schema.ts) validates every write with the very same schemas.
 */
export {
  CATEGORY_NAMES,
  OFFER_DEFAULT_STATUS,
  OFFER_LIST_DEFAULT_FILTER,
  OFFER_STATUSES,
  OFFER_TYPES,
  RICH_TEXT_FIELDS,
  toIsoSeconds,
  type CategoryName,
} from './offer-values';

/** The spec's wording where it gives one (§5.4); the others are ours, kept short. */
export const OFFER_MESSAGES = {
  required: 'Required!',
  url: 'URL not valid, Please enter valid URL',
  startPast: 'Start date should not be in the past',
  endBeforeStart: 'End time must be after start time',
  invalidTime: 'Invalid date and time',
} as const;

/** A start within this much before now still counts as "now" (the date-time input has minute precision). */
export const START_GRACE_MS = 60_000;

/** http(s) only, a host with a dot or localhost, no spaces: `javascript:` and friends never pass. */
const URL_PATTERN = /^https?:\/\/(localhost|[\w-]+(\.[\w-]+)+)(:\d+)?([/?#][^\s]*)?$/i;
export const isOfferUrl = (value: string): boolean => URL_PATTERN.test(value.trim());

/** '' and null mean "no value" for optional text. */
const emptyToNull = (value: unknown) => (typeof value === 'string' && value.trim() === '' ? null : value);
const requiredText = (max: number) =>
  z.string({ error: OFFER_MESSAGES.required }).trim().min(1, OFFER_MESSAGES.required).max(max);
const isoTime = z
  .string({ error: OFFER_MESSAGES.required })
  .min(1, OFFER_MESSAGES.required)
  .refine((s) => !Number.isNaN(Date.parse(s)), OFFER_MESSAGES.invalidTime);

export const offerFields = {
  brand: requiredText(200),
  img: z.string().trim().max(2000),
  category: requiredText(200),
  couponCode: z.preprocess(emptyToNull, z.string().trim().max(100).nullable()),
  categoryName: z.enum(CATEGORY_NAMES, { error: OFFER_MESSAGES.required }),
  short: requiredText(500),
  searchName: requiredText(200),
  type: z.enum(OFFER_TYPES, { error: OFFER_MESSAGES.required }),
  startTime: isoTime,
  endTime: isoTime,
  status: z.enum(OFFER_STATUSES),
  details: z.string().max(20000),
  tnc: z.string().max(20000),
  process: z.string().max(20000),
  redirectionLink: z.preprocess(
    emptyToNull,
    z.string().trim().max(2000).refine(isOfferUrl, OFFER_MESSAGES.url).nullable(),
  ),
};

type Times = { startTime?: string; endTime?: string };
const endAfterStart = (o: Times) => !o.startTime || !o.endTime || Date.parse(o.endTime) > Date.parse(o.startTime);
const endRule = { message: OFFER_MESSAGES.endBeforeStart, path: ['endTime'] };

/** Start not in the past (§5.4), judged at `now`. */
export const startNotPast = (startTime: string | undefined, now: number): boolean =>
  !startTime || Number.isNaN(Date.parse(startTime)) || Date.parse(startTime) >= now - START_GRACE_MS;

/** Create: the required fields of §5.4; status INACTIVE by default (§3.5); the start not in the past. */
export const offerCreateSchema = z
  .object({
    ...offerFields,
    img: offerFields.img.default(''),
    couponCode: offerFields.couponCode.default(null),
    status: offerFields.status.default(OFFER_DEFAULT_STATUS),
    details: offerFields.details.default(''),
    tnc: offerFields.tnc.default(''),
    process: offerFields.process.default(''),
    redirectionLink: offerFields.redirectionLink.default(null),
  })
  .refine(endAfterStart, endRule)
  .refine((o) => startNotPast(o.startTime, Date.now()), { message: OFFER_MESSAGES.startPast, path: ['startTime'] });

/** Update: any fields (no defaults: STACK.md trap 6) plus the version the editor read. */
export const offerUpdateSchema = z
  .object({ ...offerFields, version: z.number().int().min(1) })
  .partial()
  .required({ version: true })
  .refine(endAfterStart, endRule);

export type OfferCreate = z.output<typeof offerCreateSchema>;
export type OfferUpdate = z.output<typeof offerUpdateSchema>;
export type OfferWire = z.input<typeof offerCreateSchema> & { id?: number; version?: number; createdAt?: string };

/** Every issue of a failed parse as `field → message` (first message per field), so a 400 can name each one. */
export function fieldErrors(error: z.ZodError): Record<string, string> {
  const out: Record<string, string> = {};
  for (const issue of error.issues) {
    const field = issue.path.map(String).join('.') || '_';
    out[field] ??= issue.message;
  }
  return out;
}
