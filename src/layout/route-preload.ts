import type { ResourceBundle } from '../../resources/types';
import { areasFor, type MessageArea } from '../i18n/areas';
import type { PageEntry } from '../pages/types';

/**
 * Pure: what a route inside the console opens: the view (react-admin's resource routes: `/<name>` list,
 * `/<name>/create`, `/<name>/<id>` edit, `/<name>/<id>/show`; then the bespoke page whose path is the longest
 * prefix) and the area sections of the catalogue it shows (src/i18n/areas.ts), or undefined.
 */
export function routeTarget(
  pathname: string,
  resources: readonly ResourceBundle[],
  pages: readonly { path: string; page: PageEntry }[],
): { view: unknown; areas: MessageArea[] } | undefined {
  const parts = pathname.split('/').filter(Boolean);
  const resource = resources.find((r) => r.name === parts[0]);
  if (resource) {
    const areas = areasFor(resource.title);
    if (parts.length === 1) return { view: resource.list, areas };
    if (parts.length === 2) return { view: parts[1] === 'create' ? resource.create : resource.edit, areas };
    return parts.length === 3 && parts[2] === 'show' ? { view: resource.show, areas } : undefined;
  }
  const route = pages
    .filter(({ path }) => pathname === path || pathname.startsWith(`${path}/`))
    .sort((a, b) => b.path.length - a.path.length)[0];
  return (
    route && { view: route.page.component, areas: areasFor(route.page.title, route.page.messages, route.page.alone) }
  );
}

/** Pure: the view a route inside the console opens (routeTarget), or undefined. */
export const viewForPath = (...args: Parameters<typeof routeTarget>): unknown => routeTarget(...args)?.view;
