import type { ComponentType } from 'react';
import type { ResourceBundle } from '../../resources/types';
import type { PageEntry } from '../pages/types';

/** The access request that shows a menu item: a resource's `list`, a page's `access`. */
export interface MenuAccess {
  resource: string;
  action: 'list' | 'access';
}

/** One item of the left menu: data, so filtering is a pure function. */
export interface MenuEntry {
  key: string;
  to: string;
  /** i18n key. */
  label: string;
  icon?: ComponentType;
  access: MenuAccess;
  children?: readonly MenuEntry[];
}

function pageEntry(page: PageEntry): MenuEntry {
  return {
    key: page.name,
    to: page.path,
    label: page.title,
    icon: page.icon,
    access: { resource: page.name, action: 'access' },
    children: page.children?.map(pageEntry),
  };
}

/** The menu's items: every resource with a list view (shown with `list` access), then the bespoke pages. */
export function menuEntriesOf(resources: readonly ResourceBundle[], pages: readonly PageEntry[]): MenuEntry[] {
  const fromResources = resources
    .filter((r) => r.list)
    .map((r): MenuEntry => ({
      key: r.name,
      to: `/${r.name}`,
      label: r.title,
      icon: r.icon,
      access: { resource: r.name, action: 'list' },
    }));
  return [...fromResources, ...pages.map(pageEntry)];
}

/** Pure: the names the menu asks about under one action, sub-items included (for `useCanAccessResources`). */
export function menuResources(entries: readonly MenuEntry[], action: MenuAccess['action']): string[] {
  return entries.flatMap((e) => [
    ...(e.access.action === action ? [e.access.resource] : []),
    ...menuResources(e.children ?? [], action),
  ]);
}

/**
 * Spec §2.1: an item shows when the access decision allows it; sub-items are filtered likewise, and an item with
 * sub-items shows only while one of them is left.
 */
export function visibleMenuEntries(
  entries: readonly MenuEntry[],
  allowed: (access: MenuAccess) => boolean,
): MenuEntry[] {
  return entries.flatMap((entry) => {
    if (!allowed(entry.access)) return [];
    if (!entry.children) return [entry];
    const children = visibleMenuEntries(entry.children, allowed);
    return children.length > 0 ? [{ ...entry, children }] : [];
  });
}
