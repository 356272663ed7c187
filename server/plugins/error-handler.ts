import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { failureBody } from '../routes/failure-envelopes.js';
import { constraintRefusal } from './constraint-refusal.js';
import { validationRefusal, wordingFor, type Refusal, type RefusalWording } from './refusal.js';
import { RequestError } from './validation.js';

export const SOMETHING_WENT_WRONG = 'Something went wrong.';
export const DATABASE_UNAVAILABLE = 'The database is unavailable. Please try again in a moment.';

const LOST_CONNECTION =
  /^(Connection terminated|timeout exceeded when trying to connect|Client has encountered a connection error)/;

/**
 * Pure: did this error come from losing the database (a restart, a failover, the server ending our connection), not
 * from the request? PostgreSQL's classes 08 (connection exception) and 57P (operator intervention: shutdown, cannot
 * connect now), the socket's own errors, and pg's words for a connection that ended or could not be had in time.
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  const { code, message } = (error ?? {}) as { code?: unknown; message?: unknown };
  if (typeof code === 'string' && (/^08/.test(code) || /^57P0[1-3]$/.test(code))) return true;
  if (typeof code === 'string' && ['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EPIPE', 'ENOTFOUND'].includes(code))
    return true;
  return typeof message === 'string' && LOST_CONNECTION.test(message);
}

/**
 * Pure: what any error thrown while answering becomes, in ONE place (DESIGN.md §5: bad input is a 4xx with
 * field-level messages, never a 500): input that failed the route's schema → 400 naming each field; a broken
 * database constraint → 409 or 400 naming the column (constraint-refusal.ts); a RequestError or Fastify's own 4xx →
 * as it is; a lost database → 503 (isDatabaseUnavailable: the instance recovers by itself when it is back);
 * anything else → 500 'Something went wrong.', its details only in the log.
 */
export function refusalOf(error: unknown, wording: RefusalWording = 'named'): Refusal {
  if (hasZodFastifySchemaValidationErrors(error)) return validationRefusal(error.validation, wording);
  const constraint = constraintRefusal(error);
  if (constraint) return constraint;
  if (error instanceof RequestError)
    return { status: error.statusCode, message: error.message, ...(error.errors ? { errors: error.errors } : {}) };
  const status = (error as Partial<FastifyError> | null)?.statusCode;
  if (typeof status === 'number' && status >= 400 && status < 500)
    return { status, message: String((error as Error).message) };
  if (isDatabaseUnavailable(error)) return { status: 503, message: DATABASE_UNAVAILABLE };
  return { status: 500, message: SOMETHING_WENT_WRONG };
}

/** The path that decides the envelope: the route's pattern, else the requested path. */
const pathOf = (request: FastifyRequest): string => request.routeOptions.url ?? request.url.split('?')[0] ?? '/';

/** Sends a refusal in the envelope of the backend the route belongs to (routes/failure-envelopes.ts). */
export function sendRefusal(request: FastifyRequest, reply: FastifyReply, refusal: Refusal): FastifyReply {
  return reply.code(refusal.status).send(failureBody(pathOf(request), refusal));
}

/**
 * A refusal as the handler's own answer, for when the refusal itself writes something that must be kept (a stale
 * update's audit row): the handler returns it instead of throwing, so its transaction commits.
 */
export function refusalAnswer(request: FastifyRequest, reply: FastifyReply, refusal: Refusal): unknown {
  reply.code(refusal.status);
  return failureBody(pathOf(request), refusal);
}

/** The app's error and not-found handlers: every refusal, from any route or hook, goes through refusalOf. */
export function installErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    const refusal = refusalOf(error, wordingFor(request.routeOptions.config?.refusal, error.validationContext));
    if (refusal.status >= 500) request.log.error({ err: error }, 'request failed');
    return sendRefusal(request, reply, refusal);
  });
  app.setNotFoundHandler((request, reply) =>
    sendRefusal(request, reply, {
      status: 404,
      message: `No route for ${request.method} ${request.url.split('?')[0]}`,
    }),
  );
}
