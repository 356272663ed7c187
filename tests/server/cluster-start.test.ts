import type { ChildProcessWithoutNullStreams } from 'node:child_process';
import { afterAll, describe, expect, it } from 'vitest';
import { DEMO_STAFF } from '../../server/db/seed/demo-roles.js';
import { spawnServer } from './helpers/start-server.js';
import { createTestDatabase, type TestDatabase } from './helpers/test-database.js';

/**
 * Issue 39 item 1: three instances started at the same moment on one empty PostgreSQL database all come up, and the
 * database is migrated and seeded once (before, two of three exited on `duplicate key … "permissions_pkey"`). Runs in
 * `npm run test:pg` (.ci/run); SQLite has one file and serial writers, so there is no start-up race to show there.
 */
const onPostgres = Boolean(process.env.TEST_DATABASE_URL);
const children: ChildProcessWithoutNullStreams[] = [];
let database: TestDatabase | undefined;
afterAll(async () => {
  for (const child of children) if (child.exitCode === null) child.kill('SIGTERM');
  await Promise.all(children.map((c) => (c.exitCode === null ? new Promise((r) => c.once('exit', r)) : null)));
  await database?.close();
});

/** Starts one instance; resolves with its port once it listens, or rejects with what it printed when it exits. */
function startInstance(databaseUrl: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const child = spawnServer({ DATABASE_URL: databaseUrl, CONSOLE_DEV_MODE: '0' });
    children.push(child);
    let out = '';
    let err = '';
    child.stdout.on('data', (d: Buffer) => {
      out += d.toString();
      const port = /Back-office console: http:\/\/127\.0\.0\.1:(\d+)\//.exec(out)?.[1];
      if (port) resolve(Number(port));
    });
    child.stderr.on('data', (d: Buffer) => (err += d.toString()));
    child.once('exit', (code) => reject(new Error(`instance exited ${code}: ${err.trim()}`)));
  });
}

describe.runIf(onPostgres)('instances starting together on PostgreSQL', () => {
  it('three at once on an empty database: all listen and answer ready on one migrated, seeded database', async () => {
    database = await createTestDatabase();
    const url = database.location.databaseUrl!;
    const ports = await Promise.all([startInstance(url), startInstance(url), startInstance(url)]);
    expect(new Set(ports).size).toBe(3);
    for (const port of ports) {
      const res = await fetch(`http://127.0.0.1:${port}/health/ready`);
      expect(res.status).toBe(200);
    }
    const staff = await database.handle.db.selectFrom('staff').select('email').execute();
    expect(staff.map((s) => s.email)).toEqual(expect.arrayContaining(DEMO_STAFF.map((s) => s.email)));
  }, 120_000);
});
