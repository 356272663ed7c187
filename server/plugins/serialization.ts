import { createRequire } from 'node:module';
import type { FastifySerializerCompiler } from 'fastify';
import { serializerCompiler as zodSerializerCompiler } from 'fastify-type-provider-zod';
import { $ZodType } from 'zod/v4/core';
import { checkedSerializer, fastSerializerFor, type Serialize } from './fast-serializer.js';

type RouteSchema = Parameters<FastifySerializerCompiler<unknown>>[0];
type JsonSchemaSerializerFactory = () => (
  externalSchemas: unknown,
  options: unknown,
) => FastifySerializerCompiler<unknown>;

/**
 * Fastify's own serializer (fast-json-stringify), resolved from Fastify's installation: it is what Fastify uses for
 * a plain JSON Schema when no compiler is set, and it serialises a page of rows several times faster than zod.
 */
const fromFastify = createRequire(createRequire(import.meta.url).resolve('fastify'));
const jsonSchemaSerializers = (
  fromFastify('@fastify/fast-json-stringify-compiler') as { SerializerSelector: JsonSchemaSerializerFactory }
).SerializerSelector()({}, {});

/** Pure: is this response schema a zod schema (else a plain JSON Schema)? */
export const isZodSchema = (schema: unknown): schema is $ZodType => schema instanceof $ZodType;

/**
 * The app's response serializer. A zod response schema that is plain data is converted once to JSON Schema and
 * compiled by fast-json-stringify (what goes out is still what the route declares, without zod re-parsing every
 * row); any other zod schema is encoded by zod (fastify-type-provider-zod); a plain JSON Schema keeps
 * fast-json-stringify. With `check` (the test suite), every fast answer is compared with zod's, byte for byte.
 */
export function responseSerializerCompiler({
  check,
  onZod,
}: {
  check: boolean;
  /** Told each route and status whose zod schema is not plain data (so zod encodes it). */
  onZod?: (route: string) => void;
}): FastifySerializerCompiler<unknown> {
  return (route) => {
    if (!isZodSchema(route.schema)) return jsonSchemaSerializers(route);
    const zod = zodSerializerCompiler(route as Parameters<typeof zodSerializerCompiler>[0]) as Serialize;
    const fast = fastSerializerFor(
      route.schema,
      (schema) => jsonSchemaSerializers({ ...route, schema } as RouteSchema) as Serialize,
    );
    if (!fast) {
      onZod?.(`${route.method} ${route.url} ${route.httpStatus}`);
      return zod;
    }
    return check ? checkedSerializer(fast, zod, `${route.method} ${route.url} ${route.httpStatus}`) : fast;
  };
}
