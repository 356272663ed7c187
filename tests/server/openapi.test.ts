import SwaggerParser from '@apidevtools/swagger-parser';
import type { OpenAPIV3 } from 'openapi-types';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { declaredRoutes } from '../../server/plugins/auth.js';
import { OPENAPI_PATH } from '../../server/plugins/openapi.js';
import { createTestApp, type TestApp } from './helpers/test-app.js';

/** The OpenAPI document of every backend contract, generated from the route schemas (issue 9). */
let t: TestApp;
let doc: OpenAPIV3.Document;
beforeAll(async () => {
  t = await createTestApp();
  const res = await t.app.inject({ url: OPENAPI_PATH });
  expect(res.statusCode).toBe(200);
  doc = res.json();
});
afterAll(() => t.close());

/** Fastify's `/users/:id` and `/crm/*` as OpenAPI paths. */
const openApiPath = (url: string) => url.replace(/:([A-Za-z0-9_]+)/g, '{$1}').replace(/\*$/, '{*}');
const operation = (method: string, url: string) =>
  doc.paths[openApiPath(url)]?.[method.toLowerCase() as OpenAPIV3.HttpMethods];

describe(`GET ${OPENAPI_PATH}`, () => {
  it('is public and a valid OpenAPI 3.0 document (swagger-parser)', async () => {
    expect(doc.openapi).toMatch(/^3\.0\./);
    await expect(SwaggerParser.validate(structuredClone(doc) as never)).resolves.toBeTruthy();
  });

  it('describes every route the app registered, with what it needs', () => {
    const routes = declaredRoutes(t.app).filter((r) => r.method !== 'HEAD' && r.method !== 'OPTIONS');
    expect(routes.length).toBeGreaterThan(40);
    const missing = routes.filter((r) => !operation(r.method, r.url)).map((r) => `${r.method} ${r.url}`);
    expect(missing).toEqual([]);
    for (const r of routes) {
      const op = operation(r.method, r.url) as OpenAPIV3.OperationObject & {
        'x-permission'?: string;
        'x-idempotent'?: boolean;
      };
      expect(op['x-permission'], `${r.method} ${r.url}`).toBeDefined();
      expect(Boolean(op.security), `${r.method} ${r.url} security`).toBe(r.permission !== 'public');
      expect(Boolean(op['x-idempotent']), `${r.method} ${r.url} idempotent`).toBe(r.idempotent);
    }
  });

  it('carries the zod schemas: bodies, queries and answers', () => {
    const create = operation('POST', '/api/postpe/offers') as OpenAPIV3.OperationObject;
    const body = (create.requestBody as OpenAPIV3.RequestBodyObject).content['application/json']!
      .schema as OpenAPIV3.SchemaObject;
    expect(body.required).toEqual(expect.arrayContaining(['brand', 'categoryName', 'startTime', 'endTime']));
    expect(Object.keys(create.responses)).toEqual(expect.arrayContaining(['201', '4XX']));
    const list = operation('GET', '/api/admin/users') as OpenAPIV3.OperationObject;
    expect(list.parameters?.map((p) => (p as OpenAPIV3.ParameterObject).name)).toEqual(
      expect.arrayContaining(['sort', 'range', 'filter']),
    );
    const payouts = operation('GET', '/api/payouts/payout-requests') as OpenAPIV3.OperationObject;
    expect(payouts['x-permission' as never]).toBe('CAN_VIEW_PAYOUT');
    expect(JSON.stringify(payouts.responses['200'])).toContain('agentEmail');
  });
});
