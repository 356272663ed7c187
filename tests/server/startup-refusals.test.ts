import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { ConfigError, configWarnings, loadConfig } from '../../server/config.js';
import { DatabaseFolderError, openSqlite } from '../../server/db/connect.js';
import { explainStartupError } from '../../server/startup-errors.js';
import { oneLineOf, runServerToExit, spawnServer } from './helpers/start-server.js';
import { TEST_JWT_SECRET } from './helpers/test-app.js';

const dir = mkdtempSync(join(tmpdir(), 'console-refusals-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const base = { JWT_SECRET: TEST_JWT_SECRET };
const SMTP_URL = 'smtp://127.0.0.1:9/';
const NO_SMTP =
  'SMTP_URL is required in production: sign-in codes are sent only by e-mail there, so without it nobody could sign in (set SMTP_URL=smtp://USER:PASSWORD@HOST:587).';
const NO_TRUST_PROXY =
  "TRUST_PROXY is not set: behind a load balancer or proxy every client has the proxy's address, so the per-IP sign-in limits lump all users together; set TRUST_PROXY to the proxy's address (ignore this if clients connect directly).";

describe('production settings', () => {
  it('production without SMTP_URL is refused: nobody could sign in', () => {
    expect(() => loadConfig({ ...base, NODE_ENV: 'production' })).toThrow(new ConfigError(NO_SMTP));
    expect(loadConfig({ ...base, NODE_ENV: 'production', SMTP_URL }).smtpUrl).toBe(SMTP_URL);
    expect(loadConfig(base).smtpUrl).toBeUndefined(); // development: codes go to the log
  });

  it('production without TRUST_PROXY is allowed, with a warning', () => {
    const production = { ...base, NODE_ENV: 'production', SMTP_URL };
    expect(configWarnings(loadConfig(production), production)).toEqual([NO_TRUST_PROXY]);
    const proxied = { ...production, TRUST_PROXY: '10.0.0.2' };
    expect(configWarnings(loadConfig(proxied), proxied)).toEqual([]);
    expect(configWarnings(loadConfig(base), base)).toEqual([]);
  });

  it('development on the network (ALLOW_DEV_ON_NETWORK=1) is allowed, with a warning', () => {
    const env = { ...base, HOST: '0.0.0.0', ALLOW_DEV_ON_NETWORK: '1' };
    expect(configWarnings(loadConfig(env), env)).toEqual([
      'Development conveniences are on at HOST=0.0.0.0 (ALLOW_DEV_ON_NETWORK=1): sign-in codes are printed in this log.',
    ]);
  });
});

describe('an SQLITE_FILE under a file', () => {
  it('names the file in the way and says what to do', () => {
    const blocker = join(dir, 'not-a-folder');
    writeFileSync(blocker, 'x');
    for (const file of [join(blocker, 'console.sqlite'), join(blocker, 'deeper', 'console.sqlite')]) {
      let error: unknown;
      try {
        openSqlite(file);
      } catch (e) {
        error = e;
      }
      expect(error).toBeInstanceOf(DatabaseFolderError);
      expect(explainStartupError(error, { port: 8080, sqliteFile: file })).toBe(
        `Cannot create the folder for the database file ${relative(process.cwd(), file)}: ${relative(process.cwd(), blocker)} is a file, not a folder. Set SQLITE_FILE to a path under a folder (e.g. SQLITE_FILE=data/console.sqlite), or move that file aside.`,
      );
    }
  });
});

describe('the real server refuses with one line', () => {
  it('development conveniences on a non-loopback HOST', async () => {
    const { code, stderr } = await runServerToExit({ HOST: '0.0.0.0', SQLITE_FILE: join(dir, 'dev.sqlite') });
    expect(code).toBe(1);
    expect(oneLineOf(stderr)).toMatch(
      /^Configuration error: Development conveniences .* HOST=0\.0\.0\.0 listens beyond this machine: .*ALLOW_DEV_ON_NETWORK=1/,
    );
  });

  it('production without SMTP_URL', async () => {
    const { code, stderr } = await runServerToExit({ NODE_ENV: 'production', SQLITE_FILE: join(dir, 'prod.sqlite') });
    expect(code).toBe(1);
    expect(oneLineOf(stderr)).toBe(`Configuration error: ${NO_SMTP}`);
  });

  it('an SQLITE_FILE under a file', async () => {
    writeFileSync(join(dir, 'blocker'), 'x');
    const { code, stderr } = await runServerToExit({ SQLITE_FILE: join(dir, 'blocker', 'console.sqlite') });
    expect(code).toBe(1);
    expect(oneLineOf(stderr)).toMatch(
      /^Cannot create the folder for the database file .*blocker\/console\.sqlite: .*blocker is a file, not a folder\. Set SQLITE_FILE/,
    );
  });

  it('and production without TRUST_PROXY starts, warning in the log', async () => {
    const child = spawnServer({
      NODE_ENV: 'production',
      SMTP_URL,
      LOG_LEVEL: 'warn',
      SQLITE_FILE: join(dir, 'warn.sqlite'),
    });
    let stdout = '';
    const warned = await new Promise<boolean>((resolve) => {
      const timer = setTimeout(() => resolve(false), 30_000);
      child.stdout.on('data', (d) => {
        stdout += d;
        if (stdout.includes(NO_TRUST_PROXY) && stdout.includes('Back-office console: http://')) {
          clearTimeout(timer);
          resolve(true);
        }
      });
      child.on('exit', () => resolve(false));
    });
    child.kill('SIGTERM');
    expect(warned).toBe(true);
    const line = stdout.split('\n').find((l) => l.includes('TRUST_PROXY'))!;
    expect(JSON.parse(line)).toMatchObject({ level: 40, msg: NO_TRUST_PROXY });
  });
});
