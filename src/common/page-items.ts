/**
 * Pure: the page buttons of a list's pagination, as MUI's Pagination lays them out by default: the first and last
 * pages, the current one and one either side, and a gap ('…') for two or more pages left out (a single page left out
 * is shown instead of a gap).
 */
export type PageItem = number | 'gap';

export function pageItems(page: number, count: number): PageItem[] {
  if (count < 1) return [];
  const shown = [...new Set([1, page - 1, page, page + 1, count])].filter((p) => p >= 1 && p <= count);
  shown.sort((a, b) => a - b);
  const items: PageItem[] = [];
  for (const p of shown) {
    const previous = items.at(-1);
    if (typeof previous === 'number' && p - previous === 2) items.push(previous + 1);
    else if (typeof previous === 'number' && p - previous > 2) items.push('gap');
    items.push(p);
  }
  return items;
}
