import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';

/**
 * A page's list read from the server a page at a time under the filters last applied (FRM complaints, recharges):
 * numbered pages from 1, the previous page kept on screen while the next loads, and applying filters goes back to
 * page 1. `read` answers a page with the total count (`totalElements`). Its filter form is FilterForm.
 */
export function useFilteredPages<F, T extends { totalElements: number }>(
  key: string,
  read: (filters: F, page: number, size: number, signal: AbortSignal) => Promise<T>,
  size: number,
  initial: F,
) {
  const [filters, setFilters] = useState<F>(initial);
  const [page, setPage] = useState(1);
  const query = useQuery({
    queryKey: [key, filters, page],
    queryFn: ({ signal }) => read(filters, page, size, signal),
    placeholderData: (previous) => previous,
  });
  const pages = Math.max(1, Math.ceil((query.data?.totalElements ?? 0) / size));
  const apply = (next: F) => {
    setFilters(next);
    setPage(1);
  };
  return { query, page, pages, setPage, apply };
}

/**
 * Pure: the filters a page's address names (`?state=FAILED`, as a quick-summary tile opens it), only the keys the page
 * takes and only values it offers; anything else is left out, so the list opens unfiltered on it rather than failing.
 */
export function filtersFromUrl(
  search: URLSearchParams,
  allowed: Record<string, readonly string[]>,
): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [key, values] of Object.entries(allowed)) {
    const value = search.get(key);
    if (value !== null && values.includes(value)) out[key] = value;
  }
  return out;
}
