import { decodeRupee, encodeRupee } from './rich-text-values';
import { RICH_TEXT_FIELDS } from '../../contract/entities/offer-values';
import { toWireShape } from './wire-shape';

type Json = Record<string, unknown>;
const TEXT_FIELDS = ['short', ...RICH_TEXT_FIELDS] as const;

/**
 * Console → postpe backend: the markdown as the form holds it, ₹ as `&#8377;`, times without milliseconds (§3.5,
 * §5.4). A text nobody edited goes back exactly as it came.
 */
export function toServerOffer(data: Json): Json {
  const out = toWireShape(data);
  for (const key of TEXT_FIELDS) if (typeof out[key] === 'string') out[key] = encodeRupee(out[key]);
  return out;
}

/** Postpe backend → console: the stored markdown with ₹ restored (OfferRichText shows it; the editor converts it). */
export function fromServerOffer(record: Json): Json {
  const out: Json = { ...record };
  for (const key of TEXT_FIELDS) if (typeof out[key] === 'string') out[key] = decodeRupee(out[key]);
  return out;
}
