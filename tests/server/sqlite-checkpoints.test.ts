/**
 * SQLite's WAL checkpoints run off the event loop (server/db/checkpointer.ts): the connection that serves requests
 * never copies the log into the database file itself (a commit that did stalled every request behind it), and the
 * worker thread does it in the background, so the log is rewound after a pause. SQLite only.
 */
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import SQLite from 'better-sqlite3';
import { sql } from 'kysely';
import { afterAll, expect, it } from 'vitest';
import { openSqlite, type DatabaseHandle } from '../../server/db/connect.js';

const dir = mkdtempSync(join(tmpdir(), 'console-checkpoints-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const pragma = async (handle: DatabaseHandle, text: string) =>
  (await sql.raw(`pragma ${text}`).execute(handle.db)).rows as Record<string, number>[];

/** Fills the log with `n` transactions of a few pages each. */
async function write(handle: DatabaseHandle, n: number) {
  for (let i = 0; i < n; i++) await sql`insert into t (body) values (${'x'.repeat(3000)})`.execute(handle.db);
}

it('the serving connection never checkpoints; the worker does, and the log is rewound after a pause', async () => {
  const file = join(dir, 'wal.sqlite');
  const handle = openSqlite(file);
  try {
    expect(await pragma(handle, 'journal_mode')).toEqual([{ journal_mode: 'wal' }]);
    expect(await pragma(handle, 'wal_autocheckpoint')).toEqual([{ wal_autocheckpoint: 0 }]);
    await sql`create table t (id integer primary key, body text)`.execute(handle.db);
    // Well past SQLite's default of 1,000 pages, when the commit itself would have copied the log.
    await write(handle, 1500);
    // After a pause the worker has copied every frame: the next write starts the log again from its first frame.
    let frames = Infinity;
    for (const deadline = Date.now() + 10_000; frames > 10 && Date.now() < deadline;) {
      await new Promise((resolve) => setTimeout(resolve, 300));
      await write(handle, 1);
      // Asks how many frames the log holds now (copying, here, only that last write's few frames).
      frames = (await pragma(handle, 'wal_checkpoint(PASSIVE)'))[0]!.log!;
    }
    expect(frames).toBeLessThanOrEqual(10);
  } finally {
    await handle.close();
  }
  // Closed cleanly (the worker's connection too): the last connection folds the log in and removes it.
  expect(existsSync(`${file}-wal`)).toBe(false);
});

it('without the worker, the same pause leaves the log full: the check above can fail', async () => {
  const raw = new SQLite(join(dir, 'control.sqlite'));
  try {
    raw.pragma('journal_mode = WAL');
    raw.pragma('wal_autocheckpoint = 0');
    raw.exec('create table t (id integer primary key, body text)');
    const insert = raw.prepare('insert into t (body) values (?)');
    for (let i = 0; i < 1500; i++) insert.run('x'.repeat(3000));
    await new Promise((resolve) => setTimeout(resolve, 600));
    insert.run('x');
    const [after] = raw.pragma('wal_checkpoint(PASSIVE)') as { log: number }[];
    expect(after!.log).toBeGreaterThan(1000);
  } finally {
    raw.close();
  }
});
