import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { AppDeps } from '../../app-deps.js';
import { writeAudit } from '../../plugins/audit.js';
import { FORBIDDEN_MESSAGE, principalOf } from '../../plugins/auth.js';
import { holdsPermission, permissionNamesOf } from '../../plugins/permissions.js';
import { parseInput, RequestError } from '../../plugins/validation.js';
import { ok } from './envelope.js';

const idParams = z.object({ id: z.coerce.number({ error: 'Invalid user id.' }).int('Invalid user id.').positive('Invalid user id.') });

/**
 * The signed-in user's identity, roles and permissions, loaded right after sign-in (spec §4, §7.2). Anyone signed
 * in may read their own; reading someone else's needs CAN_LIST_USER.
 */
export async function crmUserRoutes(app: FastifyInstance, { db, config }: AppDeps): Promise<void> {
  const authenticated = { config: { permission: 'authenticated' as const } };

  async function allowedId(request: FastifyRequest): Promise<number> {
    const { id } = parseInput(idParams, request.params);
    const principal = principalOf(request);
    if (id !== principal.staffId && !(await holdsPermission(db, principal, 'CAN_LIST_USER'))) throw new RequestError(403, FORBIDDEN_MESSAGE);
    const exists = await db.selectFrom('staff').select('id').where('id', '=', id).executeTakeFirst();
    if (!exists) throw new RequestError(404, 'No Record Found!');
    return id;
  }

  app.get('/users/:id', authenticated, async (request) => {
    const id = await allowedId(request);
    const user = await db.selectFrom('staff').select(['id', 'name', 'email', 'mobile']).where('id', '=', id).executeTakeFirstOrThrow();
    return ok(user);
  });

  app.get('/users/:id/roles', authenticated, async (request) => {
    const id = await allowedId(request);
    const roles = await db
      .selectFrom('staff_roles as sr')
      .innerJoin('roles as r', 'r.id', 'sr.role_id')
      .select(['r.id', 'r.name'])
      .where('sr.staff_id', '=', id)
      .orderBy('r.id')
      .execute();
    return ok(roles);
  });

  app.get('/users/:id/permissions', authenticated, async (request) => {
    const id = await allowedId(request);
    const names = await permissionNamesOf(db, id, config.superAdminRoleId);
    return ok(names.map((permission_name) => ({ permission_name })));
  });

  app.post('/logout', authenticated, async (request) => {
    const principal = principalOf(request);
    const now = Date.now();
    await db.transaction().execute(async (trx) => {
      const ended = await trx.updateTable('sessions').set({ revoked_at: now }).where('id', '=', principal.sessionId).where('revoked_at', 'is', null).executeTakeFirst();
      if (Number(ended.numUpdatedRows) === 1) await writeAudit(trx, { actor: principal, action: 'auth.sign-out', entity: 'staff', entityId: principal.staffId, at: now });
    });
    return ok(null, 'Logged out successfully');
  });
}
