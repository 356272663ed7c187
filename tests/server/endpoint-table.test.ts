import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BACKEND_CONVENTIONS } from '../../contract/backends.js';
import { endpointKeys, type Endpoint } from '../../contract/endpoint.js';
import { ENDPOINT_TABLES } from '../../contract/endpoints.js';
import { declaredRoutes, type DeclaredRoute } from '../../server/plugins/auth.js';
import { createTestApp, type TestApp } from './helpers/test-app.js';

/**
 * Every declared endpoint is a route of the reference backend, at its method, path, permission and idempotency. The
 * app runs with single sign-on configured, so its routes are registered (the provider is asked only on a sign-in).
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({
    OIDC_ISSUER: 'http://127.0.0.1:9/nowhere',
    OIDC_CLIENT_ID: 'console',
    OIDC_CLIENT_SECRET: 'secret',
    OIDC_REDIRECT_URL: 'http://localhost/api/crm/login/oidc/callback',
  });
});
afterAll(() => t.close());

const keysOf = (route: DeclaredRoute): string[] => {
  const p = route.permission;
  if (p === 'public' || p === 'authenticated') return [];
  return typeof p === 'string' ? [p] : [...p.anyOf];
};

/** A declared path as a pattern over Fastify's route URLs: each `:name` part stands for any one parameter. */
const patternOf = (endpoint: Endpoint): RegExp => {
  const url = `${BACKEND_CONVENTIONS[endpoint.backend].basePath}${endpoint.path}`;
  const escaped = url.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/:[A-Za-z]+/g, '[^/]+');
  return new RegExp(`^${escaped}$`);
};

/**
 * The routes a declaration stands for: same method, a URL the declared path matches (a `:product` part may be
 * registered once per product), with a parameter where the declaration has one (`/merchants/:merchantId` is
 * `/merchants/:id`, not `/merchants/lookup`).
 */
function routesOf(endpoint: Endpoint, routes: readonly DeclaredRoute[]): DeclaredRoute[] {
  const pattern = patternOf(endpoint);
  const takesParams = endpoint.path.includes(':');
  return routes.filter(
    (r) => r.method === endpoint.method && pattern.test(r.url) && (!takesParams || r.url.includes(':')),
  );
}

describe('the endpoint table (contract/endpoints.ts)', () => {
  const declarations = Object.entries(ENDPOINT_TABLES).flatMap(([table, endpoints]) =>
    Object.entries(endpoints).map(([name, endpoint]) => ({ label: `${table} ${name}`, endpoint })),
  );

  it('declares the merchant 360', () => {
    expect(declarations.length).toBeGreaterThan(60);
  });

  it.each(declarations)('$label is served at its method, path, permission and idempotency', ({ endpoint }) => {
    const routes = routesOf(endpoint, declaredRoutes(t.app));
    expect(
      routes.map((r) => `${r.method} ${r.url}`),
      `${endpoint.method} ${endpoint.path}`,
    ).not.toEqual([]);
    for (const route of routes) {
      expect(new Set(keysOf(route)), route.url).toEqual(new Set(endpointKeys(endpoint)));
      expect(route.idempotent, route.url).toBe(endpoint.idempotent ?? false);
      expect(route.permission === 'public', `${route.url} is public`).toBe(endpoint.access === 'public');
    }
  });

  it('fails for a declaration no route serves, or one served under another permission', () => {
    const routes = declaredRoutes(t.app);
    const ghost: Endpoint = {
      backend: 'merchant-support',
      method: 'GET',
      path: '/merchants/:id/ghost',
      access: 'signed-in',
    };
    expect(routesOf(ghost, routes)).toEqual([]);
    const settlements = routesOf(ENDPOINT_TABLES['merchant-360 lists']!['m360-settlements']!, routes);
    expect(settlements.map((r) => keysOf(r))).toEqual([['CAN_LIST_MERCHANT_DETAILS']]);
  });
});
