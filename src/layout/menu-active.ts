import type { MenuEntry } from './menu-entries';

/** Pure: does the entry (or one of its sub-items) lead to this path? */
export function holds(entry: MenuEntry, basename: string, pathname: string): boolean {
  if (entry.children) return entry.children.some((child) => holds(child, basename, pathname));
  const to = `${basename}${entry.to}`;
  return pathname === to || pathname.startsWith(`${to}/`);
}

/**
 * Pure: the keys of the items that lead to this path, joined (`|`), '' for none. The menu's items take this string
 * instead of reading the location, so moving inside one page (a 360's tabs, a list's filters) re-renders none of
 * them: only a change of the active item does.
 */
export function activeKeysOf(entries: readonly MenuEntry[], basename: string, pathname: string): string {
  const keys: string[] = [];
  const visit = (entry: MenuEntry) => {
    if (entry.children) entry.children.forEach(visit);
    else if (holds(entry, basename, pathname)) keys.push(entry.key);
  };
  entries.forEach(visit);
  return keys.join('|');
}

/** Pure: is `key` one of the active keys? */
export const isActiveKey = (active: string, key: string): boolean => active.split('|').includes(key);
