import type { FastifyServerOptions } from 'fastify';

/**
 * What never reaches a log line (DESIGN.md §5, issue 42 item 4): a mobile number, PAN, account number, OTP or token.
 * The request line (plugins/request-log.ts) is built from safe fields only; this file guards every other line:
 * - the `req` / `res` serializers give the method, the route pattern and the status, never the URL, its query,
 *   headers or a body;
 * - the `err` serializer keeps an error's type, code, status, message and stack, the last two scrubbed, and drops
 *   everything else a driver hangs on it (PostgreSQL's `detail` names the values of a broken unique key);
 * - pino's redaction replaces any field named like a secret or a personal number, at the top of a log object or
 *   one level down, and any `headers`, `body`, `query` or `url` there;
 * - a log message string is scrubbed too.
 */

/** Field names whose values are secrets or personal numbers, wherever they appear in a log object. */
const SENSITIVE_FIELDS = [
  'authorization',
  'cookie',
  'set-cookie',
  'x-api-key',
  'token',
  'accessToken',
  'refreshToken',
  'idToken',
  'jwt',
  'otp',
  'password',
  'secret',
  'mobile',
  'mobileNo',
  'mobileNumber',
  'mobile_number',
  'phone',
  'phoneNumber',
  'pan',
  'panNumber',
  'pan_number',
  'accountNo',
  'accountNumber',
  'account_no',
  'account_number',
  'cardNumber',
  'card_number',
  'aadhaar',
  // whole request parts, which carry all of the above
  'headers',
  'body',
  'payload',
  'query',
  'url',
];

const pathFor = (name: string) => (/^[A-Za-z_$][\w$]*$/.test(name) ? name : `["${name}"]`);

/** pino redaction paths: each field at the top of a log object and one level down (`req.headers`, `err.body`). */
export const REDACTED_PATHS: readonly string[] = SENSITIVE_FIELDS.flatMap((name) => {
  const key = pathFor(name);
  return [key, key.startsWith('[') ? `*${key}` : `*.${key}`];
});

const CENSOR = '[redacted]';

/**
 * Pure: a free text (an error message, a stack, a log message) with what looks like a secret or a personal number
 * masked: a JWT or bearer token, a PAN (AAAAA9999A), and any run of 6 or more digits (mobile, account and card
 * numbers, Aadhaar, 6-digit codes), spaces or dashes between digit groups included.
 */
export function scrubText(text: string): string {
  return text
    .replace(/\bBearer\s+[\w.~+/=-]+/gi, `Bearer ${CENSOR}`)
    .replace(/\beyJ[\w-]*\.[\w-]+\.[\w-]*/g, CENSOR)
    .replace(/\b[A-Z]{5}\d{4}[A-Z]\b/gi, CENSOR)
    .replace(/(?<![\w.])\+?\d(?:[ -]?\d){5,}(?![\w.])/g, CENSOR);
}

interface ErrorLike {
  name?: unknown;
  message?: unknown;
  stack?: unknown;
  code?: unknown;
  statusCode?: unknown;
  cause?: unknown;
}

/** What a log line holds of an error. */
export interface SafeError {
  type: string;
  message: string;
  stack: string;
  [field: string]: unknown;
}

/** Pure: what a log line says of an error: type, code, status, message and stack (scrubbed), its cause's likewise. */
export function safeError(error: unknown, depth = 0): SafeError {
  if (!error || typeof error !== 'object') return { type: typeof error, message: scrubText(String(error)), stack: '' };
  const e = error as ErrorLike;
  const type = typeof e.name === 'string' ? e.name : (error.constructor?.name ?? 'Error');
  return {
    type,
    message: scrubText(typeof e.message === 'string' ? e.message : ''),
    ...(typeof e.code === 'string' || typeof e.code === 'number' ? { code: e.code } : {}),
    ...(typeof e.statusCode === 'number' ? { statusCode: e.statusCode } : {}),
    stack: scrubText(typeof e.stack === 'string' ? e.stack : ''),
    ...(e.cause && depth < 3 ? { cause: safeError(e.cause, depth + 1) } : {}),
  };
}

type LoggerOptions = Exclude<FastifyServerOptions['logger'], boolean | undefined>;

/** The serializers Fastify's and our own lines use for `req`, `res` and `err`. */
const SERIALIZERS = {
  req: (request: { method?: string; routeOptions?: { url?: string } }) => ({
    method: request.method,
    route: request.routeOptions?.url ?? null,
  }),
  res: (reply: { statusCode?: number }) => ({ statusCode: reply.statusCode }),
  err: (error: unknown) => safeError(error),
};

/**
 * The app's logger options with the guards above added: `true` and option objects get them (an object's own
 * serializers and redaction paths are kept, ours win on `req`, `res` and `err`); `false` stays off.
 */
export function safeLoggerOptions(logger: FastifyServerOptions['logger']): FastifyServerOptions['logger'] {
  if (!logger) return false;
  const base: LoggerOptions = logger === true ? {} : (logger as LoggerOptions);
  const own = base as LoggerOptions & { redact?: unknown; hooks?: object };
  const ownPaths = Array.isArray(own.redact) ? (own.redact as string[]) : [];
  return {
    ...base,
    serializers: { ...base.serializers, ...SERIALIZERS },
    redact: { paths: [...REDACTED_PATHS, ...ownPaths], censor: CENSOR },
    hooks: {
      ...own.hooks,
      logMethod(this: unknown, args: unknown[], method: (...a: unknown[]) => void) {
        method.apply(
          this,
          args.map((a) => (typeof a === 'string' ? scrubText(a) : a)),
        );
      },
    },
  } as LoggerOptions;
}
