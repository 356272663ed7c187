import { QueryClient } from '@tanstack/react-query';
import { CustomRoutes, Loading, Resource } from 'react-admin';
import { BrowserRouter, Navigate, Route, Routes } from 'react-router-dom';
import { RESOURCES } from '../resources';
import { buildDataProvider } from '../dataProviders';
import { onUnauthorized } from '../dataProviders/http';
import { createAuthProvider, expireSession } from '../authProvider';
import { backendUrl, superAdminRoleId } from '../dataProviders/runtime-config';
import { signInUrl } from './bootstrap/next-path';
import { i18nProvider } from './i18n';
import { preloadAreas, withAreaMessages } from './i18n/AreaMessages';
import { areasFor } from './i18n/areas';
import { ConsoleAdmin, store } from './layout/ConsoleAdmin';
import { prefetchFirstPage } from './layout/first-page';
import { Landing } from './layout/Landing';
import { PageRoute } from './layout/PageRoute';
import { openedRoute, startRoute } from './layout/route-start';
import { setViewFallback } from './common/lazy-view';
import { theme } from './layout/theme';
import { PAGE_ACCESS, PAGES } from './pages';
import { pageRoutes } from './pages/types';

const BASE = import.meta.env.BASE_URL; // '/crm/'
/** Each resource's views, rendered once the area strings its title names are loaded (src/i18n/areas.ts). */
const VIEWS = RESOURCES.map((r) => {
  const areas = areasFor(r.title);
  const gate = (view: (typeof r)['list']) => withAreaMessages(view, areas);
  return { ...r, list: gate(r.list), show: gate(r.show), edit: gate(r.edit), create: gate(r.create) };
});
/**
 * The chunk of the view this page load opens and the strings it shows, fetched now if the entry has not already
 * (route-start.ts): React would ask for them only when its first render reaches the route (DESIGN.md §6, cold list
 * load). A view shows react-admin's <Loading /> while its chunk arrives.
 */
setViewFallback(Loading);
preloadAreas(startRoute()?.areas ?? []); // the strings, fetched or not yet, registered as soon as they are in
const ROUTE = openedRoute();

const dataProvider = buildDataProvider(RESOURCES, backendUrl);
const authProvider = createAuthProvider({ resources: RESOURCES, pages: PAGE_ACCESS, superAdminRoleId });
const queryClient = new QueryClient();
/** A list opened cold asks for its first page now, not once its chunk has arrived and drawn itself. */
prefetchFirstPage({
  route: ROUTE,
  search: window.location.search,
  resources: RESOURCES,
  pages: pageRoutes(PAGES),
  queryClient,
  dataProvider,
  authProvider,
  store,
});

/** Spec §8: any 401 ends the session and sends the user to sign-in, remembering the page. */
onUnauthorized(() => {
  expireSession();
  window.location.replace(signInUrl(BASE, `${openedRoute()}${window.location.search}`));
});

/** The admin shell: a table of contents of resources/index.ts and src/pages; no per-resource edits here. */
export default function App() {
  return (
    <BrowserRouter useTransitions={false}>
      <Routes>
        <Route
          path="/crm/*"
          element={
            <ConsoleAdmin
              basename="/crm"
              dataProvider={dataProvider}
              queryClient={queryClient}
              authProvider={authProvider}
              i18nProvider={i18nProvider}
              theme={theme}
            >
              {VIEWS.map((r) => (
                <Resource
                  key={r.name}
                  name={r.name}
                  icon={r.icon}
                  list={r.list}
                  show={r.show}
                  edit={r.edit}
                  create={r.create}
                  options={{ label: r.title }}
                />
              ))}
              <CustomRoutes>
                <Route path="/" element={<Landing />} />
                {pageRoutes(PAGES).map(({ key, path, page }) => (
                  <Route key={key} path={`${path}/*`} element={<PageRoute page={page} />} />
                ))}
              </CustomRoutes>
            </ConsoleAdmin>
          }
        />
        <Route path="*" element={<Navigate to="/crm/" replace />} />
      </Routes>
    </BrowserRouter>
  );
}
