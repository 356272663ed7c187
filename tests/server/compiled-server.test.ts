import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROOT_DIR } from '../../server/config.js';
import { TEST_JWT_SECRET } from './helpers/test-app.js';

/**
 * Issue 42 item 2: production runs `node` on the compiled server (dist-server/, vite.server.config.ts), never tsx. The
 * build is made here and run under plain Node: the server starts, migrates and answers, the heavy-work worker's
 * module loads beside it, and the operators' commands run.
 */
const dir = mkdtempSync(join(tmpdir(), 'console-compiled-'));
const node = (args: string[], env: Record<string, string> = {}) =>
  spawnSync(process.execPath, args, {
    cwd: ROOT_DIR,
    encoding: 'utf8',
    env: { PATH: process.env.PATH ?? '', JWT_SECRET: TEST_JWT_SECRET, ...env },
    timeout: 60_000,
  });

beforeAll(() => {
  const vite = join(ROOT_DIR, 'node_modules', '.bin', 'vite');
  const built = spawnSync(vite, ['build', '--config', 'vite.server.config.ts', '--logLevel', 'error'], {
    cwd: ROOT_DIR,
    encoding: 'utf8',
  });
  expect(built.status, built.stderr).toBe(0);
}, 120_000);
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('the compiled server', () => {
  it('starts under plain node on a fresh database and answers ready', async () => {
    const child = spawn(process.execPath, ['dist-server/main.js'], {
      cwd: ROOT_DIR,
      env: {
        PATH: process.env.PATH ?? '',
        JWT_SECRET: TEST_JWT_SECRET,
        SQLITE_FILE: join(dir, 'start.sqlite'),
        HOST: '127.0.0.1',
        PORT: '0',
        LOG_LEVEL: 'warn',
      },
    });
    let out = '';
    let err = '';
    child.stderr.on('data', (d: Buffer) => (err += d.toString()));
    try {
      const port = await new Promise<number>((resolve, reject) => {
        child.stdout.on('data', (d: Buffer) => {
          out += d.toString();
          const found = /Back-office console: http:\/\/127\.0\.0\.1:(\d+)\//.exec(out)?.[1];
          if (found) resolve(Number(found));
        });
        child.once('exit', (code) => reject(new Error(`exited ${code}: ${err}`)));
      });
      const ready = await fetch(`http://127.0.0.1:${port}/health/ready`);
      expect(await ready.json()).toEqual({ status: 'ok', database: 'ok', integrity: 'ok' });
      const asked = await fetch(`http://127.0.0.1:${port}/api/crm/login/otp/request`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ mode: 'email', email: 'admin@console.example' }),
      });
      expect(asked.status).toBe(200);
      expect(err).toBe('');
    } finally {
      child.kill('SIGTERM');
    }
  }, 60_000);

  it("loads the heavy-work worker's tasks from the file beside it", () => {
    const run = node([
      '--input-type=module',
      '-e',
      "const m = await import('./dist-server/heavy-tasks.js'); console.log(Object.keys(m.HEAVY_TASKS).sort().join(','))",
    ]);
    expect(run.stderr).toBe('');
    expect(run.stdout.trim().split(',')).toEqual(expect.arrayContaining(['checkUpload', 'reconPlan']));
  });

  it('runs the operators’ commands: migrate, then create-admin', () => {
    const env = { SQLITE_FILE: join(dir, 'commands.sqlite') };
    const migrated = node(['dist-server/migrate.js'], env);
    expect(migrated.stdout).toMatch(/applied \d+ migration\(s\): 0001_foundation/);
    const admin = node(['dist-server/create-admin.js', '--email', 'priya@bank.example', '--name', 'Priya Rao'], env);
    expect(admin.stdout).toContain('created priya@bank.example (Priya Rao) as an administrator');
  });
});
