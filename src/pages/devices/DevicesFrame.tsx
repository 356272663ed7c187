import { Suspense } from 'react';
import { Box, LinearProgress, Tab, Tabs, Typography } from '@mui/material';
import { useBasename, useTranslate } from 'react-admin';
import { Link, useLocation } from 'react-router-dom';
import type { DeviceKind } from '../../../contract/devices/lifecycle';
import { subPageOf, type SubPage } from './sub-pages';

/** The /swipe or /speaker frame: its title, the sub-pages as tabs (links to `/<page>/<segment>`), the open one below. */
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
  const open = subPageOf(subPages, pathname, base);
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
        {subPages.map((s) => (
          <Tab
            key={s.segment}
            value={s.segment}
            label={translate(s.label)}
            component={Link}
            to={`${base}/${s.segment}`}
          />
        ))}
      </Tabs>
      <Suspense fallback={<LinearProgress aria-label={translate('devices.loading')} />}>
        <View kind={kind} page={page} />
      </Suspense>
    </Box>
  );
}
