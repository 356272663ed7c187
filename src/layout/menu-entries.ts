import type { ComponentType } from 'react';
import { holdsAny, type HeldPermissions } from '../../authProvider/held-permissions';
import type { ResourceBundle } from '../../resources/types';
import type { PageEntry } from '../pages/types';

/** One item of the left menu: data, so filtering is a pure function. */
export interface MenuEntry {
  key: string;
  to: string;
  /** i18n key. */
  label: string;
  icon?: ComponentType;
  /** Any one of these shows the item; none → every signed-in user. */
  permissions: readonly string[];
  children?: readonly MenuEntry[];
}

function pageEntry(page: PageEntry): MenuEntry {
  return {
    key: page.name,
    to: page.path,
    label: page.title,
    icon: page.icon,
    permissions: page.permissions,
    children: page.children?.map(pageEntry),
  };
}

/** The menu's items: every resource with a list (its list permissions), then the bespoke pages. */
export function menuEntriesOf(resources: readonly ResourceBundle[], pages: readonly PageEntry[]): MenuEntry[] {
  const fromResources = resources
    .filter((r) => r.list)
    .map((r): MenuEntry => ({ key: r.name, to: `/${r.name}`, label: r.title, icon: r.icon, permissions: r.access.list ?? [] }));
  return [...fromResources, ...pages.map(pageEntry)];
}

/**
 * Spec §2.1: an item shows when any one of its permissions is held; sub-items are filtered likewise, and an item
 * with sub-items shows only while one of them is left.
 */
export function visibleMenuEntries(entries: readonly MenuEntry[], held: HeldPermissions): MenuEntry[] {
  return entries.flatMap((entry) => {
    if (!holdsAny(held, entry.permissions)) return [];
    if (!entry.children) return [entry];
    const children = visibleMenuEntries(entry.children, held);
    return children.length > 0 ? [{ ...entry, children }] : [];
  });
}
