import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { declaredRoutes } from '../../server/plugins/auth.js';
import { requestFingerprint } from '../../server/plugins/idempotency.js';
import { stableStringify } from '../../server/plugins/stable-json.js';
import { bearer, createTestApp, type TestApp } from './helpers/test-app.js';

/** DESIGN.md §5: creates, uploads and decisions accept an Idempotency-Key; a replay answers the first answer, writes nothing. */
describe('the request fingerprint', () => {
  it('is the same for the same body with its keys in another order, at every depth', () => {
    const a = { brand: 'X', configs: { position: 1, special_rates: [{ label: 'a', rate: 1 }] }, tags: ['b', 'a'] };
    const b = { tags: ['b', 'a'], configs: { special_rates: [{ rate: 1, label: 'a' }], position: 1 }, brand: 'X' };
    expect(requestFingerprint('POST /api/postpe/offers', a)).toBe(requestFingerprint('POST /api/postpe/offers', b));
    expect(stableStringify(b)).toBe(
      '{"brand":"X","configs":{"position":1,"special_rates":[{"label":"a","rate":1}]},"tags":["b","a"]}',
    );
  });

  it('differs for another body, another order of a list, or another route', () => {
    const body = { tags: ['a', 'b'] };
    expect(requestFingerprint('POST /x', body)).not.toBe(requestFingerprint('POST /x', { tags: ['b', 'a'] }));
    expect(requestFingerprint('POST /x', body)).not.toBe(requestFingerprint('POST /y', body));
    expect(requestFingerprint('POST /x', null)).toBe(requestFingerprint('POST /x', undefined));
    expect(requestFingerprint('POST /x', body, { a: '1' })).not.toBe(requestFingerprint('POST /x', body, { a: '2' }));
    expect(requestFingerprint('POST /x', body, { a: '1', b: '2' })).toBe(
      requestFingerprint('POST /x', body, { b: '2', a: '1' }),
    );
    expect(requestFingerprint('POST /x', body, {})).toBe(requestFingerprint('POST /x', body));
  });
});

let t: TestApp;
let auth: Record<string, string>;
beforeAll(async () => {
  t = await createTestApp();
  auth = bearer(await t.tokenFor('ops@console.example'));
});
afterAll(() => t.close());

const count = async (table: 'offers' | 'notifications', column: 'brand' | 'header', value: string) =>
  (await t.database.handle.db.selectFrom(table).select('id').where(column, '=', value).execute()).length;
const auditsOf = async (entity: string) =>
  Number(
    (
      await t.database.handle.db
        .selectFrom('audit_log')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('entity', '=', entity)
        .executeTakeFirstOrThrow()
    ).n,
  );
const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().replace(/\.\d{3}Z$/, 'Z');

const offer = (brand: string) => ({
  brand,
  category: 'Food',
  categoryName: 'Regular Offers',
  short: '10% off',
  searchName: brand.toLowerCase(),
  type: 'Online-Postpe',
  startTime: inDays(1),
  endTime: inDays(10),
});
const notification = (header: string) => ({
  header,
  body: 'Once only',
  expiry_date: Math.floor(Date.now() / 1000) + 86_400,
});

const CASES = [
  { name: 'offers (postpe)', url: '/api/postpe/offers', table: 'offers', column: 'brand', make: offer },
  {
    name: 'notifications (a generic resource, CRM)',
    url: '/api/crm/v1/crm/notifications',
    table: 'notifications',
    column: 'header',
    make: notification,
  },
] as const;

describe.each(CASES)('$name: POST with an Idempotency-Key', ({ url, table, column, make }) => {
  it('10 parallel creates with one key make one row and the same answer', async () => {
    const value = `Race ${table}`;
    const audits = await auditsOf(table);
    // One body for all ten: it holds times to the second, and a second passing between copies is another request.
    const payload = make(value);
    const send = () =>
      t.app.inject({ method: 'POST', url, headers: { ...auth, 'idempotency-key': `race-${table}` }, payload });
    const answers = await Promise.all(Array.from({ length: 10 }, send));
    expect(answers.map((a) => a.statusCode)).toEqual(Array(10).fill(201));
    expect(new Set(answers.map((a) => a.body)).size).toBe(1);
    expect(answers.filter((a) => a.headers['idempotent-replayed'] === 'true')).toHaveLength(9);
    expect(await count(table, column, value)).toBe(1);
    expect(await auditsOf(table)).toBe(audits + 1);
  });

  it('the same body with its keys in another order is a replay; another body with the key is a 422', async () => {
    const body = make(`Order ${table}`) as Record<string, unknown>;
    const reversed = Object.fromEntries(Object.entries(body).reverse());
    const headers = { ...auth, 'idempotency-key': `order-${table}` };
    const first = await t.app.inject({ method: 'POST', url, headers, payload: body });
    const again = await t.app.inject({ method: 'POST', url, headers, payload: reversed });
    expect(first.statusCode).toBe(201);
    expect(again.statusCode).toBe(201);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.json()).toEqual(first.json());
    expect(await count(table, column, `Order ${table}`)).toBe(1);
    const other = await t.app.inject({ method: 'POST', url, headers, payload: make(`Other ${table}`) });
    expect(other.statusCode).toBe(422);
    // The query string is part of what was asked (issue 38 L6): the same body under another query is not a replay.
    const otherQuery = await t.app.inject({ method: 'POST', url: `${url}?sourceProduct=PG`, headers, payload: body });
    expect(otherQuery.statusCode).toBe(422);
  });

  it('without a key, two creates are two rows', async () => {
    for (let i = 0; i < 2; i++)
      expect(
        (await t.app.inject({ method: 'POST', url, headers: auth, payload: make(`Twice ${table}`) })).statusCode,
      ).toBe(201);
    expect(await count(table, column, `Twice ${table}`)).toBe(2);
  });
});

it('every POST that needs a permission (create, upload, decision, action) is idempotent, without declaring it', () => {
  const posts = declaredRoutes(t.app).filter(
    (r) => r.method === 'POST' && r.permission !== 'public' && r.permission !== 'authenticated',
  );
  expect(posts.length).toBeGreaterThan(8);
  expect(posts.filter((r) => !r.idempotent).map((r) => r.url)).toEqual([]);
  // Sign-in and logout are not (public, or any signed-in member): a replayed code or logout must not answer again.
  // The only signed-in member's writes that are: a user's own saved views (issue 18).
  expect(
    declaredRoutes(t.app)
      .filter((r) => r.idempotent && (r.permission === 'public' || r.permission === 'authenticated'))
      .map((r) => `${r.method} ${r.url}`),
  ).toEqual([
    'POST /api/crm/saved-views',
    'PUT /api/crm/saved-views/:id',
    'PUT /api/crm/saved-views/:id/share',
    'DELETE /api/crm/saved-views/:id',
  ]);
});
