/**
 * The merchant 360's input rules (spec §9: merchant id at most 10 digits, mobile 10, lookup id 12; the rest is ours
 * and listed in the README). Both the console's forms and the reference backend's routes read these. Kept without
 * zod, so the merchant 360's lookup does not bring the zod runtime into every tab (issue 18); `rules.ts` re-exports them.
 */
export const MERCHANT_RULES = {
  merchantIdMax: 10,
  mobile: 10,
  lookupMax: 12,
  qrNameMin: 3,
  qrNameMax: 50,
  referralMin: 6,
  referralMax: 12,
  remarksMax: 300,
  onDemandMax: 1_000_000,
} as const;

/** A VPA: name@bank (checked after trimming and lower-casing). */
export const VPA_PATTERN = /^[a-z0-9._-]{2,60}@[a-z]{2,30}$/;

/** Which key a lookup used (the search's one input decides: a VPA has '@', 10 digits a mobile, else an id). */
export type LookupBy = 'merchantId' | 'mobile' | 'vpa' | 'storeId';

/** Pure: what a typed lookup value means; null when it cannot be any (shown as the field's message). */
export function lookupKind(raw: string): LookupBy | null {
  const value = raw.trim();
  if (value.includes('@')) return VPA_PATTERN.test(value.toLowerCase()) ? 'vpa' : null;
  if (!/^\d+$/.test(value) || value.length > MERCHANT_RULES.lookupMax) return null;
  return value.length === MERCHANT_RULES.mobile && /^[6-9]/.test(value) ? 'mobile' : 'merchantId';
}
