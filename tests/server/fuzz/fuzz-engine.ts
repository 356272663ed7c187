import fc from 'fast-check';
import type { FastifyInstance, FastifySchema } from 'fastify';
import { z } from 'zod';
import { declaredRoutes, type DeclaredRoute } from '../../../server/plugins/auth.js';
import {
  arbitraryOf,
  NAUGHTY,
  NON_OBJECTS,
  replaceStrings,
  withWrongType,
  type JsonSchema,
} from './json-schema-arbitrary.js';

/**
 * Sends generated requests to every route the app registered (declaredRoutes: a new route is fuzzed the day it
 * lands) and reports every answer of 500 or more. Deterministic for a seed: the same seed sends the same requests.
 */
export interface FuzzOptions {
  app: FastifyInstance;
  seed: number;
  /** A bearer token of a signed-in super-admin (called again after a logout or a 401). */
  token: () => Promise<string>;
  /** Generated requests per mutating route. */
  runsPerRoute: number;
  /** Requests per mutating route with a naughty string in every string field (cycling through the whole list). */
  naughtyPerRoute: number;
  /** Odd list queries per GET route. */
  queriesPerRoute: number;
  /** The share of requests that resend a route's last accepted request without a key (a second create collides). */
  repeatRate?: number;
  only?: (route: DeclaredRoute) => boolean;
}

export interface FuzzRequest {
  method: string;
  url: string;
  body?: unknown;
  key?: string;
}

export interface FuzzFailure {
  route: string;
  request: FuzzRequest;
  status: number;
  answer: string;
}

export interface FuzzReport {
  requests: number;
  statuses: Record<number, number>;
  failures: FuzzFailure[];
}

const MUTATING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
const LIST_KEYS = ['page', 'limit', 'size', 'sort', 'order', 'range', 'filter', 'status', 'q'];
const ODD_QUERY_VALUES = [
  '',
  '-1',
  '0',
  '1',
  '1e300',
  '99999999999999999999',
  '9007199254740993',
  'NaN',
  'Infinity',
  'abc',
  '[]',
  '{}',
  '[0]',
  '[0,1e9]',
  '[-5,2]',
  '[5,1]',
  '["id","ASC"]',
  '["toString","DESC"]',
  '["__proto__"]',
  '{"id":[1,"x"]}',
  '{"q":{"$gt":""}}',
  'null',
  'true',
  'asc',
  'DESC',
  '1.5',
  ' 1 ',
];

const naughty = fc.constantFrom(...NAUGHTY);

/** Pure: a route's zod schema part as JSON Schema (input side), or undefined. */
export function jsonSchemaOf(schema: unknown): JsonSchema | undefined {
  if (!(schema instanceof z.ZodType)) return undefined;
  try {
    return z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as JsonSchema;
  } catch {
    return undefined;
  }
}

/** Path parameters: mostly ids that exist, sometimes ones that do not or are not ids at all. */
const PARAM = fc.oneof(
  { weight: 8, arbitrary: fc.integer({ min: 1, max: 40 }).map(String) },
  {
    weight: 1,
    arbitrary: fc.constantFrom(
      '0',
      '-1',
      'abc',
      '1.5',
      '1e3',
      '9007199254740993',
      '99999999999999999999',
      'null',
      '%20',
    ),
  },
  { weight: 1, arbitrary: naughty.map(encodeURIComponent) },
);

const KEY = fc.option(
  fc.oneof(
    fc.constantFrom('fuzz-1', 'fuzz-2', 'fuzz-3'),
    fc.stringMatching(/^[A-Za-z0-9._:-]{1,24}$/),
    fc.constantFrom('has space', 'x'.repeat(101), ''),
  ),
  { freq: 3, nil: undefined },
);

function concreteUrl(route: DeclaredRoute): fc.Arbitrary<string> {
  const names = [...route.url.matchAll(/:([A-Za-z0-9_]+)/g)].map((m) => m[1]!);
  return fc.tuple(...names.map(() => PARAM)).map((values) => {
    let url = route.url.replace(/\*$/, 'x');
    names.forEach((name, i) => (url = url.replace(`:${name}`, values[i]!)));
    return url;
  });
}

function bodyArbitrary(schema: FastifySchema | undefined, method: string): fc.Arbitrary<unknown> {
  const json = jsonSchemaOf(schema?.body);
  if (!json)
    return method === 'DELETE'
      ? fc.constant(undefined)
      : fc.oneof(fc.constant({}), NON_OBJECTS, fc.jsonValue({ maxDepth: 2 }));
  const structured = arbitraryOf(json);
  return fc.oneof(
    { weight: 5, arbitrary: structured },
    { weight: 2, arbitrary: withWrongType(structured) },
    { weight: 1, arbitrary: fc.jsonValue({ maxDepth: 3 }) },
    { weight: 1, arbitrary: NON_OBJECTS },
  );
}

/** Bodies as the schema wants them (the naughty strings go in their string fields). */
function structuredArbitrary(schema: FastifySchema | undefined): fc.Arbitrary<unknown> {
  const json = jsonSchemaOf(schema?.body);
  return json ? arbitraryOf(json) : fc.constant({ text: '' });
}

function queryArbitrary(schema: FastifySchema | undefined): fc.Arbitrary<Record<string, string | string[]>> {
  const declared = Object.keys(jsonSchemaOf(schema?.querystring)?.properties ?? {});
  const keys = [...new Set([...declared, ...LIST_KEYS])];
  const value = fc.oneof(
    fc.constantFrom(...ODD_QUERY_VALUES),
    naughty,
    fc.array(fc.constantFrom(...ODD_QUERY_VALUES), { minLength: 2, maxLength: 3 }),
  );
  return fc.record(Object.fromEntries(keys.map((k) => [k, value])), { requiredKeys: [] }) as fc.Arbitrary<
    Record<string, string | string[]>
  >;
}

function queryString(query: Record<string, string | string[]>): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) for (const v of [value].flat()) params.append(key, v);
  const text = params.toString();
  return text ? `?${text}` : '';
}

/** Pure: a seed of its own for each route, from the run's seed and the route. */
export function routeSeed(seed: number, route: DeclaredRoute): number {
  let h = seed | 0;
  for (const c of `${route.method} ${route.url}`) h = (Math.imul(h, 31) + c.charCodeAt(0)) | 0;
  return h;
}

const sample = <T>(arbitrary: fc.Arbitrary<T>, seed: number, numRuns: number): T[] =>
  numRuns > 0 ? fc.sample(arbitrary, { seed, numRuns }) : [];

export async function fuzzRoutes(options: FuzzOptions): Promise<FuzzReport> {
  const { app, seed } = options;
  const report: FuzzReport = { requests: 0, statuses: {}, failures: [] };
  const routes = declaredRoutes(app).filter(
    (r) => r.method !== 'HEAD' && r.method !== 'OPTIONS' && (options.only?.(r) ?? true),
  );
  let token = await options.token();
  let naughtyIndex = Math.abs(seed) % NAUGHTY.length;
  const nextNaughty = () => NAUGHTY[naughtyIndex++ % NAUGHTY.length]!;

  const send = async (route: DeclaredRoute, request: FuzzRequest) => {
    const headers: Record<string, string> = { authorization: `Bearer ${token}` };
    if (request.body !== undefined) headers['content-type'] = 'application/json';
    if (request.key !== undefined) headers['idempotency-key'] = request.key;
    report.requests++;
    let status: number;
    let answer: string;
    try {
      const res = await app.inject({
        method: request.method as 'POST',
        url: request.url,
        headers,
        payload: request.body === undefined ? undefined : JSON.stringify(request.body),
      });
      status = res.statusCode;
      answer = res.body;
    } catch (error) {
      status = 599;
      answer = String(error);
    }
    report.statuses[status] = (report.statuses[status] ?? 0) + 1;
    if (status >= 500)
      report.failures.push({ route: `${route.method} ${route.url}`, request, status, answer: answer.slice(0, 500) });
    if (status === 401 || route.url.endsWith('/logout')) token = await options.token();
    return status;
  };

  for (const route of routes) {
    const rs = routeSeed(seed, route);
    if (MUTATING.has(route.method)) {
      const urls = sample(concreteUrl(route), rs, options.runsPerRoute + options.naughtyPerRoute);
      const bodies = sample(
        bodyArbitrary(route.schema, route.method),
        rs + 1,
        options.runsPerRoute + options.naughtyPerRoute,
      );
      const keys = sample(KEY, rs + 2, options.runsPerRoute + options.naughtyPerRoute);
      const repeats = sample(fc.double({ min: 0, max: 1, noNaN: true }), rs + 3, options.runsPerRoute);
      const structured = sample(structuredArbitrary(route.schema), rs + 4, options.naughtyPerRoute);
      let accepted: FuzzRequest | null = null;
      for (let i = 0; i < options.runsPerRoute; i++) {
        const repeat = accepted !== null && repeats[i]! < (options.repeatRate ?? 0.15);
        const request: FuzzRequest = repeat
          ? { ...accepted!, key: undefined }
          : { method: route.method, url: urls[i]!, body: bodies[i], key: keys[i] };
        const status = await send(route, request);
        if (status < 300) accepted = request;
      }
      // The naughty strings, in every string field of the body, the whole list in turn.
      for (let i = 0; i < options.naughtyPerRoute; i++) {
        const j = options.runsPerRoute + i;
        await send(route, {
          method: route.method,
          url: urls[j]!,
          body: replaceStrings(structured[i], nextNaughty),
          key: keys[j],
        });
      }
    } else if (route.method === 'GET' && route.url.startsWith('/api/')) {
      const urls = sample(concreteUrl(route), rs, options.queriesPerRoute);
      const queries = sample(queryArbitrary(route.schema), rs + 1, options.queriesPerRoute);
      for (let i = 0; i < options.queriesPerRoute; i++)
        await send(route, { method: 'GET', url: `${urls[i]}${queryString(queries[i]!)}` });
    }
  }
  return report;
}

/** A failure report a person can act on: the seed to replay, and each failing request with its answer. */
export function describeFailures(seed: number, report: FuzzReport): string {
  const lines = report.failures
    .slice(0, 20)
    .map((f) => `${f.status} ${f.route}\n  ${JSON.stringify(f.request).slice(0, 400)}\n  → ${f.answer}`);
  return `${report.failures.length} answers ≥ 500 of ${report.requests} requests (replay: FUZZ_SEED=${seed})\n${lines.join('\n')}`;
}
