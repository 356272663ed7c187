import { createRequire } from 'node:module';
import { Worker } from 'node:worker_threads';
import { sql, type Kysely } from 'kysely';
import type { DatabaseHandle } from './connect.js';

/** SQLite found damaged pages: the file opens, but some of what it holds cannot be trusted. */
export class DatabaseCorruptError extends Error {
  override name = 'DatabaseCorruptError';
  constructor(
    readonly file: string,
    readonly problems: readonly string[],
  ) {
    super(`PRAGMA quick_check: ${problems[0]}${problems.length > 1 ? `, and ${problems.length - 1} more` : ''}`);
  }
}

/**
 * SQLite's PRAGMA quick_check: every page and b-tree is well formed (not the slower index-content cross-check of
 * integrity_check). About 60 ms for a 36 MB file. Returns the problems it reports; none when the file is sound.
 */
export async function quickCheck<DB>(db: Kysely<DB>): Promise<string[]> {
  try {
    const { rows } = await sql<{ quick_check: string }>`pragma quick_check`.execute(db);
    return problemsOf(rows.map((r) => String(r.quick_check)));
  } catch (error) {
    // A page too damaged to walk makes the check itself fail; that is its finding.
    if (/^SQLITE_(CORRUPT|NOTADB)/.test(String((error as { code?: unknown }).code))) return [(error as Error).message];
    throw error;
  }
}

/** Pure: quick_check's rows as one problem a line; none for its lone 'ok'. */
export function problemsOf(rows: readonly string[]): string[] {
  if (rows.length === 1 && rows[0] === 'ok') return [];
  return rows.flatMap((r) => r.split('\n')).filter((line) => line.trim() !== '' && !line.startsWith('*** in database'));
}

const BETTER_SQLITE3 = createRequire(import.meta.url).resolve('better-sqlite3');

/**
 * quick_check of a SQLite file in a worker thread, on a read-only connection of its own: a re-check of a big file
 * while the server runs never stalls the event loop (the worker is plain CommonJS, so it runs the same under tsx and
 * compiled).
 */
export function quickCheckOffLoop(file: string): Promise<string[]> {
  const code = `
    const { parentPort, workerData } = require('node:worker_threads');
    const Database = require(workerData.driver);
    let db;
    try {
      db = new Database(workerData.file, { readonly: true, fileMustExist: true });
      parentPort.postMessage({ rows: db.pragma('quick_check').map((r) => String(r.quick_check)) });
    } catch (e) {
      parentPort.postMessage({ error: { code: String(e && e.code), message: String(e && e.message) } });
    } finally {
      if (db) db.close();
    }`;
  return new Promise((resolve, reject) => {
    const worker = new Worker(code, { eval: true, workerData: { file, driver: BETTER_SQLITE3 } });
    worker.unref();
    worker.once('message', (m: { rows?: string[]; error?: { code: string; message: string } }) => {
      if (m.rows) resolve(problemsOf(m.rows));
      else if (/^SQLITE_(CORRUPT|NOTADB)/.test(m.error!.code)) resolve([m.error!.message]);
      else reject(new Error(m.error!.message));
    });
    worker.once('error', reject);
  });
}

interface Checked {
  at: number;
  result: Promise<readonly string[]>;
  refreshing: boolean;
}

const checked = new Map<string, Checked>();

/**
 * The quick_check of one SQLite file. The first call checks on the server's own connection (at start, before any
 * traffic); after that the start-up check and /health/ready share the last result, and once it is older than
 * `maxAgeMs` the next call starts a re-check in a worker thread (quickCheckOffLoop) and answers with the last result
 * until it ends. So damage to the file while the server runs (a disk fault, a copy over it) reaches readiness within
 * `maxAgeMs` plus one probe, and a probe never waits on a scan. `maxAgeMs` 0: checked at start only.
 */
export function integrityOf<DB>(
  db: Kysely<DB>,
  file: string,
  maxAgeMs = 0,
  now = Date.now(),
): Promise<readonly string[]> {
  const last = checked.get(file);
  if (!last) {
    const entry: Checked = { at: now, result: quickCheck(db), refreshing: false };
    checked.set(file, entry);
    entry.result.catch(() => checked.delete(file));
    return entry.result;
  }
  if (maxAgeMs > 0 && !last.refreshing && now - last.at >= maxAgeMs) {
    last.refreshing = true;
    quickCheckOffLoop(file).then(
      (problems) => checked.set(file, { at: Date.now(), result: Promise.resolve(problems), refreshing: false }),
      (error: unknown) =>
        checked.set(file, { at: Date.now(), result: Promise.reject(error as Error), refreshing: false }),
    );
  }
  return last.result;
}

/** At start: stops with DatabaseCorruptError when the SQLite file fails quick_check (PostgreSQL: nothing to do). */
export async function assertSqliteIntact(handle: DatabaseHandle, file: string): Promise<void> {
  if (handle.dialect !== 'sqlite') return;
  const problems = await integrityOf(handle.db, file);
  if (problems.length > 0) throw new DatabaseCorruptError(file, problems);
}
