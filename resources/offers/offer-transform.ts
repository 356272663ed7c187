import { decodeRupee, encodeRupee, htmlToMarkdown, markdownToHtml } from './markdown';
import { RICH_TEXT_FIELDS } from '../../contract/entities/offer-values';
import { toWireShape } from './wire-shape';

type Json = Record<string, unknown>;

/** Console → postpe backend: editor HTML to markdown with `&#8377;`, times without milliseconds (§3.5, §5.4). */
export function toServerOffer(data: Json): Json {
  const out = toWireShape(data);
  for (const key of RICH_TEXT_FIELDS) if (typeof out[key] === 'string') out[key] = htmlToMarkdown(out[key]);
  if (typeof out.short === 'string') out.short = encodeRupee(out.short);
  return out;
}

/** Postpe backend → console: stored markdown to safe HTML for the editor and the preview, ₹ restored. */
export function fromServerOffer(record: Json): Json {
  const out: Json = { ...record };
  for (const key of RICH_TEXT_FIELDS) if (typeof out[key] === 'string') out[key] = markdownToHtml(out[key]);
  if (typeof out.short === 'string') out.short = decodeRupee(out.short);
  return out;
}
