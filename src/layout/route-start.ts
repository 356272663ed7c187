import { RESOURCES } from '../../resources';
import { preloadView } from '../common/lazy-view';
import { AREA_MESSAGES } from '../i18n/areas';
import { PAGES } from '../pages';
import { pageRoutes } from '../pages/types';
import { routeTarget } from './route-preload';

const BASE = import.meta.env.BASE_URL; // '/crm/'

/** The path inside the console this page load opens, without the /crm base. */
export const openedRoute = (): string =>
  window.location.pathname.startsWith(BASE) ? `/${window.location.pathname.slice(BASE.length)}` : '/';

let target: ReturnType<typeof routeTarget> | null = null;

/**
 * Starts fetching the chunk of the view this page load opens and the chunks of the strings it shows (once). The entry
 * calls it for a signed-in load in parallel with the shell (src/main.tsx): this module and the route table it reads
 * (resources, pages, their lazy views) need React and MUI's icons but not react-admin, so they are evaluated while
 * react-admin is still on the wire, and the view's chunk arrives with it rather than a round trip after the shell has
 * been evaluated (DESIGN.md §6, cold list load). The shell calls it too (after a sign-in); the second call does
 * nothing but answer what it opens (the view and the strings' areas, or undefined).
 */
export function startRoute(): ReturnType<typeof routeTarget> {
  if (target !== null) return target;
  target = routeTarget(openedRoute(), RESOURCES, pageRoutes(PAGES));
  preloadView(target?.view);
  for (const area of target?.areas ?? []) void AREA_MESSAGES[area]().catch(() => undefined);
  return target;
}
