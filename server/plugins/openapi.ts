import swagger, { type FastifyDynamicSwaggerOptions } from '@fastify/swagger';
import type { FastifyInstance, FastifySchema } from 'fastify';
import { createJsonSchemaTransform } from 'fastify-type-provider-zod';
import { BACKEND_CONVENTIONS, type Backend } from '../../contract/backends.js';
import { SERVICE_ENDPOINTS } from '../../contract/service/calls.js';
import { permissionOf } from '../routes/declared.js';
import { backendOfPath } from '../routes/failure-envelopes.js';
import type { RoutePermission } from './access.js';
import { isIdempotent } from './idempotency.js';
import { isZodSchema } from './serialization.js';

/** Where the document is served (contract/service/calls.ts): every backend contract, generated from the route schemas. */
export const OPENAPI_PATH = SERVICE_ENDPOINTS.openapi.path;

type Transform = NonNullable<FastifyDynamicSwaggerOptions['transform']>;
type TransformInput = Parameters<Transform>[0];

const zodToOpenApi = createJsonSchemaTransform({});

/** Pure: a route schema split into its zod parts (converted by fastify-type-provider-zod) and plain JSON Schema parts. */
export function splitSchema(schema: FastifySchema): { zod: FastifySchema; json: FastifySchema } {
  const zod: Record<string, unknown> = {};
  const json: Record<string, unknown> = {};
  for (const [part, value] of Object.entries(schema)) {
    if (part === 'response' && value && typeof value === 'object') {
      for (const [status, response] of Object.entries(value)) {
        const side = isZodSchema(response) ? zod : json;
        side.response = { ...(side.response as object), [status]: response };
      }
    } else {
      (isZodSchema(value) ? zod : json)[part] = value;
    }
  }
  return { zod, json };
}

const failureSchema = {
  type: 'object',
  description: "A refusal in the backend's envelope; a field-level 400 names each field in `errors`.",
  properties: {
    success: { type: 'boolean' },
    message: { type: 'string' },
    data: { nullable: true },
    errors: { type: 'object', additionalProperties: { type: 'string' } },
  },
};

function permissionText(permission: RoutePermission | undefined): string {
  if (!permission || permission === 'public') return 'public';
  if (permission === 'authenticated') return 'any signed-in staff member';
  return typeof permission === 'string' ? permission : `any of ${permission.anyOf.join(', ')}`;
}

/**
 * Each route as an operation: its zod schemas as JSON Schema (OpenAPI 3.0), its backend as a tag, and what it
 * needs (bearer token and permission, `x-permission`; `x-idempotent` when it accepts an Idempotency-Key).
 */
const describeRoute: Transform = (input: TransformInput) => {
  const { url, route, schema } = input;
  const { zod, json } = splitSchema((schema ?? {}) as FastifySchema);
  const converted = (zodToOpenApi({ ...input, schema: zod } as Parameters<typeof zodToOpenApi>[0]).schema ??
    {}) as Record<string, unknown>;
  const permission = route.config?.permission as RoutePermission | undefined;
  const backend: Backend | null = backendOfPath(url);
  const response = { ...(json.response as object), ...(converted.response as object) };
  const isPublic = permission === undefined || permission === 'public';
  return {
    url,
    schema: {
      ...json,
      ...converted,
      response: { ...response, '4XX': failureSchema },
      tags: [backend ?? 'console'],
      ...(isPublic ? {} : { security: [{ bearerAuth: [] }] }),
      'x-permission': permissionText(permission),
      ...(isIdempotent(route.method, route.config) ? { 'x-idempotent': true } : {}),
    },
  };
};

/** Collects every route as it is registered (register before the routes) and serves the document. */
export async function installOpenApi(app: FastifyInstance, version: string): Promise<void> {
  await app.register(swagger, {
    openapi: {
      openapi: '3.0.3',
      info: {
        title: 'Back-office console: reference backend',
        version,
        description:
          'Every backend contract the console speaks, each under its own prefix with its own envelope, paging and errors. ' +
          'Generated from the route schemas; a route without a permission needs a bearer token (POST /api/crm/login/otp/verify).',
      },
      tags: [
        ...Object.entries(BACKEND_CONVENTIONS).map(([name, c]) => ({
          name,
          description: `${c.basePath}: ${c.envelope} envelope`,
        })),
        { name: 'console', description: 'The console itself, health and this document' },
      ],
      components: { securitySchemes: { bearerAuth: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } } },
    },
    transform: describeRoute,
  });
}

export async function openApiRoutes(app: FastifyInstance): Promise<void> {
  app.get(OPENAPI_PATH, { config: { permission: permissionOf(SERVICE_ENDPOINTS.openapi) } }, async (_request, reply) =>
    reply.header('Cache-Control', 'no-cache').send(app.swagger()),
  );
}
