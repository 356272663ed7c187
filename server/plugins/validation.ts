import type { FastifySchemaCompiler } from 'fastify';
import { validatorCompiler } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { FieldErrors } from '../../contract/schema.js';
import { issuesToErrors, summaryOf } from './refusal.js';

/** A 4xx the error handler passes through with its message and field errors (never a 500). */
export class RequestError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly errors?: FieldErrors,
  ) {
    super(message);
  }
}

/**
 * Routes declare their input in `schema` (DESIGN.md §7); this is for the few places that still parse by hand.
 * A failure becomes a 400 whose message is the first issue; `namePath` prefixes it with the field.
 */
export function parseInput<S extends z.ZodType>(schema: S, input: unknown, { namePath = false } = {}): z.output<S> {
  const result = schema.safeParse(input ?? {});
  if (result.success) return result.data;
  const errors = issuesToErrors(
    result.error.issues.map((i) => ({ instancePath: `/${i.path.map(String).join('/')}`, message: i.message })),
  );
  throw new RequestError(400, summaryOf(errors, namePath ? 'named' : 'bare'), errors);
}

/** Issue 38 L8: SQLite stored a NUL character and PostgreSQL refused it with a misleading message. */
export const NUL_MESSAGE = 'Text cannot contain a NUL character.';

/** Pure: the path of the first text holding a NUL character in `value` (objects and lists walked), or null. */
export function nulPath(value: unknown, path: (string | number)[] = []): (string | number)[] | null {
  if (typeof value === 'string') return value.includes('\u0000') ? path : null;
  if (Array.isArray(value)) {
    for (let i = 0; i < value.length; i++) {
      const found = nulPath(value[i], [...path, i]);
      if (found) return found;
    }
  } else if (value && typeof value === 'object') {
    for (const [key, item] of Object.entries(value)) {
      const found = nulPath(item, [...path, key]);
      if (found) return found;
    }
  }
  return null;
}

/** Refuses any input holding a NUL character, naming the field, the way a route schema's refusal does. */
const noNul = z.unknown().superRefine((value, ctx) => {
  const path = nulPath(value);
  if (path) ctx.addIssue({ code: 'custom', path, message: NUL_MESSAGE });
});

/**
 * The app's validator for zod route schemas (fastify-type-provider-zod's), with two rules of ours: a request without
 * a body is checked as `{}`, so its 400 names each missing field rather than "expected object"; and no part of a
 * request may hold a NUL character (the same 400 on SQLite and PostgreSQL).
 */
export const zodValidatorCompiler: FastifySchemaCompiler<z.ZodType> = (route) => {
  const validate = validatorCompiler(route);
  const refuseNul = validatorCompiler({ ...route, schema: noNul });
  return (data) => {
    const input = route.httpPart === 'body' ? (data ?? {}) : data;
    const nul = refuseNul(input);
    return typeof nul === 'object' && 'error' in nul && nul.error ? nul : validate(input);
  };
};
