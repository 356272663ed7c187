import { spawn, type ChildProcess } from 'node:child_process';
import { ROOT_DIR } from '../../../server/config.js';
import { serverEnv } from './start-server.js';

export interface RunningServer {
  child: ChildProcess;
  /** http://127.0.0.1:PORT, the port the server bound (it starts on PORT=0). */
  base: string;
}

/**
 * The real server entry point as ONE process (node --import tsx, no wrapper process in between, so a SIGKILL hits
 * the server itself), on loopback and a port of its own. Resolves once it prints the URL it serves.
 */
export function startServerProcess(env: Record<string, string>, timeoutMs = 30_000): Promise<RunningServer> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    cwd: ROOT_DIR,
    env: serverEnv(env),
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  return new Promise((resolve, reject) => {
    let out = '';
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      reject(new Error(`server did not start in ${timeoutMs} ms:\n${out}`));
    }, timeoutMs);
    const onData = (d: Buffer) => {
      out += d;
      const port = /Back-office console: http:\/\/127\.0\.0\.1:(\d+)\//.exec(out)?.[1];
      if (port) {
        clearTimeout(timer);
        resolve({ child, base: `http://127.0.0.1:${port}` });
      }
    };
    child.stdout!.on('data', onData);
    child.stderr!.on('data', onData);
    child.once('exit', (code, signal) => {
      clearTimeout(timer);
      reject(new Error(`server exited (${code ?? signal}) before it started:\n${out}`));
    });
  });
}

/** Resolves when the process has exited (at once if it already has). */
export function exited(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => child.once('exit', () => resolve()));
}
