import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { PERMISSION_CALLS } from '../../../contract/admin/calls.js';
import type { AppDeps } from '../../app-deps.js';
import { listPermissions, PERMISSION_SORTS } from '../../repositories/permissions.js';
import { serveSimpleRestList } from './simple-rest-routes.js';
import { filterText, simpleRestListQuery } from './simple-rest.js';

/** Without a range, the whole catalogue (it is small); filter by family, by names (getMany) or part of the name. */
const permissionListQuery = simpleRestListQuery(
  PERMISSION_SORTS,
  { field: 'family', order: 'asc' },
  z.object({
    family: filterText,
    id: z
      .union([z.string(), z.array(z.string())], { error: 'The id filter must hold permission names.' })
      .transform((v) => [v].flat())
      .optional(),
    q: filterText,
  }),
  [0, 999],
);

const permissionRecord = z.object({ id: z.string(), name: z.string(), family: z.string() });

/** The permission catalogue, read-only: [{ id: name, name, family }], for whoever manages roles or lists users. */
export async function permissionsRoutes(app: FastifyInstance, { db }: AppDeps): Promise<void> {
  const list = { resource: 'permissions', querystring: permissionListQuery, record: permissionRecord };
  serveSimpleRestList(app, PERMISSION_CALLS.list, list, async ({ filter, ...page }) => {
    const { rows, total } = await listPermissions(db, {
      ...page,
      family: filter.family || undefined,
      names: filter.id,
      search: filter.q || undefined,
    });
    return { rows: rows.map((r) => ({ id: r.name, name: r.name, family: r.family })), total };
  });
}
