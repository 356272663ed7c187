import { lookupKind, MERCHANT_RULES, type LookupBy } from '../../../contract/merchant/lookup-rules';

/** Pure: what the lookup field keeps of what is typed or pasted (spaces dropped; a VPA in lower case). */
export function normaliseLookup(raw: string): string {
  return raw.replace(/\s+/g, '').toLowerCase();
}

/** Pure: the i18n key of why a value cannot be searched, or null. */
export function lookupProblem(value: string, only?: LookupBy): string | null {
  const kind = lookupKind(value);
  if (!kind) return only === 'vpa' ? 'merchant360.lookup_bad_vpa' : 'merchant360.lookup_bad';
  if (only === 'vpa' && kind !== 'vpa') return 'merchant360.lookup_bad_vpa';
  return null;
}

/** Pure: the lookup query for a value: a VPA, a 10-digit mobile, else a merchant id (or a store id when longer). */
export function lookupQuery(value: string): Record<string, string> {
  const kind = lookupKind(value);
  if (kind === 'merchantId' && value.length > MERCHANT_RULES.merchantIdMax) return { storeId: value };
  return { [kind ?? 'merchantId']: value };
}

export const LOOKUP_MAX = 60;
