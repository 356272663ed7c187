/**
 * The generic entity 360 frame (consumer 360, merchant 360): a lookup with recent entities, a sticky summary band,
 * tabs as URLs (lazy, permission-hidden, keyboard `/` `[` `]`), the one list-tab pattern and masked values with an
 * audited 'Reveal'. Nothing here knows a particular entity; its strings are in en.ts `entity360`.
 */
export { EntityLookup, type EntityLookupProps } from './EntityLookup';
export { RecentEntities, type RecentEntitiesProps } from './RecentEntities';
export { useRecentEntities } from './useRecentEntities';
export { readRecent, writeRecent, withRecent, RECENT_MAX, type RecentEntity } from './recent-entities';
export { SummaryBand, type SummaryBandProps } from './SummaryBand';
export { Entity360Tabs, type Entity360TabsProps } from './Entity360Tabs';
export { Entity360Context, useEntity360, type Entity360Value } from './Entity360Context';
export { useEntity360Keys, type Entity360KeyHandlers } from './useEntity360Keys';
export { EntityListTab, type EntityListTabProps } from './EntityListTab';
export { MaskedValue, type MaskedValueProps } from './MaskedValue';
export { neighbourTab, shortcutOf, tabSegmentOf, visibleTabs, type EntityTab } from './tabs';
export { lazyTab, preloadTab, resetLazyTab, TAB_CHUNK_RETRIES } from './lazy-tab';
export { prefetchListTab, TAB_STALE_MS, type TabPrefetchContext } from './prefetch';
export { LightTableBody } from '../LightTableBody';
export { TabErrorBoundary } from './TabErrorBoundary';
