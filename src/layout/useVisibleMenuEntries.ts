import { useEffect, useMemo } from 'react';
import { remember } from '../../authProvider/session';
import { useCanAccessResources } from 'react-admin';
import { RESOURCES } from '../../resources';
import { PAGES } from '../pages';
import {
  groupMenuEntries,
  menuEntriesOf,
  menuResources,
  visibleMenuEntries,
  type MenuAccess,
  type MenuEntry,
} from './menu-entries';
import { MENU_GROUPS, TOP_LEVEL_ITEMS } from './menu-groups';

/** Every item of the menu, in groups, before the access decision. */
export const ALL_ENTRIES = groupMenuEntries(menuEntriesOf(RESOURCES, PAGES), MENU_GROUPS, TOP_LEVEL_ITEMS);
const LISTS = menuResources(ALL_ENTRIES, 'list');
const PAGE_NAMES = menuResources(ALL_ENTRIES, 'access');

/** The menu entries this user may open (authProvider.canAccess decides), and whether that is still being asked. */
export function useVisibleMenuEntries(): { entries: MenuEntry[]; isPending: boolean } {
  const lists = useCanAccessResources({ action: 'list', resources: LISTS });
  const pages = useCanAccessResources({ action: 'access', resources: PAGE_NAMES });
  const entries = useMemo(() => {
    const decided = { list: lists.canAccess, access: pages.canAccess };
    return visibleMenuEntries(ALL_ENTRIES, ({ resource, action }: MenuAccess) => decided[action]?.[resource] === true);
  }, [lists.canAccess, pages.canAccess]);
  const isPending = lists.isPending || pages.isPending;
  // Spec §3.1: the pages this user may open, in the browser session.
  useEffect(() => {
    if (!isPending) remember('allowedPages', entryPaths(entries));
  }, [entries, isPending]);
  return { entries, isPending };
}

/** Pure: every page path the menu leads to (sub-items included), in menu order. */
export function entryPaths(entries: readonly MenuEntry[]): string[] {
  return entries.flatMap((entry) => [...(entry.to ? [entry.to] : []), ...entryPaths(entry.children ?? [])]);
}

/** Pure: the first page of the menu (depth first), where a user lands. */
export function firstEntryPath(entries: readonly MenuEntry[]): string | undefined {
  for (const entry of entries) {
    if (!entry.children) return entry.to;
    const inner = firstEntryPath(entry.children);
    if (inner) return inner;
  }
  return undefined;
}

/** Pure: does the menu (sub-items included) hold an item leading to this path? */
export function hasEntryPath(entries: readonly MenuEntry[], path: string): boolean {
  return entries.some((entry) => entry.to === path || hasEntryPath(entry.children ?? [], path));
}
