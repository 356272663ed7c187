/**
 * Offer rich text without any converter library (spec §3.5): the backend stores markdown with the rupee sign as the
 * HTML entity `&#8377;`; the console holds the same markdown with ₹ (the provider swaps the two), and shows a link or
 * an image only when its target is http(s), mailto, tel or on this site.
 */
export const RUPEE = '₹';
export const RUPEE_ENTITY = '&#8377;';

export const encodeRupee = (text: string): string => text.replaceAll(RUPEE, RUPEE_ENTITY);
export const decodeRupee = (text: string): string => text.replace(/&#8377;|&#x20b9;/gi, RUPEE);

const SAFE_URL = /^(https?:|mailto:|tel:|#|\/(?!\/))/i;
/** Targets a rendered link or image may keep; anything else (javascript:, data:, vbscript: …) is dropped. */
export const isSafeUrl = (url: string): boolean => SAFE_URL.test(url.trim());
