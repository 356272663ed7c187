import { Box, Tab, Tabs, Typography } from '@mui/material';
import { useBasename, useCanAccessResources, useTranslate } from 'react-admin';
import { Link, useLocation } from 'react-router-dom';
import type { DeviceKind } from '../../../contract/devices/lifecycle';
import { subPageOf, visibleSubPages, type SubPage } from './sub-pages';

/**
 * The /swipe or /speaker frame: its title, the sub-pages the user may open as tabs (links to `/<page>/<segment>`), the
 * open one below. A gathered page's own route (`/swipe/plans`) renders this frame too, so it opens on its tab.
 */
export function DevicesFrame({
  page,
  kind,
  subPages,
}: {
  page: 'swipe' | 'speaker';
  kind: DeviceKind;
  subPages: readonly SubPage[];
}) {
  const translate = useTranslate();
  const base = `${useBasename()}/${page}`;
  const { pathname } = useLocation();
  const pageNames = subPages.flatMap((s) => (s.page ? [s.page] : []));
  const { canAccess } = useCanAccessResources({ action: 'access', resources: pageNames });
  const open = subPageOf(subPages, pathname, base);
  const shown = visibleSubPages(subPages, canAccess, open);
  const View = open.component;
  return (
    <Box sx={{ p: 2 }}>
      <Typography variant="h4" component="h1" gutterBottom>
        {translate(`devices.${page}_title`)}
      </Typography>
      <Tabs
        value={open.segment}
        aria-label={translate('devices.tabs.label', { page: translate(`devices.${page}_title`) })}
        sx={{ borderBottom: 1, borderColor: 'divider', mb: 2 }}
      >
        {shown.map((s) => (
          <Tab
            key={s.segment}
            value={s.segment}
            label={translate(s.label)}
            component={Link}
            to={`${base}/${s.segment}`}
          />
        ))}
      </Tabs>
      <View kind={kind} page={page} />
    </Box>
  );
}
