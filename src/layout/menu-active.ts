import type { MenuEntry } from './menu-entries';

/** Pure: does the entry (or one of its sub-items) lead to this path? */
export function holds(entry: MenuEntry, basename: string, pathname: string): boolean {
  if (entry.children) return entry.children.some((child) => holds(child, basename, pathname));
  const to = `${basename}${entry.to}`;
  return pathname === to || pathname.startsWith(`${to}/`);
}

/**
 * Pure: the keys of the items that lead to this path (the most specific ones), joined (`|`), '' for none. The menu's items take this string
 * instead of reading the location, so moving inside one page (a 360's tabs, a list's filters) re-renders none of
 * them: only a change of the active item does.
 */
export function activeKeysOf(entries: readonly MenuEntry[], basename: string, pathname: string): string {
  const held: MenuEntry[] = [];
  const visit = (entry: MenuEntry) => {
    if (entry.children) entry.children.forEach(visit);
    else if (holds(entry, basename, pathname)) held.push(entry);
  };
  entries.forEach(visit);
  // A page at a path inside another's (/new-merchant/referral-code in /new-merchant) is the one shown: only it is active.
  const longest = Math.max(0, ...held.map((e) => e.to.length));
  return held
    .filter((e) => e.to.length === longest)
    .map((e) => e.key)
    .join('|');
}

/** Pure: is `key` one of the active keys? */
export const isActiveKey = (active: string, key: string): boolean => active.split('|').includes(key);
