import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';

/** Where the run's seeded template lives: a SQLite file, or a database on TEST_DATABASE_URL's server. */
export interface SeededTemplate {
  sqliteFile: string;
  postgresDatabase: string;
}

declare module 'vitest' {
  export interface ProvidedContext {
    seededTemplate: SeededTemplate | undefined;
  }
}

/**
 * Vitest's global setup: names the run's seeded template (test-database.ts builds it on first use, so a run of unit
 * tests alone never migrates anything) and removes it when the run ends.
 */
export default function setup(project: TestProject): () => Promise<void> {
  const dir = mkdtempSync(join(tmpdir(), 'console-template-'));
  const template: SeededTemplate = {
    sqliteFile: join(dir, 'seeded.sqlite'),
    postgresDatabase: `console_template_${process.pid}`,
  };
  project.provide('seededTemplate', template);
  const remove = async () => {
    rmSync(template.sqliteFile, { force: true });
    const adminUrl = process.env.TEST_DATABASE_URL;
    if (!adminUrl) return;
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    await admin.query(`drop database if exists ${template.postgresDatabase} with (force)`);
    await admin.end();
  };
  // In watch mode a rerun builds it again, so that a changed migration or seed is seen.
  project.onTestsRerun(remove);
  return async () => {
    await remove();
    rmSync(dir, { recursive: true, force: true });
  };
}
