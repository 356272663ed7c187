import { maskAccountNumber, maskGstin, maskMobile, maskPan } from '../pii';

/**
 * Which keys of a maker/checker payload hold personal data, and their masks (spec §2.13, §9: account numbers to the
 * last 4 digits). The server sends requests, accounts and verifications with these masked; the whole value only comes
 * back through the audited reveal (server/routes/crm/merchant-bank-reveal.ts).
 */
const MASKED_KEYS: Readonly<Record<string, (value: string) => string | null>> = {
  accountNumber: maskAccountNumber,
  account_number: maskAccountNumber,
  pan: maskPan,
  gstin: maskGstin,
  /** A merchant's registered mobile, old and new, in a mobile change request (XXXXXX3210). */
  mobile: maskMobile,
};

type Json = Record<string, unknown>;
const isObject = (v: unknown): v is Json => typeof v === 'object' && v !== null && !Array.isArray(v);

const maskValue = (value: unknown): unknown =>
  isObject(value) ? maskPayload(value) : Array.isArray(value) ? value.map(maskValue) : value;

/** Pure: a copy of a payload with its personal fields masked, at any depth and in lists (null, non-text kept). */
export function maskPayload<T extends Json | null>(payload: T): T {
  if (!isObject(payload)) return payload;
  return Object.fromEntries(
    Object.entries(payload).map(([key, value]) => {
      const mask = MASKED_KEYS[key];
      if (mask && typeof value === 'string') return [key, mask(value)];
      return [key, maskValue(value)];
    }),
  ) as T;
}
