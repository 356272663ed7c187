import { RESOURCES } from '../../resources';
import { PAGES } from '../../src/pages';
import { menuEntriesOf, type MenuEntry } from '../../src/layout/menu-entries';

const routesOf = (entries: readonly MenuEntry[]): string[] =>
  entries.flatMap((entry) => (entry.children ? routesOf(entry.children) : entry.to ? [entry.to] : []));

/** Every route the menu can show (resources and pages, groups opened), without the /crm base. */
export const MENU_ROUTES: readonly string[] = [...new Set(routesOf(menuEntriesOf(RESOURCES, PAGES)))];
