import { spawn, type ChildProcessWithoutNullStreams } from 'node:child_process';
import { join } from 'node:path';
import { ROOT_DIR } from '../../../server/config.js';
import { TEST_JWT_SECRET } from './test-app.js';

/** A test server's environment: only PATH, the test secret, silent logs, loopback and a port of its own, then `env`. */
export const serverEnv = (env: Record<string, string>): Record<string, string> => ({
  PATH: process.env.PATH ?? '',
  JWT_SECRET: TEST_JWT_SECRET,
  LOG_LEVEL: 'silent',
  HOST: '127.0.0.1',
  PORT: '0',
  ...env,
});

/** The real server entry point as a child process, on loopback, with only the environment given (plus PATH). */
export function spawnServer(env: Record<string, string>): ChildProcessWithoutNullStreams {
  return spawn(join(ROOT_DIR, 'node_modules', '.bin', 'tsx'), ['server/main.ts'], {
    cwd: ROOT_DIR,
    env: serverEnv(env),
  });
}

/** Starts the server and collects what it prints until it exits (or `timeoutMs` pass, 20 s unless told). */
export function runServerToExit(
  env: Record<string, string>,
  timeoutMs = 20_000,
): Promise<{ code: number | null; stderr: string; stdout: string }> {
  return new Promise((resolve) => {
    const child = spawnServer(env);
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (d) => (stdout += d));
    child.stderr.on('data', (d) => (stderr += d));
    const timer = setTimeout(() => child.kill('SIGTERM'), timeoutMs);
    child.on('exit', (code) => {
      clearTimeout(timer);
      resolve({ code, stderr, stdout });
    });
  });
}

/** The one line a refused start prints: exactly one, no stack trace. */
export function oneLineOf(stderr: string): string {
  const lines = stderr.trim().split('\n').filter(Boolean);
  if (lines.length !== 1 || /\n\s+at /.test(stderr)) throw new Error(`expected one line, got:\n${stderr}`);
  return lines[0]!;
}
