import { documentStoreFrom } from '../../../server/documents/store.js';
import { QueueEvents } from '../../../server/live/queue-events.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import { buildApp } from '../../../server/app.js';
import { loadConfig } from '../../../server/config.js';
import { CountCache } from '../../../server/db/count-cache.js';
import { WriteInvalidationPlugin } from '../../../server/db/write-invalidation.js';
import { migrateToLatest } from '../../../server/db/migrate.js';
import { DECIMAL, withId } from '../../../server/db/migrations/helpers.js';
import { seedIfEmpty } from '../../../server/db/seed/index.js';
import { issueSessionToken } from '../../../server/plugins/tokens.js';
import { resourceRoutes } from '../../../server/routes/resource-routes.js';
import { widgetSchema } from '../../fixtures/widget-schema.js';
import { createTestDatabase, type TestDatabase } from '../helpers/test-database.js';
import { TEST_JWT_SECRET, bearer } from '../helpers/test-app.js';

/** The fixture's table, made here with Kysely's schema builder: the only thing besides the schema a new entity needs. */
async function createWidgetTable(db: Kysely<unknown>): Promise<void> {
  await withId(db, db.schema.createTable('fixture_widgets'))
    .addColumn('name', 'varchar(20)', (c) => c.notNull())
    .addColumn('kind', 'varchar(10)', (c) => c.notNull())
    .addColumn('price', DECIMAL, (c) => c.notNull())
    .addColumn('starts_at', 'bigint')
    .addColumn('active', 'integer', (c) => c.notNull())
    .addColumn('tags', 'text')
    .addColumn('updated_by', 'varchar(200)')
    .addColumn('version', 'integer', (c) => c.notNull().defaultTo(1))
    .execute();
}

let app: FastifyInstance;
let database: TestDatabase;
let ops: Record<string, string>;
let support: Record<string, string>;
const URL = '/api/crm/v1/crm/fixture-widgets';

beforeAll(async () => {
  database = await createTestDatabase();
  const { db, dialect } = database.handle;
  const config = loadConfig({
    NODE_ENV: 'test',
    JWT_SECRET: TEST_JWT_SECRET,
    SQLITE_FILE: database.location.sqliteFile ?? 'unused.sqlite',
    LOG_LEVEL: 'silent',
  });
  await migrateToLatest(db);
  await seedIfEmpty(db, { now: Date.UTC(2026, 10, 1) });
  await createWidgetTable(db as unknown as Kysely<unknown>);
  app = await buildApp({ config, database: database.handle });
  const counts = new CountCache();
  await app.register(
    async (scope) =>
      resourceRoutes(widgetSchema)(scope, {
        db: db.withPlugin(new WriteInvalidationPlugin(counts)),
        dialect,
        config,
        counts,
        queueEvents: new QueueEvents(),
        documents: documentStoreFrom(config),
      }),
    { prefix: '/api/crm' },
  );
  await app.ready();
  const tokenFor = async (email: string) =>
    bearer(
      await issueSessionToken(
        db,
        config,
        (await db.selectFrom('staff').select('id').where('email', '=', email).executeTakeFirstOrThrow()).id,
      ),
    );
  ops = await tokenFor('ops@console.example');
  support = await tokenFor('support@console.example');
});
afterAll(async () => {
  await app?.close();
  await database?.close();
});

type Body = { success: boolean; message: string; data: Record<string, unknown>; errors?: Record<string, string> };
const call = async (method: 'GET' | 'POST' | 'PUT', url: string, headers: Record<string, string>, payload?: object) => {
  const res = await app.inject({ method, url, headers, payload });
  return { status: res.statusCode, body: res.json() as Body };
};

describe('generic routes registered from a fixture schema alone', () => {
  it('creates with defaults and server-filled values, then lists it in the backend envelope', async () => {
    const created = await call('POST', URL, ops, {
      name: 'Sprocket',
      kind: 'SMALL',
      price: '12.5',
      starts_at: 1767225600,
    });
    expect(created.status).toBe(201);
    expect(created.body.data).toMatchObject({
      name: 'Sprocket',
      kind: 'SMALL',
      price: 12.5,
      starts_at: 1767225600,
      active: true,
      tags: [],
      updated_by: 'Omar Ops Kapoor',
      version: 1,
    });
    await call('POST', URL, ops, { name: 'Gear', kind: 'LARGE', price: 3, tags: ['metal'] });

    const list = await call('GET', `${URL}?page=0&size=20&name=sprock`, ops);
    expect(list.status).toBe(200);
    const page = list.body.data as unknown as { content: Record<string, unknown>[]; totalElements: number };
    expect(page.totalElements).toBe(1);
    expect(page.content[0]).toMatchObject({ name: 'Sprocket' });
    const all = (await call('GET', `${URL}?sort=price&order=desc`, ops)).body.data as unknown as {
      content: { name: string }[];
    };
    expect(all.content.map((w) => w.name)).toEqual(['Sprocket', 'Gear']);
  });

  it('updates with the version it read; a stale version gets 412 and changes nothing', async () => {
    const { id } = (await call('POST', URL, ops, { name: 'Cog', kind: 'SMALL', price: 1 })).body.data as { id: number };
    const first = await call('PUT', `${URL}/${id}`, ops, { price: 2, version: 1 });
    expect(first.status).toBe(200);
    expect(first.body.data).toMatchObject({ price: 2, version: 2, name: 'Cog' });
    const stale = await call('PUT', `${URL}/${id}`, ops, { price: 9, version: 1 });
    expect(stale.status).toBe(412);
    expect(stale.body.success).toBe(false);
    const after = await call('GET', `${URL}/${id}`, ops);
    expect(after.body.data).toMatchObject({ price: 2, version: 2 });
  });

  it('rejects bad input with a 400 naming each field, and saves nothing', async () => {
    const before = ((await call('GET', URL, ops)).body.data as unknown as { totalElements: number }).totalElements;
    const bad = await call('POST', URL, ops, {
      name: 'x'.repeat(21),
      kind: 'HUGE',
      price: -1,
      tags: ['far too long a tag'],
    });
    expect(bad.status).toBe(400);
    expect(bad.body.errors).toEqual({
      name: 'Name cannot be more than 20 characters.',
      kind: 'Choose one of: SMALL, LARGE.',
      price: 'Price cannot be negative.',
      'tags.0': 'A tag cannot be more than 10 characters.',
    });
    const missing = await call('POST', URL, ops, {});
    expect(missing.body.errors).toMatchObject({ name: 'Required!', kind: 'Required!', price: 'Required!' });
    const after = ((await call('GET', URL, ops)).body.data as unknown as { totalElements: number }).totalElements;
    expect(after).toBe(before);
  });

  it("declares the schema's permissions: 401 without a token, 403 without the permission", async () => {
    expect((await call('GET', URL, {})).status).toBe(401);
    expect((await call('GET', URL, support)).status).toBe(403);
    expect((await call('POST', URL, support, { name: 'Nope', kind: 'SMALL', price: 1 })).status).toBe(403);
  });
});
