import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { ROLE_CALLS } from '../../../contract/admin/calls.js';
import { isPermissionKey } from '../../../contract/permissions.js';
import type { AppDeps } from '../../app-deps.js';
import { principalOf } from '../../plugins/auth.js';
import { RequestError } from '../../plugins/validation.js';
import { auditedVersionedEdit } from './versioned-edit.js';
import {
  bumpRoleVersion,
  findRole,
  listRoles,
  replaceRolePermissions,
  ROLE_SORTS,
  type RoleRecord,
} from '../../repositories/roles.js';
import { expectedVersion, filterIds, filterText, simpleRestListQuery, STALE_MESSAGE } from './simple-rest.js';
import { serve } from '../declared.js';
import { idsAndSearch, serveSimpleRestList, serveSimpleRestOne } from './simple-rest-routes.js';
import { idParams, NOT_FOUND_MESSAGE } from './users-schema.js';

const roleListQuery = simpleRestListQuery(
  ROLE_SORTS,
  { field: 'id', order: 'asc' },
  z.object({ id: filterIds, q: filterText }),
  undefined,
  { snapshot: true },
);

const rolePermissionsBody = z.object({
  permissions: z
    .array(z.string({ error: 'must be permission keys' }), { error: 'must be a list of permission keys' })
    .max(1000),
  version: z.number({ error: 'must be the version of the record you opened' }).int().positive().optional(),
});

const roleRecord = z.object({
  id: z.number().int(),
  name: z.string(),
  description: z.string(),
  permissions: z.array(z.string()),
  version: z.number().int(),
});

/**
 * Roles and their permission sets (spec §6, /role-permission) on simple-rest; queries in repositories/roles.ts. Read
 * by whoever manages them and whoever lists users (contract/admin/calls.ts ROLE_CALLS).
 */
export async function rolesRoutes(app: FastifyInstance, { db }: AppDeps): Promise<void> {
  const getRole = async (database: typeof db, id: number): Promise<RoleRecord> => {
    const role = await findRole(database, id);
    if (!role) throw new RequestError(404, NOT_FOUND_MESSAGE);
    return role;
  };

  const list = { resource: 'roles', querystring: roleListQuery, record: roleRecord, paging: true };
  serveSimpleRestList(app, ROLE_CALLS.list, list, ({ filter, ...page }) =>
    listRoles(db, { ...page, ...idsAndSearch(filter) }),
  );

  serveSimpleRestOne(app, ROLE_CALLS.one, roleRecord, (id) => findRole(db, id));

  serve(
    app,
    ROLE_CALLS.update,
    { params: idParams, body: rolePermissionsBody, response: { 200: roleRecord } },
    async (request) => {
      const { id } = request.params;
      const body = request.body;
      const unknown = body.permissions.find((p) => !isPermissionKey(p));
      if (unknown !== undefined) throw new RequestError(400, `permissions: unknown permission key ${unknown}`);
      const version = expectedVersion(body.version, request.headers['if-match']);
      if (version === undefined) throw new RequestError(400, 'version: send the version of the record you opened');
      const actor = principalOf(request);
      const now = Date.now();
      const audit = { actor, action: 'role.permissions', entity: 'role', entityId: id, at: now };
      return auditedVersionedEdit(db, audit, async (trx) => {
        const before = await getRole(trx, id);
        if (!(await bumpRoleVersion(trx, id, version))) throw new RequestError(412, STALE_MESSAGE);
        await replaceRolePermissions(trx, id, body.permissions);
        return { before, after: await getRole(trx, id) };
      });
    },
  );
}
