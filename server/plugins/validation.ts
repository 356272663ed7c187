import type { FastifySchemaCompiler } from 'fastify';
import { validatorCompiler } from 'fastify-type-provider-zod';
import type { z } from 'zod';
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

/**
 * The app's validator for zod route schemas (fastify-type-provider-zod's), with one rule of ours: a request without
 * a body is checked as `{}`, so its 400 names each missing field rather than "expected object".
 */
export const zodValidatorCompiler: FastifySchemaCompiler<z.ZodType> = (route) => {
  const validate = validatorCompiler(route);
  return route.httpPart === 'body' ? (data) => validate(data ?? {}) : validate;
};
