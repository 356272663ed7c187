import { afterAll, beforeAll } from 'vitest';
import { createTestApp, fileCallerOf, type TestApp } from './helpers/test-app.js';

/** The consumer 360's backends' prefixes. */
export const P = '/api/postpe';
export const L = '/api/lending';

/** A test app with the consumer 360's demo staff signed in, and a caller per backend. */
export async function consumerTestApp() {
  const t: TestApp = await createTestApp();
  const tokens: Record<string, string> = {};
  for (const who of ['agent', 'agent2', 'viewer', 'checker', 'noaccess', 'admin'])
    tokens[who] = await t.tokenFor(`${who}@console.example`);
  const call = fileCallerOf(() => t, tokens);
  const db = () => t.database.handle.db;
  const audits = async (action: string) =>
    db().selectFrom('audit_log').selectAll().where('action', '=', action).execute();
  return { t, call, db, audits };
}

export const nowSeconds = () => Math.floor(Date.now() / 1000);

export type ConsumerTestApp = Awaited<ReturnType<typeof consumerTestApp>>;

/** The file's consumer test app (see consumerTestApp), created before its tests and closed after them. */
export function consumerSuiteApp(): ConsumerTestApp {
  let app: ConsumerTestApp | undefined;
  const ready = (): ConsumerTestApp => {
    if (!app) throw new Error('The consumer test app is created in beforeAll.');
    return app;
  };
  beforeAll(async () => {
    app = await consumerTestApp();
  }, 60_000);
  afterAll(() => app?.t.close());
  return {
    get t() {
      return ready().t;
    },
    call: (...args) => ready().call(...args),
    db: () => ready().db(),
    audits: (action) => ready().audits(action),
  };
}
