import { useEffect } from 'react';
import { useBasename, useTranslate } from 'react-admin';
import { useLocation } from 'react-router-dom';
import { RESOURCES } from '../../resources';
import { PAGES } from '../pages';
import { titleKeyFor } from './route-titles';

/** Keeps the browser tab's title in step with the page (spec §2: each route has a page title). */
export function DocumentTitle() {
  const { pathname } = useLocation();
  const basename = useBasename(); // '/crm': the router sees the whole path
  const translate = useTranslate();
  useEffect(() => {
    const inside = basename && pathname.startsWith(basename) ? pathname.slice(basename.length) || '/' : pathname;
    const key = titleKeyFor(inside, RESOURCES, PAGES);
    const app = translate('app.name');
    document.title = key ? `${translate(key, { smart_count: 2 })} · ${app}` : app;
  }, [pathname, basename, translate]);
  return null;
}
