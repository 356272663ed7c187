import { afterAll, beforeAll } from 'vitest';
import { callerOf, createTestApp, signIn, type TestApp } from './test-app.js';

/**
 * The file's test app, created before its tests with `who` signed in (see signIn) and closed after them: `t` stands
 * for the app from then on, `call` calls it as one of them at `prefix` + url (see callerOf), `db` is its database.
 */
export function signedInApp(who: readonly string[], prefix = '', withHeaders = false) {
  let app: TestApp | undefined;
  const ready = (): TestApp => {
    if (!app) throw new Error('The test app is created in beforeAll.');
    return app;
  };
  const t: TestApp = {
    get app() {
      return ready().app;
    },
    get config() {
      return ready().config;
    },
    get database() {
      return ready().database;
    },
    tokenFor: (email) => ready().tokenFor(email),
    close: () => ready().close(),
  };
  const tokens: Record<string, string> = {};
  beforeAll(async () => {
    app = await createTestApp();
    await signIn(app, tokens, who);
  });
  afterAll(() => app?.close());
  return { t, tokens, call: callerOf(ready, tokens, prefix, withHeaders), db: () => ready().database.handle.db };
}
