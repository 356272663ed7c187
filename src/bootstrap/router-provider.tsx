/**
 * ra-core's react-router adapter without its fallback hash router. ra-core's own adapter
 * (ra-core/dist/routing/adapters/reactRouterProvider.js) creates a data router (createHashRouter + RouterProvider)
 * when it is rendered outside a router, and so brings react-router's whole data-router runtime (loaders, actions,
 * fetchers, revalidation) into the entry every screen fetches. The console always renders inside its own
 * BrowserRouter (src/App.tsx), so that fallback is dead code here: vite.config.ts resolves ra-core's import of the
 * adapter to this file. The hooks and components are react-router's, as in ra-core's adapter.
 */
import { useCallback, useEffect, useRef, type ReactNode } from 'react';
import {
  Link,
  matchPath,
  Navigate,
  Outlet,
  Route,
  Routes,
  useBlocker,
  useInRouterContext,
  useLocation,
  useMatch,
  useNavigate as useReactRouterNavigate,
  useParams,
} from 'react-router-dom';
import type { RouterNavigateFunction, RouterProvider } from 'react-admin';

/** A stable navigate function (react-router's changes on every navigation), as ra-core's adapter gives. */
const useNavigate = (): RouterNavigateFunction => {
  const navigate = useReactRouterNavigate();
  const latest = useRef(navigate as RouterNavigateFunction);
  useEffect(() => {
    latest.current = navigate as RouterNavigateFunction;
  }, [navigate]);
  const stable = useCallback((...args: Parameters<RouterNavigateFunction>) => latest.current(...args), []);
  return stable as RouterNavigateFunction;
};

/** Outside a router this adapter has nothing to fall back on: say so rather than fail in the first hook. */
const RouterWrapper = ({ children }: { basename?: string; children: ReactNode }) => {
  if (!useInRouterContext()) throw new Error('The console renders react-admin inside its own BrowserRouter.');
  return <>{children}</>;
};

export const reactRouterProvider: RouterProvider = {
  useNavigate,
  useLocation,
  useParams: useParams as RouterProvider['useParams'],
  useBlocker,
  useMatch,
  useInRouterContext,
  // Blocking needs a data router; a BrowserRouter is not one (ra-core's adapter answers false here too).
  useCanBlock: () => false,
  Link,
  Navigate,
  Route: Route as RouterProvider['Route'],
  Routes,
  Outlet,
  RouterWrapper,
  matchPath,
};
