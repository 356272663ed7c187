import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

/** What the console is built from: a change to any of these makes dist/ stale. */
const SOURCES = [
  'src',
  'resources',
  'dataProviders',
  'authProvider',
  'index.html',
  'vite.config.ts',
  'package-lock.json',
  'public',
];

function newestMtime(path: string): number {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const entry of readdirSync(path)) newest = Math.max(newest, newestMtime(join(path, entry)));
  return newest;
}

export function consoleIsStale(root: string): boolean {
  const built = join(root, 'dist', 'index.html');
  if (!existsSync(built)) return true;
  const builtAt = statSync(built).mtimeMs;
  return SOURCES.some((s) => newestMtime(join(root, s)) > builtAt);
}

/** Builds the console with Vite when dist/ is missing or older than its sources. */
export function buildConsoleIfStale(root: string): void {
  if (!consoleIsStale(root)) return;
  console.log('Building the console (dist/ is missing or older than its sources)…');
  const vite = join(root, 'node_modules', '.bin', 'vite');
  const result = spawnSync(vite, ['build', '--logLevel', 'warn'], { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) {
    console.error('The console build failed: see the errors above (npm run build reproduces them).');
    process.exit(result.status ?? 1);
  }
}
