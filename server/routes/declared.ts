/**
 * Registers a route from its declaration (contract/endpoint.ts, issue 40): the method and path (below the backend's
 * prefix, where the backend's plugin is mounted), the permission from the declared access and whether it takes an
 * Idempotency-Key come from the table; the route file gives only the request and response schemas and the handler.
 * The OpenAPI document (plugins/openapi.ts) is built from the routes registered here, so it lists the same set.
 */
import type {
  ContextConfigDefault,
  FastifyContextConfig,
  FastifyInstance,
  FastifySchema,
  onRequestAsyncHookHandler,
  preHandlerAsyncHookHandler,
  RawReplyDefaultExpression,
  RawRequestDefaultExpression,
  RawServerDefault,
  RouteGenericInterface,
  RouteHandlerMethod,
} from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { endpointKeys, type Endpoint } from '../../contract/endpoint.js';
import type { RoutePermission } from '../plugins/access.js';

export type DeclaredHandler<S extends FastifySchema> = RouteHandlerMethod<
  RawServerDefault,
  RawRequestDefaultExpression,
  RawReplyDefaultExpression,
  RouteGenericInterface,
  ContextConfigDefault,
  S,
  ZodTypeProvider
>;

/** Pure: the permission a route declares for an endpoint's access (plugins/access.ts). */
export function permissionOf(endpoint: Pick<Endpoint, 'access'>): RoutePermission {
  const keys = endpointKeys(endpoint);
  if (endpoint.access === 'public') return 'public';
  if (endpoint.access === 'signed-in') return 'authenticated';
  if (keys.length === 0) throw new Error('An endpoint that needs a permission declares no key: see its binding.');
  return keys.length === 1 ? keys[0]! : { anyOf: keys };
}

/**
 * What a route may add that is the server's alone: the wording of refused input, a larger body limit, a step before
 * the handler (an upload's file read and checked), steps before anything else (a sign-in answer kept by no cache),
 * whether a call counts as the user's activity (a background poll does not), an answer never compressed (a stream).
 */
export interface ServeOptions {
  refusal?: FastifyContextConfig['refusal'];
  bodyLimit?: number;
  preHandler?: preHandlerAsyncHookHandler;
  onRequest?: onRequestAsyncHookHandler | onRequestAsyncHookHandler[];
  touchesSession?: boolean;
  compress?: false;
}

/** Serves `endpoint` on `app` (the backend's plugin): its schemas and handler are the route file's. */
export function serve<S extends FastifySchema>(
  app: FastifyInstance,
  endpoint: Endpoint,
  schema: S,
  handler: DeclaredHandler<S>,
  { refusal, bodyLimit, preHandler, onRequest, touchesSession, compress }: ServeOptions = {},
): void {
  app.withTypeProvider<ZodTypeProvider>().route({
    method: endpoint.method,
    url: endpoint.path,
    config: {
      permission: permissionOf(endpoint),
      idempotent: endpoint.idempotent ?? false,
      fromDeclaration: true,
      ...(refusal !== undefined && { refusal }),
      ...(touchesSession !== undefined && { touchesSession }),
    },
    ...(compress !== undefined && { compress }),
    ...(onRequest !== undefined && { onRequest }),
    ...(bodyLimit !== undefined && { bodyLimit }),
    ...(preHandler !== undefined && { preHandler }),
    schema,
    handler,
  });
}
