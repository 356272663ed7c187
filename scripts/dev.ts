/**
 * `npm run dev`: the reference backend (restarted on server changes) and Vite with hot reload, which proxies /api
 * and /crm/config.json to it. Open the Vite URL it prints (http://localhost:5173/crm/).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { join } from 'node:path';
import { ROOT_DIR } from '../server/config.js';

const bin = (name: string) => join(ROOT_DIR, 'node_modules', '.bin', name);
const children: ChildProcess[] = [
  spawn(bin('tsx'), ['watch', '--clear-screen=false', 'server/main.ts'], { cwd: ROOT_DIR, stdio: 'inherit' }),
  spawn(bin('vite'), [], { cwd: ROOT_DIR, stdio: 'inherit' }),
];

let stopping = false;
const stop = (code = 0) => {
  if (stopping) return;
  stopping = true;
  for (const child of children) if (child.exitCode === null) child.kill('SIGTERM');
  setTimeout(() => process.exit(code), 500).unref();
};
for (const child of children) child.on('exit', (code) => stop(code ?? 0));
process.on('SIGINT', () => stop(0));
process.on('SIGTERM', () => stop(0));
