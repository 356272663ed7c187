/**
 * Offers' fixed values, without zod: the offers list, show and transform and the consumer 360's Offers tab read only
 * these, and must not bring the zod runtime with them (issue 18); `offers.ts` re-exports them beside its schemas.
 */
export const CATEGORY_NAMES = ['Exclusive Offers', 'Regular Offers', 'Special Offers'] as const;
export const OFFER_STATUSES = ['ACTIVE', 'INACTIVE'] as const;
export const OFFER_TYPES = ['Online-Postpe'] as const;
export type CategoryName = (typeof CATEGORY_NAMES)[number];

export const OFFER_DEFAULT_STATUS = 'INACTIVE';
/** Spec §4, §9: offer lists are fetched with status ACTIVE by default. */
export const OFFER_LIST_DEFAULT_FILTER = { status: 'ACTIVE' } as const;
export const RICH_TEXT_FIELDS = ['details', 'tnc', 'process'] as const;

/** ISO 8601 without milliseconds (`2026-11-01T00:00:00Z`), the offers wire format for times (§5.4). */
export const toIsoSeconds = (value: Date | string | number): string =>
  new Date(value instanceof Date ? value.getTime() : typeof value === 'number' ? value : Date.parse(value))
    .toISOString()
    .replace(/\.\d{3}Z$/, 'Z');
