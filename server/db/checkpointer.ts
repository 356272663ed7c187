import { createRequire } from 'node:module';
import { Worker } from 'node:worker_threads';
import type SQLite from 'better-sqlite3';

const BETTER_SQLITE3 = createRequire(import.meta.url).resolve('better-sqlite3');

/** How often the worker copies the write-ahead log back into the database file. */
const EVERY_MS = 250;
/** The log file is cut back to this size when it is rewound (it only grows past it between two checkpoints). */
const LOG_SIZE_LIMIT = 64 * 1024 * 1024;
/** SQLite's own default, put back if the worker cannot run. */
const AUTOCHECKPOINT_PAGES = 1000;

/**
 * SQLite's WAL checkpoints off the event loop. By default the commit that fills the log past 1,000 pages copies it
 * into the database file and syncs it, on the connection that serves requests: better-sqlite3 is synchronous, so
 * every request waits behind that commit. On the bench's 580 MB file, 6,000 small writes had 39 commits over 10 ms
 * and one of 196 ms with SQLite's default; none over 4 ms with the checkpoints moved away (DESIGN.md §6, busy desk).
 *
 * So the serving connection never checkpoints, and a worker thread with a connection of its own runs a PASSIVE
 * checkpoint every 250 ms: it copies what no reader still needs and never blocks readers or writers; the next
 * writer rewinds the log once all of it is copied (and cuts the file back to 64 MB). Under writes with no pause at
 * all the log grows until the first pause (6,000 back-to-back writes: 225 MB, rewound a quarter second later). If
 * the worker cannot run, the connection checkpoints itself again as before. Returns what stops the worker.
 */
export function checkpointOffLoop(raw: SQLite.Database, file: string): () => Promise<void> {
  raw.pragma(`journal_size_limit = ${LOG_SIZE_LIMIT}`);
  raw.pragma('wal_autocheckpoint = 0');
  const code = `
    const { parentPort, workerData } = require('node:worker_threads');
    const Database = require(workerData.driver);
    const db = new Database(workerData.file, { fileMustExist: true });
    db.pragma('busy_timeout = 0');
    const timer = setInterval(() => {
      try {
        db.pragma('wal_checkpoint(PASSIVE)');
      } catch {
        // Busy (another checkpoint, a rewind): the next tick tries again.
      }
    }, workerData.every);
    parentPort.once('message', () => {
      clearInterval(timer);
      db.close();
      parentPort.close();
    });`;
  const worker = new Worker(code, { eval: true, workerData: { file, driver: BETTER_SQLITE3, every: EVERY_MS } });
  worker.unref();
  let stopped = false;
  const exited = new Promise<void>((resolve) => worker.once('exit', () => resolve()));
  worker.once('error', () => {
    if (!stopped && raw.open) raw.pragma(`wal_autocheckpoint = ${AUTOCHECKPOINT_PAGES}`);
  });
  return async () => {
    stopped = true;
    worker.ref(); // wait for it even when nothing else keeps the process running
    worker.postMessage('stop');
    await exited;
  };
}
