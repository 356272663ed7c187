import fc from 'fast-check';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { ALL_PERMISSIONS } from '../../contract/permissions.js';
import { heldKeys, holdsAny, permissionNamesOf } from '../../server/repositories/access.js';
import { createTestApp, type TestApp } from './helpers/test-app.js';

/** The one "does this principal hold key K / any of keys" question (repositories/access.ts), against each staff member's roles. */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

it('heldKeys is the keys asked for that the member holds through a role; holdsAny is "one of them"; the super-admin holds all', async () => {
  const db = t.database.handle.db;
  const staff = await db.selectFrom('staff').select('id').orderBy('id').limit(12).execute();
  for (const { id } of staff) {
    const isSuperAdmin =
      (await db
        .selectFrom('staff_roles')
        .select('role_id')
        .where('staff_id', '=', id)
        .where('role_id', '=', t.config.superAdminRoleId)
        .executeTakeFirst()) !== undefined;
    const holder = { staffId: id, isSuperAdmin };
    const names = new Set(await permissionNamesOf(db, id, t.config.superAdminRoleId));
    for (const keys of fc.sample(fc.subarray([...ALL_PERMISSIONS], { maxLength: 6 }), { seed: id, numRuns: 8 })) {
      const expected = keys.filter((k) => names.has(k));
      expect(await heldKeys(db, holder, keys), `staff ${id}: ${keys.join(',')}`).toEqual(expected);
      expect(await holdsAny(db, holder, keys)).toBe(keys.length === 0 || expected.length > 0);
    }
  }
});
