import { useMemo } from 'react';
import { DISPUTE_PRODUCTS, type DisputeProduct } from '../../../contract/disputes/rules';
import { useAllowedParts } from '../page-parts';
import type { PageEntry } from '../types';

const PARTS = [...DISPUTE_PRODUCTS, 'FRM'] as const;

/** The products the user may see (spec §2.4) and whether they may raise FRM complaints, from canAccess. */
export function useDisputeAccess(page: Pick<PageEntry, 'name'>): {
  products: DisputeProduct[];
  canFrm: boolean;
  isPending: boolean;
} {
  const { allowed, isPending } = useAllowedParts(page, PARTS);
  return useMemo(
    () => ({
      products: DISPUTE_PRODUCTS.filter((p) => allowed.includes(p)),
      canFrm: allowed.includes('FRM'),
      isPending,
    }),
    [allowed, isPending],
  );
}
