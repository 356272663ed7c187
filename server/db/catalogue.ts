import type { Kysely } from 'kysely';
import { ALL_PERMISSIONS, PERMISSION_CATALOGUE } from '../../contract/permissions.js';
import type { Database } from './database.js';
import { SUPER_ADMIN_ROLE_NAME } from './seed/demo-roles.js';

/**
 * What every database needs, demo data or not (issue 42 item 1): the permission catalogue in full (a release that adds
 * permission keys adds their rows here, on the next start or `npm run migrate`) and, on a database with no role yet,
 * the super-admin role (the first role, so SUPER_ADMIN_ROLE_ID's default 1) holding every permission. Idempotent;
 * runs after the migrations, under prepareDatabase's lock.
 */
export async function ensureCatalogue(db: Kysely<Database>): Promise<{ permissionsAdded: number; roleAdded: boolean }> {
  const have = new Set((await db.selectFrom('permissions').select('name').execute()).map((p) => p.name));
  const missing = Object.entries(PERMISSION_CATALOGUE).flatMap(([family, keys]) =>
    keys.filter((name) => !have.has(name)).map((name) => ({ name, family })),
  );
  for (let i = 0; i < missing.length; i += 200)
    await db
      .insertInto('permissions')
      .values(missing.slice(i, i + 200))
      .execute();
  const anyRole = await db.selectFrom('roles').select('id').limit(1).executeTakeFirst();
  if (anyRole) return { permissionsAdded: missing.length, roleAdded: false };
  const { id } = await db
    .insertInto('roles')
    .values({ name: SUPER_ADMIN_ROLE_NAME, description: 'Access to everything' })
    .returning('id')
    .executeTakeFirstOrThrow();
  for (let i = 0; i < ALL_PERMISSIONS.length; i += 200)
    await db
      .insertInto('role_permissions')
      .values(ALL_PERMISSIONS.slice(i, i + 200).map((permission_name) => ({ role_id: id, permission_name })))
      .execute();
  return { permissionsAdded: missing.length, roleAdded: true };
}
