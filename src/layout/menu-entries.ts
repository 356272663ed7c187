import type { ComponentType } from 'react';
import type { ResourceBundle } from '../../resources/types';
import type { PageEntry } from '../pages/types';
import type { MenuGroup } from './menu-groups';

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
  /** What shows the item; a group has none of its own (it shows while one of its items does). */
  access?: MenuAccess;
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

/**
 * The menu's items: every resource with a list view (shown with `list` access), then the bespoke pages. A page that is
 * also a tab of a frame (`/swipe/mdr`) keeps its own item: its keys are not the frame's, and a maker who holds only
 * them reaches it from the menu too.
 */
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

/**
 * Pure: the entries arranged in groups (issue 18): the top-level items first, then each group with its members in
 * their own order; an entry in neither stays at the top level, after the groups.
 */
export function groupMenuEntries(
  entries: readonly MenuEntry[],
  groups: readonly MenuGroup[],
  topLevel: readonly string[],
): MenuEntry[] {
  const grouped = new Set(groups.flatMap((g) => g.members));
  const top = entries.filter((e) => topLevel.includes(e.key));
  const rest = entries.filter((e) => !topLevel.includes(e.key) && !grouped.has(e.key));
  const groupEntries = groups.flatMap((g): MenuEntry[] => {
    const children = entries.filter((e) => g.members.includes(e.key) && !topLevel.includes(e.key));
    return children.length ? [{ key: `group:${g.id}`, to: '', label: g.label, icon: g.icon, children }] : [];
  });
  return [...top, ...groupEntries, ...rest];
}

/** Pure: the names the menu asks about under one action, sub-items included (for `useCanAccessResources`). */
export function menuResources(entries: readonly MenuEntry[], action: MenuAccess['action']): string[] {
  return entries.flatMap((e) => [
    ...(e.access?.action === action ? [e.access.resource] : []),
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
    if (entry.access && !allowed(entry.access)) return [];
    if (!entry.children) return [entry];
    const children = visibleMenuEntries(entry.children, allowed);
    return children.length > 0 ? [{ ...entry, children }] : [];
  });
}
