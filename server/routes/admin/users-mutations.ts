import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import { USER_CALLS } from '../../../contract/admin/calls.js';
import type { AppDeps } from '../../app-deps.js';
import type { Database } from '../../db/database.js';
import { principalOf } from '../../plugins/auth.js';
import { RequestError } from '../../plugins/validation.js';
import { auditedVersionedEdit } from './versioned-edit.js';
import { writeAudit } from '../../repositories/audit.js';
import { requestsInvolving } from '../../repositories/maker-checker.js';
import { firstUnknownRole, replaceStaffRoles } from '../../repositories/roles.js';
import { revokeSessionsOf } from '../../repositories/sessions.js';
import {
  deleteUser,
  emailOwner,
  findUser,
  insertUser,
  unlockSignIn,
  updateUser,
  type UserRecord,
} from '../../repositories/users.js';
import { serve } from '../declared.js';
import { expectedVersion, isUniqueViolation, STALE_MESSAGE } from './simple-rest.js';
import { idParams, NOT_FOUND_MESSAGE, userCreateBody, userRecord, userUpdateBody } from './users-schema.js';

const DUPLICATE_EMAIL = 'email: a user with this e-mail already exists';
export const KEEPS_APPROVALS_MESSAGE =
  'This user raised or decided approval requests, which must keep who did them: disable the user instead of deleting them.';

async function getUser(db: Kysely<Database>, id: number): Promise<UserRecord> {
  const user = await findUser(db, id);
  if (!user) throw new RequestError(404, NOT_FOUND_MESSAGE);
  return user;
}

async function checkRoles(db: Kysely<Database>, roleIds: readonly number[] | undefined): Promise<void> {
  const missing = await firstUnknownRole(db, roleIds ?? []);
  if (missing !== undefined)
    throw new RequestError(400, `roleIds: there is no role ${missing}`, { roleIds: `there is no role ${missing}` });
}

async function checkEmailFree(db: Kysely<Database>, email: string | undefined, exceptId?: number): Promise<void> {
  if (email !== undefined && (await emailOwner(db, email, exceptId)) !== undefined)
    throw new RequestError(409, DUPLICATE_EMAIL, { email: 'a user with this e-mail already exists' });
}

/** A racing duplicate e-mail reaches the unique index: the same 409 as the check before it. */
const duplicateAsConflict = (error: unknown): never => {
  if (isUniqueViolation(error))
    throw new RequestError(409, DUPLICATE_EMAIL, { email: 'a user with this e-mail already exists' });
  throw error;
};

/** Create, update (optimistic, by version), delete and OTP unlock; each writes one audit row with the change. */
export async function userMutationRoutes(app: FastifyInstance, { db }: AppDeps): Promise<void> {
  serve(app, USER_CALLS.create, { body: userCreateBody, response: { 201: userRecord } }, async (request, reply) => {
    const body = request.body;
    const actor = principalOf(request);
    const now = Date.now();
    const created = await db
      .transaction()
      .execute(async (trx) => {
        await checkRoles(trx, body.roleIds);
        await checkEmailFree(trx, body.email);
        const id = await insertUser(trx, body, now);
        await replaceStaffRoles(trx, id, body.roleIds ?? []);
        const after = await getUser(trx, id);
        await writeAudit(trx, { actor, action: 'user.create', entity: 'staff', entityId: id, after, at: now });
        return after;
      })
      .catch(duplicateAsConflict);
    reply.code(201);
    return created;
  });

  serve(
    app,
    USER_CALLS.update,
    { params: idParams, body: userUpdateBody, response: { 200: userRecord } },
    async (request) => {
      const { id } = request.params;
      const { version: bodyVersion, roleIds, ...changes } = request.body;
      const version = expectedVersion(bodyVersion, request.headers['if-match']);
      if (version === undefined)
        throw new RequestError(400, 'version: send the version of the record you opened', {
          version: 'send the version of the record you opened',
        });
      const actor = principalOf(request);
      const now = Date.now();
      const audit = { actor, action: 'user.update', entity: 'staff', entityId: id, at: now };
      try {
        return await auditedVersionedEdit(db, audit, async (trx) => {
          const before = await getUser(trx, id);
          if (before.version !== version) throw new RequestError(412, STALE_MESSAGE);
          await checkRoles(trx, roleIds);
          if (changes.email !== before.email) await checkEmailFree(trx, changes.email, id);
          if (!(await updateUser(trx, id, version, changes, now))) throw new RequestError(412, STALE_MESSAGE);
          if (roleIds) await replaceStaffRoles(trx, id, roleIds);
          if (changes.disabled === true) await revokeSessionsOf(trx, id, now);
          return { before, after: await getUser(trx, id) };
        });
      } catch (error) {
        return duplicateAsConflict(error);
      }
    },
  );

  serve(app, USER_CALLS.delete, { params: idParams, response: { 200: userRecord } }, async (request) => {
    const { id } = request.params;
    const actor = principalOf(request);
    if (id === actor.staffId)
      throw new RequestError(400, 'id: you cannot delete your own account', {
        id: 'you cannot delete your own account',
      });
    return db.transaction().execute(async (trx) => {
      const before = await getUser(trx, id);
      // Approval requests keep who raised and decided them (a foreign key): refuse with the reason, not a 500.
      const involved = await requestsInvolving(trx, id);
      if (involved > 0) throw new RequestError(409, KEEPS_APPROVALS_MESSAGE);
      await revokeSessionsOf(trx, id, Date.now());
      // ONE delete whose row count decides: of concurrent deletes one removes the row, the others find it gone (404).
      if (!(await deleteUser(trx, id))) throw new RequestError(404, NOT_FOUND_MESSAGE);
      await writeAudit(trx, { actor, action: 'user.delete', entity: 'staff', entityId: id, before });
      return before;
    });
  });

  /** A lock after 10 failed codes ends by itself; an administrator lifts it sooner: the USERS binding's `unlock_otp`. */
  serve(app, USER_CALLS.unlockOtp, { params: idParams, response: { 200: userRecord } }, async (request) => {
    const { id } = request.params;
    const actor = principalOf(request);
    const now = Date.now();
    return db.transaction().execute(async (trx) => {
      const before = await getUser(trx, id);
      await unlockSignIn(trx, id, now);
      const after = await getUser(trx, id);
      await writeAudit(trx, {
        actor,
        action: 'user.unlock-otp',
        entity: 'staff',
        entityId: id,
        before,
        after,
        at: now,
      });
      return after;
    });
  });
}
