/**
 * Business categories a merchant may be filed under (spec §7.4 /meta-data/business-categories, §9): each a merchant
 * category code (MCC) and its label. 6513 is 'Rent Payments' (spec §9); the other labels are the card networks'
 * usual names for those codes.
 */
export const BUSINESS_CATEGORIES = [
  { mcc: '5411', name: 'Grocery Stores, Supermarkets' },
  { mcc: '5499', name: 'Misc. Food Stores' },
  { mcc: '5812', name: 'Eating Places, Restaurants' },
  { mcc: '5912', name: 'Drug Stores, Pharmacies' },
  { mcc: '5651', name: 'Family Clothing Stores' },
  { mcc: '5732', name: 'Electronics Stores' },
  { mcc: '5251', name: 'Hardware Stores' },
  { mcc: '5441', name: 'Candy, Nut and Confectionery Stores' },
  { mcc: '4121', name: 'Taxicabs and Limousines' },
  { mcc: '6513', name: 'Rent Payments' },
  { mcc: '8211', name: 'Elementary and Secondary Schools' },
  { mcc: '8062', name: 'Hospitals' },
] as const;

export type BusinessCategory = (typeof BUSINESS_CATEGORIES)[number];
export type Mcc = BusinessCategory['mcc'];

export const RENT_PAYMENTS_MCC = '6513';

const MCCS: readonly string[] = BUSINESS_CATEGORIES.map((c) => c.mcc);

export function isMcc(value: string): value is Mcc {
  return MCCS.includes(value);
}

/** The label of a code ('6513' → 'Rent Payments'); null for an unknown or empty code. */
export function categoryName(mcc: string | null | undefined): string | null {
  return BUSINESS_CATEGORIES.find((c) => c.mcc === mcc)?.name ?? null;
}
