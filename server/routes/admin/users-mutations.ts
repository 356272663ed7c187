import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AppDeps } from '../../app-deps.js';
import { writeAudit } from '../../plugins/audit.js';
import { principalOf } from '../../plugins/auth.js';
import { parseInput, RequestError } from '../../plugins/validation.js';
import { expectedVersion, isUniqueViolation, STALE_MESSAGE } from './simple-rest.js';
import { checkRoleIds, findUser, getUser, replaceRoles, revokeSessions } from './users-repository.js';
import { idParams, userCreateBody, userUpdateBody } from './users-schema.js';

const DUPLICATE_EMAIL = 'email: a user with this e-mail already exists';

const idOf = (request: FastifyRequest) => parseInput(idParams, request.params, { namePath: true }).id;

/** Create, update (optimistic, by version), delete and OTP unlock; each writes one audit row with the change. */
export async function userMutationRoutes(app: FastifyInstance, { db }: AppDeps): Promise<void> {
  app.post('/users', { config: { permission: 'CAN_ADD_USER' } }, async (request, reply) => {
    const body = parseInput(userCreateBody, request.body, { namePath: true });
    const actor = principalOf(request);
    const now = Date.now();
    try {
      const created = await db.transaction().execute(async (trx) => {
        await checkRoleIds(trx, body.roleIds ?? []);
        if (await trx.selectFrom('staff').select('id').where('email', '=', body.email).executeTakeFirst()) throw new RequestError(409, DUPLICATE_EMAIL);
        const { id } = await trx
          .insertInto('staff')
          .values({ email: body.email, name: body.name, mobile: body.mobile ?? null, disabled: body.disabled ? 1 : 0, created_at: now, updated_at: now })
          .returning('id')
          .executeTakeFirstOrThrow();
        await replaceRoles(trx, id, body.roleIds ?? []);
        const after = await getUser(trx, id);
        await writeAudit(trx, { actor, action: 'user.create', entity: 'staff', entityId: id, after, at: now });
        return after;
      });
      return reply.code(201).send(created);
    } catch (error) {
      if (isUniqueViolation(error)) throw new RequestError(409, DUPLICATE_EMAIL);
      throw error;
    }
  });

  app.put('/users/:id', { config: { permission: 'CAN_EDIT_USER' } }, async (request) => {
    const id = idOf(request);
    const body = parseInput(userUpdateBody, request.body, { namePath: true });
    const version = expectedVersion(body.version, request.headers['if-match']);
    if (version === undefined) throw new RequestError(400, 'version: send the version of the record you opened');
    const actor = principalOf(request);
    const now = Date.now();
    try {
      return await db.transaction().execute(async (trx) => {
        const before = await getUser(trx, id);
        if (before.version !== version) throw new RequestError(412, STALE_MESSAGE);
        if (body.roleIds) await checkRoleIds(trx, body.roleIds);
        if (body.email && body.email !== before.email) {
          const taken = await trx.selectFrom('staff').select('id').where('email', '=', body.email).executeTakeFirst();
          if (taken) throw new RequestError(409, DUPLICATE_EMAIL);
        }
        const result = await trx
          .updateTable('staff')
          .set((eb) => ({
            ...(body.email !== undefined && { email: body.email }),
            ...(body.name !== undefined && { name: body.name }),
            ...(body.mobile !== undefined && { mobile: body.mobile }),
            ...(body.disabled !== undefined && { disabled: body.disabled ? 1 : 0 }),
            updated_at: now,
            version: eb('version', '+', 1),
          }))
          .where('id', '=', id)
          .where('version', '=', version)
          .executeTakeFirst();
        if (Number(result.numUpdatedRows) !== 1) throw new RequestError(412, STALE_MESSAGE);
        if (body.roleIds) await replaceRoles(trx, id, body.roleIds);
        if (body.disabled === true) await revokeSessions(trx, id, now);
        const after = await getUser(trx, id);
        await writeAudit(trx, { actor, action: 'user.update', entity: 'staff', entityId: id, before, after, at: now });
        return after;
      });
    } catch (error) {
      // A refused stale update is audited too (outside the rolled-back transaction).
      if (error instanceof RequestError && error.statusCode === 412) {
        await writeAudit(db, { actor, action: 'user.update', entity: 'staff', entityId: id, outcome: 'stale', at: now });
      }
      if (isUniqueViolation(error)) throw new RequestError(409, DUPLICATE_EMAIL);
      throw error;
    }
  });

  app.delete('/users/:id', { config: { permission: 'CAN_DELETE_USER' } }, async (request) => {
    const id = idOf(request);
    const actor = principalOf(request);
    if (id === actor.staffId) throw new RequestError(400, 'id: you cannot delete your own account');
    return db.transaction().execute(async (trx) => {
      const before = await getUser(trx, id);
      await revokeSessions(trx, id, Date.now());
      await trx.deleteFrom('staff').where('id', '=', id).execute();
      await writeAudit(trx, { actor, action: 'user.delete', entity: 'staff', entityId: id, before });
      return before;
    });
  });

  /** After 10 failed codes only an administrator lifts the lock (DESIGN.md §5); the failure count starts again. */
  app.post('/users/:id/unlock-otp', { config: { permission: 'CAN_MANAGE_ROLE_PERMISSION' } }, async (request) => {
    const id = idOf(request);
    const actor = principalOf(request);
    const now = Date.now();
    return db.transaction().execute(async (trx) => {
      const before = await findUser(trx, id);
      if (!before) throw new RequestError(404, 'No Record Found!');
      await trx
        .updateTable('staff')
        .set((eb) => ({ otp_locked: 0, updated_at: now, version: eb('version', '+', 1) }))
        .where('id', '=', id)
        .execute();
      await trx.deleteFrom('otp_failures').where('staff_id', '=', id).execute();
      const after = await getUser(trx, id);
      await writeAudit(trx, { actor, action: 'user.unlock-otp', entity: 'staff', entityId: id, before, after, at: now });
      return after;
    });
  });
}
