import { Alert, Box, LinearProgress, Tab, Tabs, Typography } from '@mui/material';
import { useBasename, useCanAccessResources, useTranslate } from 'react-admin';
import { Link, useLocation } from 'react-router-dom';
import type { DeviceKind } from '../../../contract/devices/lifecycle';
import { subPageOf, tabPart, visibleSubPages, type SubPage } from './sub-pages';

/**
 * The /swipe or /speaker frame: its title, the sub-pages the user may use as tabs (links to `/<page>/<segment>`; each
 * shown only to a user allowed its endpoints), the open one below: the one the path names if the user may use it,
 * else their first. A gathered page's own route (`/swipe/plans`) renders this frame too, so it opens on its tab.
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
  const { canAccess, isPending } = useCanAccessResources({
    action: 'access',
    resources: subPages.map((s) => tabPart(page, s)),
  });
  const shown = visibleSubPages(subPages, page, canAccess);
  const title = (
    <Typography variant="h4" component="h1" gutterBottom>
      {translate(`devices.${page}_title`)}
    </Typography>
  );
  if (shown.length === 0)
    return (
      <Box sx={{ p: 2 }}>
        {title}
        {isPending ? (
          <LinearProgress aria-label={translate('devices.tabs.loading')} />
        ) : (
          <Alert severity="warning">{translate('devices.tabs.none')}</Alert>
        )}
      </Box>
    );
  const open = subPageOf(shown, pathname, base);
  const View = open.component;
  return (
    <Box sx={{ p: 2 }}>
      {title}
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
