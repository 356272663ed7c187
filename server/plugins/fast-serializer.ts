import { z } from 'zod';
import type { $ZodType } from 'zod/v4/core';

/** A compiled serializer: the response object in, its JSON text out. */
export type Serialize = (data: unknown) => string;

/** Compiles a plain JSON Schema into a serializer (Fastify's fast-json-stringify). */
export type JsonSchemaCompiler = (jsonSchema: Record<string, unknown>) => Serialize;

/**
 * Zod kinds whose output is the input unchanged, so fast-json-stringify writes the same text zod's encode would
 * (`unknown` and `any` become `{}`, which it writes with JSON.stringify).
 */
const LEAVES = new Set(['string', 'number', 'boolean', 'null', 'enum', 'literal', 'unknown', 'any']);

interface ZodDef {
  type: string;
  shape?: Record<string, $ZodType>;
  catchall?: $ZodType;
  element?: $ZodType;
  innerType?: $ZodType;
  keyType?: $ZodType;
  valueType?: $ZodType;
}

const defOf = (schema: $ZodType): ZodDef => schema._zod.def as unknown as ZodDef;

/**
 * Pure: is this response schema plain data (objects that strip unknown keys, arrays, records with string keys,
 * strings, numbers, booleans, enums, literals, nullable, optional)? Anything with a transform, default, union, date,
 * lazy or pass-through object is left to zod, whose encode it needs.
 */
export function isPlainDataSchema(schema: $ZodType): boolean {
  const def = defOf(schema);
  if (LEAVES.has(def.type)) return true;
  switch (def.type) {
    case 'object':
      return (
        (def.catchall === undefined || defOf(def.catchall).type === 'never') &&
        Object.values(def.shape ?? {}).every(isPlainDataSchema)
      );
    case 'array':
      return def.element !== undefined && isPlainDataSchema(def.element);
    case 'nullable':
    case 'optional':
      return def.innerType !== undefined && isPlainDataSchema(def.innerType);
    case 'record':
      return (
        def.keyType !== undefined &&
        defOf(def.keyType).type === 'string' &&
        def.valueType !== undefined &&
        isPlainDataSchema(def.valueType)
      );
    default:
      return false;
  }
}

/**
 * A serializer compiled from a zod response schema converted to JSON Schema (zod's `z.toJSONSchema`, output side),
 * or undefined when the schema is not plain data: a page of rows is then written by generated code rather than
 * re-parsed by zod row by row and field by field.
 */
export function fastSerializerFor(schema: $ZodType, compile: JsonSchemaCompiler): Serialize | undefined {
  if (!isPlainDataSchema(schema)) return undefined;
  let jsonSchema: Record<string, unknown>;
  try {
    jsonSchema = z.toJSONSchema(schema, {
      io: 'output',
      target: 'draft-07',
      unrepresentable: 'throw',
      cycles: 'throw',
      reused: 'inline',
    }) as Record<string, unknown>;
  } catch {
    return undefined;
  }
  delete jsonSchema.$schema;
  return compile(unrequire(jsonSchema));
}

type JsonNode = Record<string, unknown>;

/**
 * fast-json-stringify writes an object's required keys first and the rest after them, and refuses an undefined
 * required key that zod lets a `z.unknown()` hold; zod keeps the schema's order. So no key is required: the declared
 * order is the written order, and an undefined value is left out, as JSON.stringify leaves it out of zod's output.
 */
function unrequire(node: JsonNode): JsonNode {
  delete node.required;
  for (const value of Object.values(node))
    if (value && typeof value === 'object')
      for (const child of Array.isArray(value) ? value : [value])
        if (child && typeof child === 'object') unrequire(child as JsonNode);
  return node;
}

/** Thrown (as a 500) when the fast serializer and zod disagree on a response: only with the check on (tests). */
export class SerializerMismatchError extends Error {}

/**
 * The fast serializer checked against zod's encode on every response (the test suite runs with it): the same bytes,
 * or a 500 naming the route, so every contract test doubles as a test of the compiled serializer.
 */
export function checkedSerializer(fast: Serialize, zod: Serialize, route: string): Serialize {
  return (data) => {
    const expected = zod(data);
    const actual = fast(data);
    if (actual !== expected)
      throw new SerializerMismatchError(`${route}: fast serializer wrote ${actual}, zod wrote ${expected}`);
    return actual;
  };
}
