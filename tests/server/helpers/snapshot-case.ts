/**
 * The snapshot key of a list read by page number (issue 39 item 4; contract/keyset.ts): a check that one list names
 * it in X-Snapshot and keeps to it when it is sent back. Page 2 is read; a row is added that sorts ahead of it; page 2
 * by number alone then shifts (so the check can fail), and page 2 with the first answer's key does not.
 */
import { expect } from 'vitest';
import { SNAPSHOT_HEADER } from '../../../contract/keyset.js';
import type { Database } from '../../../server/db/database.js';
import { bearer, type TestApp } from './test-app.js';

export type Id = string | number;

export interface SnapshotCase {
  name: string;
  /** The URL of page 2 of a list with pages of one row (every query parameter but `snapshot`). */
  url: () => Promise<string> | string;
  /** The ids of a list answer's rows, in order. */
  ids: (body: never) => Id[];
  /** Adds a row that sorts ahead of page 2 of the list (e.g. copyRow of its newest row with a later time). */
  add: () => Promise<unknown>;
}

/** A GET answered 200: its JSON and its snapshot key. */
export async function readWith(t: TestApp, token: string, url: string) {
  const res = await t.app.inject({ url, headers: bearer(token) });
  expect(res.statusCode, res.body).toBe(200);
  const key = res.headers[SNAPSHOT_HEADER.toLowerCase()];
  return { body: res.json() as never, snapshot: typeof key === 'string' ? key : null };
}

export async function expectSnapshotKept(t: TestApp, token: string, c: SnapshotCase): Promise<void> {
  const url = await c.url();
  const before = await readWith(t, token, url);
  const key = before.snapshot;
  expect(key, `${c.name}: X-Snapshot`).toMatch(/^\d+$/);
  expect(c.ids(before.body).length, `${c.name}: page 2 should hold a row`).toBeGreaterThan(0);
  await c.add();
  const shifted = await readWith(t, token, url);
  expect(c.ids(shifted.body), `${c.name}: page numbers alone should have slipped`).not.toEqual(c.ids(before.body));
  const held = await readWith(t, token, `${url}${url.includes('?') ? '&' : '?'}snapshot=${key}`);
  expect(c.ids(held.body), c.name).toEqual(c.ids(before.body));
  expect(held.snapshot).toBe(key);
}

let nextId = 950_000;

/** A copy of one row of `table` (by `id`) with `changes` and a fresh id above the seed's; answers the new id. */
export async function copyRow(
  t: TestApp,
  table: keyof Database,
  id: Id,
  changes: Record<string, unknown> = {},
): Promise<number> {
  const db = t.database.handle.db;
  const row = (await db
    .selectFrom(table)
    .selectAll()
    .where('id' as never, '=', id as never)
    .executeTakeFirstOrThrow()) as Record<string, unknown>;
  const fresh = ++nextId;
  await db
    .insertInto(table)
    .values({ ...row, ...changes, id: fresh } as never)
    .execute();
  return fresh;
}

/** The largest value of `column` in `table` (a time, an id), as a number. */
export async function maxOf(t: TestApp, table: keyof Database, column: string): Promise<number> {
  const r = (await t.database.handle.db
    .selectFrom(table)
    .select((eb) => eb.fn.max(column as never).as('m'))
    .executeTakeFirstOrThrow()) as { m: unknown };
  return Number(r.m);
}
