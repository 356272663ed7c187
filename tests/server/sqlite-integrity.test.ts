import { closeSync, copyFileSync, mkdtempSync, openSync, rmSync, writeSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../server/app.js';
import { loadConfig } from '../../server/config.js';
import { openSqlite } from '../../server/db/connect.js';
import {
  assertSqliteIntact,
  DatabaseCorruptError,
  problemsOf,
  quickCheck,
  quickCheckOffLoop,
} from '../../server/db/integrity.js';
import { migrateToLatest } from '../../server/db/migrate.js';
import { seedIfEmpty } from '../../server/db/seed/index.js';
import { explainStartupError } from '../../server/startup-errors.js';
import { oneLineOf, runServerToExit } from './helpers/start-server.js';
import { TEST_JWT_SECRET } from './helpers/test-app.js';

const dir = mkdtempSync(join(tmpdir(), 'console-integrity-'));
const good = join(dir, 'good.sqlite');
const corrupt = join(dir, 'corrupt.sqlite');
const wrecked = join(dir, 'wrecked.sqlite');
const running = join(dir, 'running.sqlite');

function overwrite(file: string, at: number, bytes: Buffer) {
  const fd = openSync(file, 'r+');
  writeSync(fd, bytes, 0, bytes.length, at);
  closeSync(fd);
}

/** Page numbers from SQLite's dbstat table: the payouts table's root and one of its leaves. */
async function payoutsPages(file: string): Promise<{ root: number; leaf: number }> {
  const probe = openSqlite(file);
  const { rows } = await sql<{
    pageno: number;
    pagetype: string;
  }>`select pageno, pagetype from dbstat where name = 'payouts' order by pageno`.execute(probe.db);
  const { rows: master } = await sql<{
    rootpage: number;
  }>`select rootpage from sqlite_master where name = 'payouts'`.execute(probe.db);
  await probe.close();
  return { root: master[0]!.rootpage, leaf: rows.filter((r) => r.pagetype === 'leaf')[5]!.pageno };
}

/**
 * A seeded database and two damaged copies. In one, a byte in the header of a leaf page of the payouts table (its
 * count of fragmented free bytes) is overwritten: every row still reads, the file opens, migrates and serves as
 * before, so nothing but a check of the pages finds it (and quick_check reports it the same way every time).
 * In the other, the table's root page header is junk, so badly that quick_check cannot walk it.
 */
beforeAll(async () => {
  const handle = openSqlite(good);
  await migrateToLatest(handle.db);
  await seedIfEmpty(handle.db, { now: Date.UTC(2026, 10, 1) });
  await handle.close(); // checkpoints the WAL into the file
  const { root, leaf } = await payoutsPages(good);
  const pageSize = 4096;
  copyFileSync(good, corrupt);
  overwrite(corrupt, (leaf - 1) * pageSize + 7, Buffer.from([0x55]));
  copyFileSync(good, wrecked);
  overwrite(wrecked, (root - 1) * pageSize, Buffer.alloc(64, 0xa5));
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const configOn = (file: string, more: Record<string, string> = {}) =>
  loadConfig({
    NODE_ENV: 'test',
    JWT_SECRET: TEST_JWT_SECRET,
    SQLITE_FILE: file,
    LOG_LEVEL: 'silent',
    CONSOLE_DEV_MODE: '0',
    ...more,
  });

describe("SQLite's quick_check at start", () => {
  it('passes a sound file and finds the overwritten page in the corrupt copy', async () => {
    const sound = openSqlite(good);
    expect(await quickCheck(sound.db)).toEqual([]);
    await sound.close();
    const bad = openSqlite(corrupt);
    const problems = await quickCheck(bad.db);
    // The page's true fragmentation depends on how the seed laid it out; the overwritten byte makes it read 85.
    const leaf = (await payoutsPages(good)).leaf;
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatch(new RegExp(`^Fragmentation of \\d+ bytes reported as 85 on page ${leaf}$`));
    // Before the check, nothing noticed: every table reads as ever.
    expect(await bad.db.selectFrom('staff').select('email').where('id', '=', 1).executeTakeFirst()).toEqual({
      email: 'admin@console.example',
    });
    expect(
      (
        await bad.db
          .selectFrom('payouts')
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    ).toBe(1000);
    await expect(assertSqliteIntact(bad, corrupt)).rejects.toBeInstanceOf(DatabaseCorruptError);
    await bad.close();
  });

  it('a page too damaged to walk is a finding too', async () => {
    const bad = openSqlite(wrecked);
    expect(await quickCheck(bad.db)).toEqual(['database disk image is malformed']);
    await expect(assertSqliteIntact(bad, wrecked)).rejects.toBeInstanceOf(DatabaseCorruptError);
    await bad.close();
  });

  it('reads quick_check rows as one problem a line', () => {
    expect(problemsOf(['ok'])).toEqual([]);
    expect(
      problemsOf([
        '*** in database main ***\nTree 3 page 8 cell 1: bad\nTree 3 page 8 cell 0: bad',
        'NULL value in t.c',
      ]),
    ).toEqual(['Tree 3 page 8 cell 1: bad', 'Tree 3 page 8 cell 0: bad', 'NULL value in t.c']);
  });

  it('explains it in one line: what is wrong and what to do', async () => {
    const bad = openSqlite(corrupt);
    const error = await assertSqliteIntact(bad, corrupt).catch((e: unknown) => e);
    await bad.close();
    const line = explainStartupError(error, configOn(corrupt));
    expect(line).not.toContain('\n');
    expect(line).toMatch(
      new RegExp(
        `^The database file ${relative(process.cwd(), corrupt).replace(/[.]/g, '\\.')} failed SQLite's integrity check \\(PRAGMA quick_check: .+\\): stop the server, then restore the file from a backup, or move it aside and start again to create and seed a new one; sqlite3 .+ \\.recover may save what is readable\\.$`,
      ),
    );
  });

  it('the real server stops with that line, exit code 1', async () => {
    const { code, stderr } = await runServerToExit({ SQLITE_FILE: corrupt });
    expect(code).toBe(1);
    expect(oneLineOf(stderr)).toMatch(
      /failed SQLite's integrity check \(PRAGMA quick_check: .+\): stop the server, then restore/,
    );
  });
});

describe('/health/ready reports the integrity check', () => {
  it('ok on a sound file, 503 on a corrupt one', async () => {
    for (const [file, status, body] of [
      [good, 200, { status: 'ok', database: 'ok', integrity: 'ok' }],
      [corrupt, 503, { status: 'unavailable', database: 'corrupt', integrity: 'failed' }],
      [wrecked, 503, { status: 'unavailable', database: 'corrupt', integrity: 'failed' }],
    ] as const) {
      const database = openSqlite(file);
      const app = await buildApp({ config: configOn(file), database });
      for (const url of ['/health/ready', '/api/health/ready']) {
        const res = await app.inject({ url });
        expect(res.statusCode).toBe(status);
        expect(res.json()).toEqual(body);
      }
      await app.close();
      await database.close();
    }
  });
});

describe('/health/ready re-checks the file while the server runs (issue 38 L11)', () => {
  it('damage made after start turns readiness to 503 once the last check is older than INTEGRITY_CHECK_MS', async () => {
    copyFileSync(good, running);
    const database = openSqlite(running);
    const app = await buildApp({ config: configOn(running, { INTEGRITY_CHECK_MS: '50' }), database });
    await assertSqliteIntact(database, running);
    const ready = async () => {
      const res = await app.inject({ url: '/health/ready' });
      return [res.statusCode, res.json<{ database: string }>().database] as const;
    };
    expect(await ready()).toEqual([200, 'ok']);
    // The same byte as the corrupt copy's, written under the running server (its own connection never reads it).
    overwrite(running, ((await payoutsPages(good)).leaf - 1) * 4096 + 7, Buffer.from([0x55]));
    await expect.poll(ready, { timeout: 10_000, interval: 60 }).toEqual([503, 'corrupt']);
    await app.close();
    await database.close();
  });

  it('the re-check runs in a worker thread on its own read-only connection, with the same findings', async () => {
    expect(await quickCheckOffLoop(good)).toEqual([]);
    const bad = openSqlite(corrupt);
    expect(await quickCheckOffLoop(corrupt)).toEqual(await quickCheck(bad.db));
    await bad.close();
    expect(await quickCheckOffLoop(wrecked)).toHaveLength(1);
  });
});
