import { RESOURCES } from '../../resources';
import type { ResourceBundle } from '../../resources/types';
import { PAGES } from '../../src/pages';
import { pageRoutes, type PageEntry } from '../../src/pages/types';
import { menuEntriesOf, type MenuEntry } from '../../src/layout/menu-entries';
import { CONSUMER_TAB_VIEWS } from '../../src/pages/consumer-360/tab-views';
import { MERCHANT_TABS } from '../../src/pages/merchant-360/tabs';
import { DEMO_CONSUMERS } from '../../server/db/seed/consumers-fixtures';
import { DEMO_MERCHANT_ID } from '../../server/db/seed/merchant-360';

const routesOf = (entries: readonly MenuEntry[]): string[] =>
  entries.flatMap((entry) => (entry.children ? routesOf(entry.children) : entry.to ? [entry.to] : []));

/** Every route the menu can show (resources and pages, groups opened), without the /crm base. */
export const MENU_ROUTES: readonly string[] = [...new Set(routesOf(menuEntriesOf(RESOURCES, PAGES)))];

/** The first row of every seeded resource table (autoincrement ids start at 1): its show and edit routes. */
export const SEEDED_RECORD_ID = '1';

/**
 * Pure: every route the console binds (App.tsx): each resource's list, create, edit and show views that exist, and
 * every page route with its aliases and sub-pages; without the /crm base, in registry order.
 */
export function boundRoutes(
  resources: readonly ResourceBundle[],
  pages: readonly PageEntry[],
  recordId = SEEDED_RECORD_ID,
): string[] {
  const fromResources = resources.flatMap((r) => [
    ...(r.list ? [`/${r.name}`] : []),
    ...(r.create ? [`/${r.name}/create`] : []),
    ...(r.edit ? [`/${r.name}/${recordId}`] : []),
    ...(r.show ? [`/${r.name}/${recordId}/show`] : []),
  ]);
  return [...new Set([...fromResources, ...pageRoutes(pages).map((p) => p.path)])];
}

/** Pure: one URL per tab of an entity 360 (`<base>/<id>/<segment>`). */
export const tabRoutes = (base: string, id: string, tabs: readonly { segment: string }[]): string[] =>
  tabs.map((tab) => `${base}/${id}/${tab.segment}`);

/** The consumer 360 tabs of the seeded active consumer, and the merchant 360 tabs of the README's demo merchant. */
export const CONSUMER_TAB_ROUTES = tabRoutes('/post-pe', String(DEMO_CONSUMERS.active.id), CONSUMER_TAB_VIEWS);
export const MERCHANT_TAB_ROUTES = tabRoutes('/new-merchant', DEMO_MERCHANT_ID, MERCHANT_TABS);

/** What the bench measures (issue 18): every bound route, then every consumer 360 and merchant 360 tab. */
export const BENCH_ROUTES: readonly string[] = [
  ...new Set([...boundRoutes(RESOURCES, PAGES), ...CONSUMER_TAB_ROUTES, ...MERCHANT_TAB_ROUTES]),
];
