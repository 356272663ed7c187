import type { z } from 'zod';

/** A 4xx the error handler passes through with its message (never a 500). */
export class RequestError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
  ) {
    super(message);
  }
}

/**
 * Parses a body (or params, query) with a zod schema; a failure becomes a 400 whose message is the first issue.
 * `namePath` prefixes it with the field (`email: Invalid email!`) for APIs whose messages are not spec strings.
 */
export function parseInput<S extends z.ZodType>(schema: S, input: unknown, { namePath = false } = {}): z.output<S> {
  const result = schema.safeParse(input ?? {});
  if (result.success) return result.data;
  const issue = result.error.issues[0];
  const path = issue?.path.map(String).join('.') ?? '';
  const message = issue?.message ?? 'Invalid request.';
  throw new RequestError(400, namePath && path ? `${path}: ${message}` : message);
}
