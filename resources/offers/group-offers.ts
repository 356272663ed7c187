import { CATEGORY_NAMES, type CategoryName } from '../../contract/entities/offer-values';

/** Offer Details (§2.13): offers grouped by category name, one column each, in the spec's order. */
export function groupByCategory<T extends { categoryName?: unknown }>(
  offers: readonly T[],
): { category: CategoryName; offers: T[] }[] {
  return CATEGORY_NAMES.map((category) => ({ category, offers: offers.filter((o) => o.categoryName === category) }));
}
