import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { loadConfig, type ServerConfig } from '../../../server/config.js';
import { buildApp } from '../../../server/app.js';
import { issueSessionToken } from '../../../server/plugins/tokens.js';
import { createSeededTestDatabase, type TestDatabase } from './test-database.js';

export const TEST_JWT_SECRET = 'ab'.repeat(32);

/** The test apps' document store, one per test process (its keys are the bytes' hashes: sharing it is harmless). */
export const TEST_DOCUMENTS_DIR = join(tmpdir(), 'console-test-documents', String(process.pid));

export interface TestApp {
  app: FastifyInstance;
  config: ServerConfig;
  database: TestDatabase;
  /** A signed-in session's bearer token for a seeded staff e-mail. */
  tokenFor(email: string): Promise<string>;
  close(): Promise<void>;
}

/** The configuration the test apps run with, on `database`, with `env` on top. */
export const testConfig = (database: TestDatabase, env: Record<string, string> = {}): ServerConfig =>
  loadConfig({
    NODE_ENV: 'test',
    JWT_SECRET: TEST_JWT_SECRET,
    SQLITE_FILE: database.location.sqliteFile ?? 'unused.sqlite',
    LOG_LEVEL: 'silent',
    CONSOLE_DEV_MODE: '1',
    DOCUMENTS_DIR: TEST_DOCUMENTS_DIR,
    ...env,
  });

/** A fully built app on its own freshly migrated and seeded database. */
export async function createTestApp(
  env: Record<string, string> = {},
  beforeReady: (app: FastifyInstance) => void = () => undefined,
): Promise<TestApp> {
  const database = await createSeededTestDatabase();
  const config = testConfig(database, env);
  const { db } = database.handle;
  const app = await buildApp({ config, database: database.handle });
  beforeReady(app);
  await app.ready();
  return {
    app,
    config,
    database,
    async tokenFor(email: string) {
      const staff = await db.selectFrom('staff').select('id').where('email', '=', email).executeTakeFirstOrThrow();
      return issueSessionToken(db, config, staff.id);
    },
    async close() {
      await app.close();
      await database.close();
    },
  };
}

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

/** A staff member of the test's own, with a fixed id (outside the seed's) and one role. */
export async function addStaff(t: TestApp, staff: { id: number; email: string; name: string; roleId: number }) {
  const db = t.database.handle.db;
  await db
    .insertInto('staff')
    .values({ id: staff.id, email: staff.email, name: staff.name, created_at: 0, updated_at: 0 } as never)
    .execute();
  await db.insertInto('staff_roles').values({ staff_id: staff.id, role_id: staff.roleId }).execute();
}

/** Signs in each of `who` (a seeded staff e-mail, or the part before `@console.example`) into `tokens`, by that name. */
export async function signIn(t: TestApp, tokens: Record<string, string>, who: readonly string[]): Promise<void> {
  for (const name of who) tokens[name] = await t.tokenFor(name.includes('@') ? name : `${name}@console.example`);
}

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** One request to the app as the staff member `tokens` names, at `prefix` + url. */
const injectAs = (
  app: () => TestApp,
  tokens: Record<string, string>,
  prefix: string,
  who: string,
  method: Method,
  url: string,
  payload?: object,
  headers: Record<string, string> = {},
) =>
  app().app.inject({
    method,
    url: `${prefix}${url}`,
    ...(payload ? { payload } : {}),
    headers: { ...bearer(tokens[who] ?? ''), ...headers },
  });

/**
 * Calls the app of `app()` as the staff member `tokens` names, at `prefix` + url: the status and JSON body, and the
 * headers when `withHeaders` (else none, so that two answers compare equal by their status and body).
 */
export const callerOf =
  <H extends boolean = false>(app: () => TestApp, tokens: Record<string, string>, prefix = '', withHeaders?: H) =>
  async (who: string, method: Method, url: string, payload?: object, headers: Record<string, string> = {}) => {
    const res = await injectAs(app, tokens, prefix, who, method, url, payload, headers);
    const answered = withHeaders ? res.headers : undefined;
    return {
      status: res.statusCode,
      body: res.json(),
      headers: answered as H extends true ? typeof res.headers : undefined,
    };
  };

/** As callerOf with the headers, but an answer that is not JSON (a PDF, a CSV) comes back as its raw bytes. */
export const fileCallerOf =
  (app: () => TestApp, tokens: Record<string, string>, prefix = '') =>
  async (who: string, method: Method, url: string, payload?: object, headers: Record<string, string> = {}) => {
    const res = await injectAs(app, tokens, prefix, who, method, url, payload, headers);
    return {
      status: res.statusCode,
      body: String(res.headers['content-type'] ?? '').includes('json') ? res.json() : res.rawPayload,
      headers: res.headers,
    };
  };
