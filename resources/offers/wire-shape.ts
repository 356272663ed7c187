import { toIsoSeconds } from '../../contract/entities/offer-values';

type Json = Record<string, unknown>;

/** Where the rich-text editor keeps its HTML (`editorHtml.details` …); the offer field holds the markdown. */
export const EDITOR_HTML = 'editorHtml';
/** Inputs of the form that are not offer fields: the coupon-code and redirection-link toggles, the editors' HTML. */
export const FORM_ONLY_FIELDS = ['hasCouponCode', 'hasRedirectionLink', EDITOR_HTML] as const;
const TIME_FIELDS = ['startTime', 'endTime'] as const;
const NULLABLE_FIELDS = ['couponCode', 'redirectionLink'] as const;

const isTime = (value: unknown): value is Date | string | number =>
  value instanceof Date
    ? !Number.isNaN(value.getTime())
    : (typeof value === 'string' || typeof value === 'number') && !Number.isNaN(new Date(value).getTime());

/** The parts of the wire shape that need no converter library: times as ISO seconds, '' as null, toggles dropped. */
export function toWireShape(data: Json): Json {
  const out: Json = { ...data };
  for (const key of FORM_ONLY_FIELDS) delete out[key];
  for (const key of TIME_FIELDS) if (isTime(out[key])) out[key] = toIsoSeconds(out[key]);
  for (const key of NULLABLE_FIELDS) if (key in out && (out[key] === '' || out[key] === undefined)) out[key] = null;
  return out;
}
