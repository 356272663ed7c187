import { useEffect } from 'react';
import { useTranslate } from 'react-admin';
import { useLocation } from 'react-router-dom';
import { RESOURCES } from '../../resources';
import { PAGES } from '../pages';
import { titleKeyFor } from './route-titles';

/** Keeps the browser tab's title in step with the page (spec §2: each route has a page title). */
export function DocumentTitle() {
  const { pathname } = useLocation();
  const translate = useTranslate();
  useEffect(() => {
    const key = titleKeyFor(pathname, RESOURCES, PAGES);
    const app = translate('app.name');
    document.title = key ? `${translate(key, { smart_count: 2 })} · ${app}` : app;
  }, [pathname, translate]);
  return null;
}
