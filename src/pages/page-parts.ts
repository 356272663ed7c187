import { useMemo } from 'react';
import { useCanAccessResources } from 'react-admin';
import { partOf, type PageEntry } from './types';

/** Pure: the parts whose `<page>.<part>` entry the access decision allowed, in the order given (none while pending). */
export function allowedParts<P extends string>(
  page: Pick<PageEntry, 'name'>,
  parts: readonly P[],
  decided: Readonly<Record<string, boolean>> | undefined,
): P[] {
  return parts.filter((part) => decided?.[partOf(page, part)] === true);
}

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
