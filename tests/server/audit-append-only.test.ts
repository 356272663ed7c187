import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AUDIT_APPEND_ONLY_MESSAGE } from '../../server/db/migrations/0030_housekeeping.js';
import { writeAudit } from '../../server/repositories/audit.js';
import { createTestApp, type TestApp } from './helpers/test-app.js';

/** DESIGN.md §5, issue 42 item 6: the audit trail is append-only in the database, whatever the application asks. */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const db = () => t.database.handle.db;
const rows = () => db().selectFrom('audit_log').selectAll().orderBy('id').execute();

describe('the audit trail is append-only', () => {
  it('inserts work', async () => {
    const before = (await rows()).length;
    await writeAudit(db(), {
      actor: { staffId: 6, email: 'support@console.example' },
      action: 'test.append',
      entity: 'staff',
      entityId: 6,
      after: { note: 'kept' },
    });
    expect(await rows()).toHaveLength(before + 1);
  });

  it('an UPDATE through the application’s connection fails with a clear error and changes nothing', async () => {
    const before = await rows();
    expect(before.length).toBeGreaterThan(0);
    await expect(db().updateTable('audit_log').set({ outcome: 'rewritten' }).execute()).rejects.toThrow(
      AUDIT_APPEND_ONLY_MESSAGE,
    );
    await expect(
      db().updateTable('audit_log').set({ action: 'x' }).where('action', '=', 'test.append').execute(),
    ).rejects.toThrow(/UPDATE refused/);
    expect(await rows()).toEqual(before);
  });

  it('a DELETE fails with a clear error and deletes nothing, with or without a WHERE', async () => {
    const before = await rows();
    await expect(db().deleteFrom('audit_log').where('action', '=', 'test.append').execute()).rejects.toThrow(
      /append-only.*DELETE refused/,
    );
    await expect(db().deleteFrom('audit_log').execute()).rejects.toThrow(AUDIT_APPEND_ONLY_MESSAGE);
    expect(await rows()).toEqual(before);
  });

  it('inside a transaction the refusal rolls the whole transaction back', async () => {
    const before = await rows();
    await expect(
      db()
        .transaction()
        .execute(async (trx) => {
          await writeAudit(trx, { actor: null, action: 'test.rolled-back', entity: 'staff', entityId: null });
          await trx.deleteFrom('audit_log').where('action', '=', 'test.append').execute();
        }),
    ).rejects.toThrow(AUDIT_APPEND_ONLY_MESSAGE);
    expect(await rows()).toEqual(before);
  });

  it.runIf(Boolean(process.env.TEST_DATABASE_URL))('PostgreSQL: TRUNCATE is refused too', async () => {
    const before = await rows();
    await expect(sql`truncate audit_log`.execute(db())).rejects.toThrow(/append-only.*TRUNCATE refused/);
    expect(await rows()).toEqual(before);
  });
});
