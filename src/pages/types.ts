import type { ComponentType, LazyExoticComponent } from 'react';
import type { DataProvider } from 'react-admin';
import type { FirstPage } from '../../resources/types';
import type { PermissionKey } from '../../contract/permissions';
import type { MessageArea } from '../i18n/areas';
import type { NotAuthorizedMessage } from '../layout/NotAuthorized';

/** A bespoke page (not a resource): its route, title, menu place and the permissions that open it. */
export interface PageEntry {
  /** Key in the access table: `canAccess({ resource: name, action: 'access' })`. */
  name: string;
  /** Route inside the console, e.g. `/role-permission`. */
  path: string;
  /** i18n key of the page title (top bar and browser tab). */
  title: string;
  /** Holding any one opens the page (spec §2.1). */
  access: readonly PermissionKey[];
  /**
   * Parts of the page opened separately (inbox kinds, tabs): each becomes the entry `<name>.<part>` in the access
   * table, asked with `useCanAccessResources({ action: 'access', resources: [...] })`.
   */
  parts?: Readonly<Record<string, readonly PermissionKey[]>>;
  icon?: ComponentType;
  component: ComponentType | LazyExoticComponent<ComponentType>;
  /**
   * The page a list it opens with asks for first, of which resource: fetched ahead on a cold load (first-page.ts);
   * through `provider` when the page reads its lists through a provider of its own (the merchant pages); only for
   * a user who may open `part` of the page, when the page opens with that part's list (the disputes' first product).
   */
  firstPage?: FirstPage & { resource: string; provider?: () => Promise<DataProvider>; part?: string };
  /** What a refused user reads (spec §2 variants); default 'Not authorized!'. */
  deniedMessage?: NotAuthorizedMessage;
  /** Sub-pages shown under this one in the menu, filtered the same way. */
  children?: readonly PageEntry[];
  /**
   * Sections of src/i18n/en.ts the page shows that load with it rather than with the shell (src/i18n/areas.ts),
   * besides the one its title key names.
   */
  messages?: readonly MessageArea[];
  /**
   * A page of its title's area that is not inside that area's frame (a search of the merchant 360's area that is not
   * the merchant 360): it loads its title's section and `messages`, not every section the frame's pages share.
   */
  alone?: true;
  /** Other routes of the same page (spec §2.3 names some pages at two paths); not in the menu. */
  aliases?: readonly string[];
  /** The frame page this page is a tab of (`/swipe/plans` of 'swipe'): its route opens the frame there; not in the menu. */
  frame?: string;
}

/** Pure: every route of the pages, sub-pages and aliases included, each with the page it opens. */
export function pageRoutes(pages: readonly PageEntry[]): { key: string; path: string; page: PageEntry }[] {
  return pages.flatMap((page) => [
    { key: page.name, path: page.path, page },
    ...(page.aliases ?? []).map((path) => ({ key: `${page.name}@${path}`, path, page })),
    ...pageRoutes(page.children ?? []),
  ]);
}

/** The access-table name of a part of a page (`approvals.PAYOUT`). */
export const partOf = (page: Pick<PageEntry, 'name'>, part: string): string => `${page.name}.${part}`;

/** Pure: the parts whose `<page>.<part>` entry the access decision allowed, in the order given (none while pending). */
export function allowedParts<P extends string>(
  page: Pick<PageEntry, 'name'>,
  parts: readonly P[],
  decided: Readonly<Record<string, boolean>> | undefined,
): P[] {
  return parts.filter((part) => decided?.[partOf(page, part)] === true);
}
