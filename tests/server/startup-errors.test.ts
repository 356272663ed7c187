import { createServer, type Server } from 'node:net';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runServerToExit } from './helpers/start-server.js';

const dir = mkdtempSync(join(tmpdir(), 'console-startup-'));

/** Starts the real server entry point and collects what it prints until it exits (55 s at most). */
const startServer = (env: Record<string, string>) => runServerToExit(env, 55_000);

/** A port nothing listens on. */
async function freePort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((r) => probe.listen(0, '127.0.0.1', () => r()));
  const { port } = probe.address() as { port: number };
  await new Promise<void>((r) => probe.close(() => r()));
  return port;
}

function expectOneClearLine(stderr: string, pattern: RegExp) {
  const lines = stderr.trim().split('\n').filter(Boolean);
  expect(lines).toHaveLength(1);
  expect(lines[0]).toMatch(pattern);
  expect(stderr).not.toMatch(/\n\s+at /); // no stack trace
}

// Each case starts a real server (tsx, a fresh database seeded first): about 5 s on a quiet machine, over 20 s with
// the other suites on two cores, so these wait up to a minute.
describe('the server stops with one clear line when it cannot start', { timeout: 60_000 }, () => {
  let blocker: Server;
  let busyPort = 0;
  beforeAll(async () => {
    blocker = createServer();
    await new Promise<void>((r) => blocker.listen(0, '127.0.0.1', () => r()));
    busyPort = (blocker.address() as { port: number }).port;
  });
  afterAll(() => new Promise<void>((r) => blocker.close(() => r())));

  it('a corrupt database file', async () => {
    const file = join(dir, 'corrupt.sqlite');
    writeFileSync(file, 'this is not a database, just some text that is long enough to have a header'.repeat(100));
    const { code, stderr } = await startServer({ SQLITE_FILE: file, PORT: '0' });
    expect(code).toBe(1);
    expectOneClearLine(stderr, /not a valid SQLite database .*move it aside/);
  });

  it('a port in use', async () => {
    const { code, stderr } = await startServer({ SQLITE_FILE: join(dir, 'port.sqlite'), PORT: String(busyPort) });
    expect(code).toBe(1);
    expectOneClearLine(stderr, new RegExp(`Port ${busyPort} is already in use`));
  });

  it('a malformed DATABASE_URL', async () => {
    const { code, stderr } = await startServer({ DATABASE_URL: 'postgres//nohost', PORT: '0' });
    expect(code).toBe(1);
    expectOneClearLine(stderr, /DATABASE_URL is not a valid PostgreSQL URL/);
  });

  it('an unreachable PostgreSQL', async () => {
    const closedPort = await freePort();
    const { code, stderr } = await startServer({
      DATABASE_URL: `postgres://u:p@127.0.0.1:${closedPort}/console`,
      PORT: '0',
    });
    expect(code).toBe(1);
    expectOneClearLine(stderr, /Cannot reach PostgreSQL at 127\.0\.0\.1:\d+\/console/);
    expect(stderr).not.toContain(':p@'); // never the password
  });
});
