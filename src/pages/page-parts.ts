import { useMemo } from 'react';
import { useCanAccessResources } from 'react-admin';
import { allowedParts, partOf, type PageEntry } from './types';

/**
 * The parts of a page the signed-in user may open (inbox kinds, tabs), decided by authProvider.canAccess for every
 * part in one useCanAccessResources call.
 */
export function useAllowedParts<P extends string>(
  page: Pick<PageEntry, 'name'>,
  parts: readonly P[],
): { allowed: P[]; isPending: boolean } {
  const { canAccess, isPending } = useCanAccessResources({
    action: 'access',
    resources: parts.map((part) => partOf(page, part)),
  });
  const allowed = useMemo(() => allowedParts(page, parts, canAccess), [page, parts, canAccess]);
  return { allowed, isPending };
}
