import { copyFileSync, existsSync, mkdtempSync, renameSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { sql } from 'kysely';
import { inject } from 'vitest';
import type {} from './seeded-template.js';
import { openPostgres, openSqlite, type DatabaseHandle } from '../../../server/db/connect.js';
import { migrateToLatest } from '../../../server/db/migrate.js';
import { seedIfEmpty } from '../../../server/db/seed/index.js';

/**
 * A database of its own for one test: a fresh SQLite file, or, when TEST_DATABASE_URL points at a PostgreSQL
 * server, a freshly created database there (dropped on close). Same migrations and code either way.
 */
export interface TestDatabase {
  handle: DatabaseHandle;
  /** The SQLite file or the PostgreSQL URL, for tests that start a second process on it. */
  location: { sqliteFile?: string; databaseUrl?: string };
  close(): Promise<void>;
}

/** The seed's clock in the test apps: 1 November 2026, so that every seeded date is fixed. */
export const TEST_SEED_NOW = Date.UTC(2026, 10, 1);

let counter = 0;

const urlOf = (adminUrl: string, name: string): string => {
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return url.toString();
};

/**
 * Waits until no session is connected to `name`: pg's pool.end() resolves once it has asked its clients to end, not
 * once their sessions are gone.
 */
async function untilNoSessions(admin: pg.Client, name: string): Promise<void> {
  for (let tries = 0; tries < 50; tries++) {
    const { rows } = await admin.query<{ n: string }>('select count(*) as n from pg_stat_activity where datname = $1', [
      name,
    ]);
    if (Number(rows[0]?.n) === 0) return;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

/** A fresh database, empty or (`template`) a copy of that database or SQLite file. */
async function openTestDatabase(template?: string): Promise<TestDatabase> {
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) {
    const dir = mkdtempSync(join(tmpdir(), 'console-test-'));
    const sqliteFile = join(dir, 'test.sqlite');
    if (template) copyFileSync(template, sqliteFile);
    const handle = openSqlite(sqliteFile);
    return {
      handle,
      location: { sqliteFile },
      close: async () => {
        await handle.close();
        rmSync(dir, { recursive: true, force: true });
      },
    };
  }
  const name = `console_test_${process.pid}_${Date.now()}_${counter++}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database ${name}${template ? ` template ${template} strategy file_copy` : ''}`);
  await admin.end();
  const databaseUrl = urlOf(adminUrl, name);
  const handle = openPostgres(databaseUrl, 25);
  return {
    handle,
    location: { databaseUrl },
    close: async () => {
      // Dropping with force at once terminated sessions the pool was still closing (57P01 on a client it no longer
      // owns): wait for them first.
      await handle.close();
      const dropper = new pg.Client({ connectionString: adminUrl });
      await dropper.connect();
      await untilNoSessions(dropper, name);
      await dropper.query(`drop database if exists ${name} with (force)`);
      await dropper.end();
    },
  };
}

/** A fresh empty database. */
export const createTestDatabase = (): Promise<TestDatabase> => openTestDatabase();

/** Migrates and seeds a database the way every test app is (the seed's clock at TEST_SEED_NOW). */
async function migrateAndSeed({ db }: DatabaseHandle): Promise<void> {
  await migrateToLatest(db);
  await seedIfEmpty(db, { now: TEST_SEED_NOW });
}

/**
 * The run's migrated and seeded database, built by the first test that asks for it and copied for each one after:
 * migrating and seeding took 0.6 s a test app on SQLite and 2.7 s on PostgreSQL, a copy a fraction of that.
 * The template's name comes from the run's global setup (tests/server/helpers/seeded-template.ts), which drops it at
 * the end; without one (another Vitest config) each database is migrated and seeded itself.
 */
async function seededTemplate(): Promise<string | undefined> {
  const name = inject('seededTemplate');
  if (!name) return undefined;
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) {
    if (existsSync(name.sqliteFile)) return name.sqliteFile;
    // Workers that start together may each build one; each is whole when renamed into place, so any of them does.
    const dir = mkdtempSync(join(tmpdir(), 'console-template-'));
    const handle = openSqlite(join(dir, 'seeded.sqlite'));
    await migrateAndSeed(handle);
    await sql`pragma wal_checkpoint(truncate)`.execute(handle.db);
    await handle.close();
    renameSync(join(dir, 'seeded.sqlite'), name.sqliteFile);
    rmSync(dir, { recursive: true, force: true });
    return name.sqliteFile;
  }
  // One builder at a time: the others wait on the lock and find the template made.
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    await admin.query('select pg_advisory_lock(hashtext($1))', [name.postgresDatabase]);
    const { rowCount } = await admin.query('select 1 from pg_database where datname = $1', [name.postgresDatabase]);
    if (!rowCount) {
      await admin.query(`create database ${name.postgresDatabase}`);
      const handle = openPostgres(urlOf(adminUrl, name.postgresDatabase), 5);
      try {
        await migrateAndSeed(handle);
      } finally {
        await handle.close();
        // A database is copied only while nobody is connected to it.
        await untilNoSessions(admin, name.postgresDatabase);
      }
    }
  } catch (error) {
    // A template half built is never copied: the next test builds it again (and meets the same error).
    await admin.query(`drop database if exists ${name.postgresDatabase} with (force)`).catch(() => undefined);
    throw error;
  } finally {
    await admin.end();
  }
  return name.postgresDatabase;
}

/** A fresh database, migrated and seeded as every test app's is (a copy of the run's template when it has one). */
export async function createSeededTestDatabase(): Promise<TestDatabase> {
  const template = await seededTemplate();
  if (template) return openTestDatabase(template);
  const database = await openTestDatabase();
  await migrateAndSeed(database.handle);
  return database;
}
