import { buildApp } from '../../../server/app.js';
import type { TestApp } from './test-app.js';

/** Reads `read` every 100 ms until `ok` holds of its value (then answers it), or throws after `ms`. */
export async function until<T>(read: () => Promise<T>, ok: (v: T) => boolean, ms = 20_000): Promise<T> {
  const end = Date.now() + ms;
  for (;;) {
    const v = await read();
    if (ok(v)) return v;
    if (Date.now() > end) throw new Error(`timed out; last: ${JSON.stringify(v)}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

/**
 * On PostgreSQL the queue is pg-boss's: the test app is built again with the database's URL in its configuration, so
 * its jobs run as in production. Nothing to do on SQLite (the table is the queue).
 */
export async function withQueueDatabase(t: TestApp): Promise<void> {
  const url = t.database.location.databaseUrl;
  if (!url) return;
  await t.app.close();
  t.config = { ...t.config, databaseUrl: url };
  t.app = await buildApp({ config: t.config, database: t.database.handle });
  await t.app.ready();
}
