import type { ResourceBundle } from '../../resources/types';
import type { PageEntry } from '../pages/types';

/**
 * Pure: the view a route inside the console opens (react-admin's resource routes: `/<name>` list, `/<name>/create`,
 * `/<name>/<id>` edit, `/<name>/<id>/show`; then the bespoke page whose path is the longest prefix), or undefined.
 */
export function viewForPath(
  pathname: string,
  resources: readonly ResourceBundle[],
  pages: readonly { path: string; page: PageEntry }[],
): unknown {
  const parts = pathname.split('/').filter(Boolean);
  const resource = resources.find((r) => r.name === parts[0]);
  if (resource) {
    if (parts.length === 1) return resource.list;
    if (parts.length === 2) return parts[1] === 'create' ? resource.create : resource.edit;
    return parts.length === 3 && parts[2] === 'show' ? resource.show : undefined;
  }
  const route = pages
    .filter(({ path }) => pathname === path || pathname.startsWith(`${path}/`))
    .sort((a, b) => b.path.length - a.path.length)[0];
  return route?.page.component;
}
