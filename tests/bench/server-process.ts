/** The bench's server process and load generator, shared by its parts. */
import { spawn, type ChildProcess } from 'node:child_process';
import { join } from 'node:path';
import autocannon from 'autocannon';
import { ROOT_DIR } from '../../server/config.js';

export const SECRET = 'cd'.repeat(32);
export const bin = (name: string) => join(ROOT_DIR, 'node_modules', '.bin', name);
export const fmt = (n: number, d = 0) =>
  n.toLocaleString('en-US', { maximumFractionDigits: d, minimumFractionDigits: d });

/** Starts `server/main.ts` on SQLite (`sqliteFile`) or, with DATABASE_URL in `extraEnv`, on PostgreSQL. */
export function startServer(
  sqliteFile: string,
  port: number,
  extraEnv: Record<string, string> = {},
): { child: ChildProcess; ready: Promise<number> } {
  const started = performance.now();
  const child = spawn(bin('tsx'), ['server/main.ts'], {
    cwd: ROOT_DIR,
    env: {
      ...process.env,
      SQLITE_FILE: sqliteFile,
      PORT: String(port),
      HOST: '127.0.0.1',
      JWT_SECRET: SECRET,
      LOG_LEVEL: 'warn',
      DATABASE_URL: '',
      ...extraEnv,
    },
    stdio: 'ignore',
  });
  const ready = (async () => {
    for (;;) {
      try {
        const res = await fetch(`http://127.0.0.1:${port}/health/ready`);
        if (res.ok) return performance.now() - started;
      } catch {
        /* not yet */
      }
      if (child.exitCode !== null) throw new Error('the server exited during start-up');
      await new Promise((r) => setTimeout(r, 20));
    }
  })();
  return { child, ready };
}

/** What Chromium sends with every request; `asBrowser: false` asks for the plain text instead. */
const BROWSER_ENCODINGS = { 'accept-encoding': 'gzip, deflate, br, zstd' };

/** 50 connections × 10 s on `url`, asking as the console's browser does (gzip accepted) unless `asBrowser` is false. */
export async function load(url: string, token?: string, asBrowser = true) {
  const result = await autocannon({
    url,
    connections: 50,
    duration: 10,
    headers: { ...(asBrowser ? BROWSER_ENCODINGS : {}), ...(token ? { authorization: `Bearer ${token}` } : {}) },
  });
  return { rps: result.requests.average, p99: result.latency.p99, errors: result.non2xx + result.errors };
}
