import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import { z } from 'zod';
import { isPermissionKey } from '../../../contract/permissions.js';
import type { AppDeps } from '../../app-deps.js';
import type { Database } from '../../db/database.js';
import { writeAudit } from '../../plugins/audit.js';
import { principalOf } from '../../plugins/auth.js';
import { parseInput, RequestError } from '../../plugins/validation.js';
import { expectedVersion, idsFilter, parseSimpleRestList, setContentRange, STALE_MESSAGE } from './simple-rest.js';
import { idParams } from './users-schema.js';

export interface RoleRecord {
  id: number;
  name: string;
  description: string;
  permissions: string[];
  version: number;
}

const ROLE_SORTS = { id: 'id', name: 'name' } as const;
const READ = { config: { permission: { anyOf: ['CAN_MANAGE_ROLE_PERMISSION', 'CAN_LIST_USER'] as const } } };

const rolePermissionsBody = z.object({
  permissions: z.array(z.string({ error: 'must be permission keys' }), { error: 'must be a list of permission keys' }).max(1000),
  version: z.number({ error: 'must be the version of the record you opened' }).int().positive().optional(),
});

async function withPermissions(db: Kysely<Database>, rows: { id: number; name: string; description: string; version: number }[]): Promise<RoleRecord[]> {
  const ids = rows.map((r) => r.id);
  const grants = ids.length
    ? await db.selectFrom('role_permissions').select(['role_id', 'permission_name']).where('role_id', 'in', ids).orderBy('permission_name').execute()
    : [];
  return rows.map((r) => ({
    ...r,
    version: Number(r.version),
    permissions: grants.filter((g) => g.role_id === r.id).map((g) => g.permission_name),
  }));
}

async function getRole(db: Kysely<Database>, id: number): Promise<RoleRecord> {
  const row = await db.selectFrom('roles').select(['id', 'name', 'description', 'version']).where('id', '=', id).executeTakeFirst();
  if (!row) throw new RequestError(404, 'No Record Found!');
  const [role] = await withPermissions(db, [row]);
  return role!;
}

/** Roles and their permission sets (spec §6, /role-permission) on simple-rest. */
export async function rolesRoutes(app: FastifyInstance, { db }: AppDeps): Promise<void> {
  app.get('/roles', READ, async (request, reply) => {
    const q = parseSimpleRestList(request.query, ROLE_SORTS, { field: 'id', order: 'asc' });
    let base = db.selectFrom('roles');
    const ids = idsFilter(q.filter);
    if (ids) base = base.where('id', 'in', ids.length > 0 ? ids : [-1]);
    if (typeof q.filter.q === 'string' && q.filter.q.trim()) base = base.where('name', 'like', `%${q.filter.q.trim()}%`);
    const rows = await base.select(['id', 'name', 'description', 'version']).orderBy(q.sort, q.order).limit(q.limit).offset(q.offset).execute();
    const { n } = await base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
    setContentRange(reply, 'roles', q.offset, rows.length, Number(n));
    return withPermissions(db, rows);
  });

  app.get('/roles/:id', READ, async (request) => getRole(db, parseInput(idParams, request.params, { namePath: true }).id));

  app.put('/roles/:id', { config: { permission: 'CAN_MANAGE_ROLE_PERMISSION' } }, async (request) => {
    const { id } = parseInput(idParams, request.params, { namePath: true });
    const body = parseInput(rolePermissionsBody, request.body, { namePath: true });
    const unknown = body.permissions.find((p) => !isPermissionKey(p));
    if (unknown !== undefined) throw new RequestError(400, `permissions: unknown permission key ${unknown}`);
    const version = expectedVersion(body.version, request.headers['if-match']);
    if (version === undefined) throw new RequestError(400, 'version: send the version of the record you opened');
    const actor = principalOf(request);
    const now = Date.now();
    try {
      return await db.transaction().execute(async (trx) => {
        const before = await getRole(trx, id);
        const result = await trx
          .updateTable('roles')
          .set((eb) => ({ version: eb('version', '+', 1) }))
          .where('id', '=', id)
          .where('version', '=', version)
          .executeTakeFirst();
        if (Number(result.numUpdatedRows) !== 1) throw new RequestError(412, STALE_MESSAGE);
        await trx.deleteFrom('role_permissions').where('role_id', '=', id).execute();
        const keys = [...new Set(body.permissions)];
        if (keys.length) await trx.insertInto('role_permissions').values(keys.map((permission_name) => ({ role_id: id, permission_name }))).execute();
        const after = await getRole(trx, id);
        await writeAudit(trx, { actor, action: 'role.permissions', entity: 'role', entityId: id, before, after, at: now });
        return after;
      });
    } catch (error) {
      // A refused stale edit is audited too (outside the rolled-back transaction), as for users.
      if (error instanceof RequestError && error.statusCode === 412) {
        await writeAudit(db, { actor, action: 'role.permissions', entity: 'role', entityId: id, outcome: 'stale', at: now });
      }
      throw error;
    }
  });
}
