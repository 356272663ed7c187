import type { ResourceBundle } from '../../resources/types';
import type { PageEntry } from '../pages/types';

function flatten(pages: readonly PageEntry[]): PageEntry[] {
  return pages.flatMap((p) => [p, ...flatten(p.children ?? [])]);
}

/** Route → i18n key of its page title: each resource's list, create and edit routes, then bespoke pages. */
export function titleKeyFor(
  pathname: string,
  resources: readonly ResourceBundle[],
  pages: readonly PageEntry[] = [],
): string | null {
  const first = pathname.split('/').filter(Boolean)[0];
  const resource = resources.find((r) => r.name === first);
  if (resource) return resource.title;
  const page = flatten(pages)
    .filter((p) => pathname === p.path || pathname.startsWith(`${p.path}/`))
    .sort((a, b) => b.path.length - a.path.length)[0];
  return page ? page.title : null;
}
