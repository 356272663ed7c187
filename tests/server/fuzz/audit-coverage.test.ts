import { afterAll, beforeAll, expect, it } from 'vitest';
import { writeAudit } from '../../../server/repositories/audit.js';
import { createTestApp, type TestApp } from '../helpers/test-app.js';
import { auditGaps, changedIds, takeSnapshot } from './audit-coverage.js';

/** The fuzz suite's audit check can fail: a write without its audit row, and an audit row without its write. */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t?.close());

it('changedIds: added, removed and changed rows', () => {
  const before = new Map([
    ['1', 'a'],
    ['2', 'b'],
    ['3', 'c'],
  ]);
  const after = new Map([
    ['1', 'a'],
    ['2', 'B'],
    ['4', 'd'],
  ]);
  expect([...changedIds(before, after)].sort()).toEqual(['2', '3', '4']);
});

it('reports a row written without an audit row and an audit row without a change', async () => {
  const db = t.database.handle.db;
  const before = await takeSnapshot(db);
  expect(await auditGaps(db, before)).toEqual([]);
  await db
    .updateTable('notifications')
    .set((eb) => ({ version: eb('version', '+', 1) }))
    .where('id', '=', 1)
    .execute();
  await writeAudit(db, { actor: null, action: 'offer.update', entity: 'offers', entityId: 2, before: {}, after: {} });
  expect(await auditGaps(db, before)).toEqual([
    'notifications 1 changed without an audit row',
    expect.stringMatching(/^audit \d+ \(offer.update offers 2\) without a change$/),
  ]);
});
