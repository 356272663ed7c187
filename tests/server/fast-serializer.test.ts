import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { checkedSerializer, fastSerializerFor, isPlainDataSchema } from '../../server/plugins/fast-serializer.js';
import { responseSerializerCompiler } from '../../server/plugins/serialization.js';
import { disputeDto, searchSchema } from '../../server/routes/chargeback/dispute-schemas.js';

type Compiler = ReturnType<typeof responseSerializerCompiler>;
const route = (schema: unknown) =>
  ({ schema, method: 'GET', url: '/x', httpStatus: '200' }) as unknown as Parameters<Compiler>[0];
const compile = (schema: unknown, check = false) =>
  responseSerializerCompiler({ check })(route(schema)) as (data: unknown) => string;

const row = {
  id: 7,
  name: 'Asha "A" \\ Rao',
  note: null,
  tags: ['a', 'b'],
  amount: 12.5,
  flag: true,
  kind: 'X',
  extra: 'dropped',
};
const rowSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  note: z.string().nullable(),
  tags: z.array(z.string()),
  amount: z.number(),
  flag: z.boolean(),
  kind: z.enum(['X', 'Y']),
  missing: z.string().optional(),
});

describe('response serialisation from zod schemas', () => {
  it('writes what zod would write, byte for byte, for a page of plain rows (unknown keys dropped, key order kept)', () => {
    const schema = z.object({
      success: z.boolean(),
      rows: z.array(rowSchema),
      counts: z.record(z.string(), z.number()),
    });
    const data = { success: true, rows: [row, { ...row, id: 8, note: 'n', missing: 'here' }], counts: { a: 1, b: 2 } };
    const expected = JSON.stringify(schema.encode(data as z.output<typeof schema>));
    expect(compile(schema)(data)).toBe(expected);
    expect(compile(schema, true)(data)).toBe(expected);
  });

  it('writes values of unknown shape (an audit row before and after) as JSON.stringify does, keys in declared order', () => {
    const schema = z.array(
      z.object({
        id: z.number(),
        before: z.unknown(),
        after: z.unknown(),
        note: z.string().optional(),
        at: z.number(),
      }),
    );
    const data = [
      { id: 1, before: { a: [1, 'x', null], b: { c: true } }, after: null, at: 1 },
      { id: 2, before: undefined, after: 'text "quoted"', note: 'n', at: 2 },
      { id: 3, before: 0, after: [{ z: 1, a: 2 }], at: 3 },
    ];
    expect(compile(schema, true)(data)).toBe(JSON.stringify(schema.encode(data)));
  });

  it('compiles the dispute list envelope, and leaves transforms, defaults and unions to zod', () => {
    expect(isPlainDataSchema(searchSchema(disputeDto))).toBe(true);
    const compileJson = () => () => 'fast';
    expect(fastSerializerFor(searchSchema(disputeDto), compileJson)).toBeDefined();
    for (const schema of [
      z.object({ at: z.date() }),
      z.object({ n: z.string().transform(Number) }),
      z.object({ n: z.number().default(1) }),
      z.object({ v: z.union([z.string(), z.number()]) }),
      z.looseObject({ a: z.string() }),
    ])
      expect(fastSerializerFor(schema, compileJson)).toBeUndefined();
    const dated = z.object({ at: z.date() });
    expect(compile(dated)({ at: new Date(0) })).toBe('{"at":"1970-01-01T00:00:00.000Z"}');
  });

  it('with the check on, a response the two serializers disagree on is refused rather than sent', () => {
    const checked = checkedSerializer(
      () => '{"a":1}',
      () => '{"a":2}',
      'GET /x 200',
    );
    expect(() => checked({})).toThrow(/GET \/x 200/);
    expect(() => compile(rowSchema, true)({ ...row, id: 'seven' })).toThrow();
  });
});
