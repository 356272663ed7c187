import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BACKEND_CONVENTIONS } from '../../contract/backends.js';
import { endpointKeys, type Endpoint } from '../../contract/endpoint.js';
import { ENDPOINT_TABLES, SERVICE_ENDPOINT_TABLE } from '../../contract/endpoints.js';
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
const patternOf = (endpoint: Endpoint): RegExp =>
  urlPattern(`${BACKEND_CONVENTIONS[endpoint.backend].basePath}${endpoint.path}`);

const urlPattern = (url: string): RegExp => {
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

/**
 * The console's own files (server/routes/console.ts): the built app under /crm/ with its history fallback, the
 * redirects to it and its runtime config. They are what the browser loads, not an endpoint of any backend, so no
 * declaration stands for them; they are the one exemption from "every route comes from a declaration".
 */
const CONSOLE_FILES: ReadonlySet<string> = new Set(['GET /', 'GET /crm', 'GET /crm/*', 'GET /crm/config.json']);

/** Every declaration, as the method and the URL patterns of the routes it stands for. */
const declaredUrls = (): { method: string; label: string; pattern: RegExp; takesParams: boolean }[] => [
  ...Object.entries(ENDPOINT_TABLES).flatMap(([table, endpoints]) =>
    Object.entries(endpoints).map(([name, e]) => ({
      method: e.method,
      label: `${table} ${name}`,
      pattern: patternOf(e),
      takesParams: e.path.includes(':'),
    })),
  ),
  ...Object.entries(SERVICE_ENDPOINT_TABLE).flatMap(([name, e]) =>
    e.mounts.map((mount) => ({
      method: e.method,
      label: `service ${name}`,
      pattern: urlPattern(`${mount}${e.path}`),
      takesParams: false,
    })),
  ),
];

/** The declarations a registered route comes from (the same match as routesOf, the other way round). */
const declarationsOf = (route: DeclaredRoute, declared: ReturnType<typeof declaredUrls>): string[] =>
  declared
    .filter(
      (d) => d.method === route.method && d.pattern.test(route.url) && (!d.takesParams || route.url.includes(':')),
    )
    .map((d) => d.label);

/** Every route but the HEAD ones Fastify adds beside each GET, and the console's own files. */
const apiRoutesOf = (routes: readonly DeclaredRoute[]): DeclaredRoute[] =>
  routes.filter((r) => r.method !== 'HEAD' && !CONSOLE_FILES.has(`${r.method} ${r.url}`));

describe('every route the server registers comes from a declaration', () => {
  it('serves the console files it exempts, and no other route without a declaration', () => {
    const routes = declaredRoutes(t.app);
    const keys = new Set(routes.map((r) => `${r.method} ${r.url}`));
    for (const file of CONSOLE_FILES) expect(keys, file).toContain(file);
    const declared = declaredUrls();
    const undeclared = apiRoutesOf(routes)
      .filter((r) => declarationsOf(r, declared).length === 0)
      .map((r) => `${r.method} ${r.url}`);
    expect(undeclared).toEqual([]);
  });

  it('declares the health routes, at both mounts, and the OpenAPI document as public', () => {
    const routes = declaredRoutes(t.app);
    for (const url of [
      '/health',
      '/health/live',
      '/health/ready',
      '/api/health',
      '/api/health/ready',
      '/api/openapi.json',
    ]) {
      const route = routes.find((r) => r.method === 'GET' && r.url === url);
      expect(route?.permission, url).toBe('public');
    }
    for (const endpoint of Object.values(SERVICE_ENDPOINT_TABLE)) expect(endpoint.access).toBe('public');
  });

  it('registers every route of a backend through serve(), from its declaration, never by hand at a path of its own', () => {
    const prefixes = Object.values(BACKEND_CONVENTIONS).map((b) => `${b.basePath}/`);
    const backendRoutes = apiRoutesOf(declaredRoutes(t.app)).filter((r) => prefixes.some((p) => r.url.startsWith(p)));
    expect(backendRoutes.length).toBeGreaterThan(250);
    expect(backendRoutes.filter((r) => !r.fromDeclaration).map((r) => `${r.method} ${r.url}`)).toEqual([]);
  });

  it('fails for a route added without a declaration', () => {
    const declared = declaredUrls();
    const routes = declaredRoutes(t.app);
    const added: DeclaredRoute[] = [
      {
        method: 'GET',
        url: '/api/crm/v1/crm/ghosts',
        permission: 'authenticated',
        idempotent: false,
        fromDeclaration: false,
      },
      {
        method: 'DELETE',
        url: '/api/investment/fd/crm/plans/:id',
        permission: 'authenticated',
        idempotent: false,
        fromDeclaration: false,
      },
      { method: 'GET', url: '/health/ghost', permission: 'public', idempotent: false, fromDeclaration: false },
      { method: 'GET', url: '/crm/ghost.json', permission: 'public', idempotent: false, fromDeclaration: false },
    ];
    const undeclared = apiRoutesOf([...routes, ...added]).filter((r) => declarationsOf(r, declared).length === 0);
    expect(undeclared.map((r) => `${r.method} ${r.url}`)).toEqual(added.map((r) => `${r.method} ${r.url}`));
  });

  it('declares the generic entities from their schemas, as the server serves them and OpenAPI lists them', async () => {
    const names = Object.keys(ENDPOINT_TABLES['generic entities (from their schemas)']!);
    expect(names).toEqual([
      'notifications list',
      'notifications one',
      'notifications create',
      'notifications update',
      'notifications delete',
      'investment-fd-plans list',
      'investment-fd-plans one',
      'investment-fd-plans create and update',
      'limits list',
      'limits one',
      'limits create',
      'limits update',
    ]);
    const res = await t.app.inject({ method: 'GET', url: '/api/openapi.json' });
    const paths = res.json().paths as Record<string, Record<string, unknown>>;
    expect(Object.keys(paths['/api/crm/v1/crm/notifications/{id}'] ?? {})).toEqual(
      expect.arrayContaining(['get', 'put', 'delete']),
    );
    expect(Object.keys(paths['/api/investment/fd/crm/update-plans'] ?? {})).toEqual(['post']);
    expect(paths['/api/merchant-support/merchants/{merchantId}/swipe-invoices']?.get).toBeDefined();
  });
});
