import { memo, Suspense, useCallback, useEffect, useMemo, type RefObject } from 'react';
import { Alert, Box, LinearProgress, Tab, Tabs, type TabProps } from '@mui/material';
import { Link, Navigate, Route, Routes, useLocation, useNavigate } from 'react-router-dom';
import { useQueryClient } from '@tanstack/react-query';
import { useBasename, useCanAccessResources, useDataProvider, useTranslate } from 'react-admin';
import { remember } from '../../../authProvider/session';
import { Entity360Context } from './Entity360Context';
import { TabErrorBoundary } from './TabErrorBoundary';
import { preloadTab, resetLazyTab } from './lazy-tab';
import { neighbourTab, tabSegmentOf, visibleTabs, type EntityTab } from './tabs';
import { useEntity360Keys } from './useEntity360Keys';
import { useScreenShortcuts, type ShortcutHelp } from '../keyboard/ShortcutsContext';

/** The view's keys, listed by `?`. */
const ENTITY_SHORTCUTS: readonly ShortcutHelp[] = [
  { keys: ['/'], label: 'keyboard.entity.lookup' },
  { keys: ['['], label: 'keyboard.entity.previous' },
  { keys: [']'], label: 'keyboard.entity.next' },
];

export interface Entity360TabsProps {
  entityId: string;
  /** The entity's path in the console without the /crm basename, e.g. `/post-pe/1001`. */
  basePath: string;
  tabs: readonly EntityTab[];
  /** i18n key naming the tab list for assistive technology. */
  label: string;
  /** The lookup's input, focused by `/`. */
  lookupRef?: RefObject<HTMLInputElement | null>;
}

const TAB_SX = { minHeight: 40, py: 1, textTransform: 'none' } as const;

/**
 * One tab, a link to its URL. Memoised: MUI's Tabs hands every tab the same props again on a switch but for the two
 * whose selection changed, so only those two re-render (thirty tabs re-rendered twice cost a tab switch its budget).
 */
const TabLink = memo(function TabLink({
  onIntent,
  ...props
}: TabProps<typeof Link> & { to: string; value: string; onIntent: (segment: string) => void }) {
  const intent = () => onIntent(props.value);
  return <Tab {...props} component={Link} sx={TAB_SX} onMouseEnter={intent} onFocus={intent} />;
});

/** Runs `work` when the page is idle (within a second at most); returns the cancel. */
function whenIdle(work: () => void): () => void {
  if (typeof window.requestIdleCallback !== 'function') {
    const timer = window.setTimeout(work, 50);
    return () => window.clearTimeout(timer);
  }
  const handle = window.requestIdleCallback(work, { timeout: 1000 });
  return () => window.cancelIdleCallback(handle);
}

function TabBody({ tab }: { tab: EntityTab }) {
  const Body = tab.component;
  const translate = useTranslate();
  return (
    <Box role="tabpanel" aria-label={translate(tab.label)} sx={{ pt: 1 }}>
      <TabErrorBoundary
        fallbackMessage={translate('entity360.error')}
        retryLabel={translate('entity360.retry')}
        onRetry={() => resetLazyTab(tab.component)}
      >
        <Suspense fallback={<LinearProgress aria-label={translate('entity360.loading')} />}>
          <Body />
        </Suspense>
      </TabErrorBoundary>
    </Box>
  );
}

function Unavailable() {
  const translate = useTranslate();
  return <Alert severity="warning">{translate('entity360.tab_unavailable')}</Alert>;
}

/**
 * The tabs of an entity 360 view. Each tab is its own URL (`<basePath>/<segment>`, so a link opens that tab), a lazy
 * chunk fetched when opened, and is hidden (not disabled) when the access table denies its entry. The bar scrolls,
 * so thirty tabs stay usable at 1280 px. `[` / `]` move between the visible tabs, `/` focuses the lookup. Pointing at
 * or focusing a tab (or moving next to it with `[` / `]`) loads its chunk and runs its `prefetch`, so it opens warm.
 * Render it inside a route ending in `/*` at `basePath`.
 */
export function Entity360Tabs({ entityId, basePath, tabs, label, lookupRef }: Entity360TabsProps) {
  const translate = useTranslate();
  const basename = useBasename();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const resources = useMemo(() => tabs.flatMap((t) => (t.resource ? [t.resource] : [])), [tabs]);
  const { canAccess, isPending } = useCanAccessResources({ action: 'access', resources });
  const visible = useMemo(
    () => visibleTabs(tabs, canAccess, resources.length > 0 && isPending),
    [tabs, canAccess, isPending, resources],
  );
  const fullBase = `${basename}${basePath}`;
  const current = tabSegmentOf(pathname, fullBase);
  const selected = visible.some((t) => t.segment === current) ? current : false;
  // Spec §3.1: the selected tab in the browser session.
  useEffect(() => {
    if (selected) remember('selectedTab', selected);
  }, [selected]);
  const queryClient = useQueryClient();
  const dataProvider = useDataProvider();
  /** The agent is about to open this tab (pointed at it, focused it, or moved next to it): load its chunk and data. */
  const warm = useCallback(
    (tab: EntityTab | undefined) => {
      if (!tab) return;
      preloadTab(tab.component);
      tab.prefetch?.({ entityId, queryClient, dataProvider });
    },
    [entityId, queryClient, dataProvider],
  );
  // The tabs agents open first are warmed once the view is idle (one request each per entity, already fresh after).
  useEffect(() => whenIdle(() => visible.filter((t) => t.warmFirst).forEach(warm)), [visible, warm]);
  const onIntent = useCallback((segment: string) => warm(visible.find((t) => t.segment === segment)), [visible, warm]);
  const go = (step: 1 | -1) => {
    const tab = neighbourTab(visible, current, step);
    if (!tab) return;
    navigate(`${fullBase}/${tab.segment}`);
    // The likely next press goes one further the same way.
    warm(neighbourTab(visible, tab.segment, step));
  };
  useEntity360Keys({
    lookup: () => lookupRef?.current?.focus(),
    previous: () => go(-1),
    next: () => go(1),
  });
  useScreenShortcuts(ENTITY_SHORTCUTS);
  const context = useMemo(() => ({ entityId, basePath }), [entityId, basePath]);
  if (resources.length > 0 && isPending) return <LinearProgress aria-label={translate('entity360.loading')} />;
  return (
    <Entity360Context.Provider value={context}>
      <Tabs
        value={selected}
        variant="scrollable"
        scrollButtons="auto"
        allowScrollButtonsMobile
        aria-label={translate(label)}
        sx={{ borderBottom: 1, borderColor: 'divider', minHeight: 40 }}
      >
        {visible.map((tab) => (
          <TabLink
            key={tab.segment}
            value={tab.segment}
            label={translate(tab.label)}
            to={`${fullBase}/${tab.segment}`}
            onIntent={onIntent}
          />
        ))}
      </Tabs>
      <Routes>
        {visible[0] && <Route index element={<Navigate to={`${fullBase}/${visible[0].segment}`} replace />} />}
        {visible.map((tab) => (
          <Route
            key={tab.segment}
            path={`${tab.segment}/*`}
            element={<TabBody key={`${entityId}/${tab.segment}`} tab={tab} />}
          />
        ))}
        <Route path="*" element={<Unavailable />} />
      </Routes>
    </Entity360Context.Provider>
  );
}
