import type { ResourceBundle } from '../../resources/types';

/** Route → i18n key of its page title: each resource's list, create and edit routes, then bespoke pages. */
export function titleKeyFor(pathname: string, resources: readonly ResourceBundle[]): string | null {
  const first = pathname.split('/').filter(Boolean)[0];
  const resource = resources.find((r) => r.name === first);
  return resource ? resource.title : null;
}
