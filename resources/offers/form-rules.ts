import { z } from 'zod';
import { toWireShape } from './wire-shape';
import { fieldErrors, OFFER_MESSAGES, offerFields, startNotPast } from '../../contract/entities/offers';

type Json = Record<string, unknown>;

/** The form's fields checked with the server's own zod rules (rich text is converted on save, so only its size matters there). */
const formSchema = z
  .object({
    ...offerFields,
    img: offerFields.img.optional(),
    couponCode: offerFields.couponCode.optional(),
    redirectionLink: offerFields.redirectionLink.optional(),
    details: z.unknown(),
    tnc: z.unknown(),
    process: z.unknown(),
  })
  .refine((o) => Date.parse(o.endTime) > Date.parse(o.startTime), {
    message: OFFER_MESSAGES.endBeforeStart,
    path: ['endTime'],
  });

export interface OfferFormContext {
  now: number;
  /** The start the record had when the form opened (edit); a create checks the start always. */
  originalStart?: string;
}

/**
 * The offer form's rules (§5.4), pure: the shared zod fields, the link and coupon code required while their toggle
 * is on, and the start not in the past on create (or when an edit moves it).
 */
export function validateOfferForm(values: Json, { now, originalStart }: OfferFormContext): Record<string, string> {
  const wire = toWireShape(values);
  const parsed = formSchema.safeParse({ ...wire, status: wire.status ?? 'INACTIVE' });
  const errors = parsed.success ? {} : fieldErrors(parsed.error);
  if (values.hasCouponCode && !wire.couponCode) errors.couponCode = OFFER_MESSAGES.required;
  if (values.hasRedirectionLink && !wire.redirectionLink) errors.redirectionLink = OFFER_MESSAGES.required;
  const start = typeof wire.startTime === 'string' ? wire.startTime : undefined;
  const moved = originalStart === undefined || start === undefined || Date.parse(start) !== Date.parse(originalStart);
  if (!errors.startTime && moved && !startNotPast(start, now)) errors.startTime = OFFER_MESSAGES.startPast;
  return errors;
}
