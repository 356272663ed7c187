import type { ComponentType, LazyExoticComponent } from 'react';
import type { TabPrefetchContext } from './prefetch';

/**
 * One tab of an entity 360 view: its own URL segment under the entity (`…/:id/<segment>`), a lazy chunk, and the
 * access-table entry that shows it (none: every user who may open the page sees it). A denied tab is hidden.
 */
export interface EntityTab {
  /** URL segment, unique in the view: `summary`, `transactions` … */
  segment: string;
  /** i18n key of its label. */
  label: string;
  /** The access-table entry asked with `canAccess({ action: 'access', resource })`; none → always shown. */
  resource?: string;
  component: LazyExoticComponent<ComponentType> | ComponentType;
  /**
   * Optional: fetches what the tab shows first (its first page …) into the query cache, called when the agent points
   * at or focuses the tab, or moves next to it with `[` / `]`, so the tab opens from the cache.
   */
  prefetch?: (context: TabPrefetchContext) => void;
  /**
   * One of the tabs agents open first (a consumer's or merchant's transactions): warmed (chunk and `prefetch`) as
   * soon as the view has painted and the page is idle, not only when pointed at, so its first open is from the cache.
   */
  warmFirst?: boolean;
}

/** Pure: the tabs whose entry the access decision allowed, in the order given (open tabs always; none while pending). */
export function visibleTabs<T extends Pick<EntityTab, 'resource'>>(
  tabs: readonly T[],
  decided: Readonly<Record<string, boolean>> | undefined,
  isPending: boolean,
): T[] {
  if (isPending) return [];
  return tabs.filter((tab) => !tab.resource || decided?.[tab.resource] === true);
}

/**
 * Pure: the tab `step` places from the current one among the visible tabs (`]` is +1, `[` is −1), stopping at the
 * ends; from no tab, the first (or last). Undefined when there are no tabs.
 */
export function neighbourTab<T extends Pick<EntityTab, 'segment'>>(
  tabs: readonly T[],
  current: string | undefined,
  step: 1 | -1,
): T | undefined {
  if (tabs.length === 0) return undefined;
  const at = tabs.findIndex((tab) => tab.segment === current);
  if (at < 0) return step === 1 ? tabs[0] : tabs[tabs.length - 1];
  return tabs[Math.min(tabs.length - 1, Math.max(0, at + step))];
}

/** Pure: the tab segment of a path below the entity's base (`/post-pe/7/kyc/x` under `/post-pe/7` → `kyc`). */
export function tabSegmentOf(pathname: string, basePath: string): string | undefined {
  const base = basePath.replace(/\/+$/, '');
  if (!pathname.startsWith(`${base}/`)) return undefined;
  return pathname.slice(base.length + 1).split('/')[0] || undefined;
}

/** Pure: whether a key press is one of the view's shortcuts and not typing (in a field, or with a modifier). */
export function shortcutOf(event: {
  key: string;
  altKey: boolean;
  ctrlKey: boolean;
  metaKey: boolean;
  target: EventTarget | null;
}): 'lookup' | 'previous' | 'next' | null {
  if (event.altKey || event.ctrlKey || event.metaKey) return null;
  const target = event.target as { tagName?: string; isContentEditable?: boolean } | null;
  const tag = target?.tagName?.toUpperCase();
  if (tag === 'INPUT' || tag === 'TEXTAREA' || tag === 'SELECT' || target?.isContentEditable) return null;
  if (event.key === '/') return 'lookup';
  if (event.key === '[') return 'previous';
  if (event.key === ']') return 'next';
  return null;
}
