/**
 * The reference backend's own endpoints, outside every backend's prefix (issue 40): liveness and readiness, mounted at
 * the root and again under /api (server/app.ts), and the OpenAPI document. Anyone may call them (`public`): the
 * balancer and the operators ask without a token. Their routes are registered from these declarations
 * (server/routes/health.ts); tests/server/endpoint-table.test.ts checks each is served, public, at every mount.
 */
import type { Endpoint } from '../endpoint';

/** A service endpoint: no backend, so its path is below each mount it is served at (`''` is the root). */
export interface ServiceEndpoint extends Pick<Endpoint, 'path'> {
  readonly method: 'GET';
  readonly access: 'public';
  readonly mounts: readonly string[];
}

/** Where the health routes are mounted: `/health…` as before, and `/api/health…` beside the backends. */
export const HEALTH_MOUNTS = ['', '/api'] as const;

export const SERVICE_ENDPOINTS = {
  /** Liveness, as it always answered at /health. */
  health: { method: 'GET', path: '/health', access: 'public', mounts: HEALTH_MOUNTS },
  live: { method: 'GET', path: '/health/live', access: 'public', mounts: HEALTH_MOUNTS },
  /** Readiness: the database answers (503 when not, or while the instance drains). */
  ready: { method: 'GET', path: '/health/ready', access: 'public', mounts: HEALTH_MOUNTS },
  /** The API description, generated from the registered routes (server/plugins/openapi.ts OPENAPI_PATH). */
  openapi: { method: 'GET', path: '/api/openapi.json', access: 'public', mounts: [''] },
} as const satisfies Record<string, ServiceEndpoint>;
