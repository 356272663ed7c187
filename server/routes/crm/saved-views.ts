import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import { z } from 'zod';
import { SAVED_VIEW_CALLS } from '../../../contract/saved-views/calls.js';
import {
  SAVED_VIEW_MESSAGES as M,
  createSavedViewBody,
  deleteSavedViewQuery,
  listSavedViewsQuery,
  savedViewListSchema,
  savedViewSchema,
  shareSavedViewBody,
  updateSavedViewBody,
} from '../../../contract/saved-views/schemas.js';
import type { AppDeps } from '../../app-deps.js';
import type { Database } from '../../db/database.js';
import { principalOf, type Principal } from '../../plugins/auth.js';
import { RequestError } from '../../plugins/validation.js';
import { writeAudit } from '../../repositories/audit.js';
import { rolesOfStaff } from '../../repositories/roles.js';
import * as views from '../../repositories/saved-views.js';
import { serve } from '../declared.js';
import { STALE_MESSAGE } from '../resource-routes.js';
import { idParam } from '../success-envelope.js';
import { ok, okSchema } from './envelope.js';

const NOT_FOUND = 'No Record Found!';
const params = idParam('Invalid view id.');

/** The view as its owner may change it: unknown or unseen → 404, seen but someone else's → 403. */
async function ownView(db: Kysely<Database>, principal: Principal, id: number) {
  const row = await views.findView(db, id);
  if (!row) throw new RequestError(404, NOT_FOUND);
  if (row.owner_id === principal.staffId) return row;
  const roleIds = (await rolesOfStaff(db, principal.staffId)).map((r) => r.id);
  if (row.shared_role_id === null || !roleIds.includes(row.shared_role_id)) throw new RequestError(404, NOT_FOUND);
  throw new RequestError(403, M.notOwner);
}

async function assertHoldsRole(db: Kysely<Database>, staffId: number, roleId: number | null | undefined) {
  if (roleId === null || roleId === undefined) return;
  if (!(await rolesOfStaff(db, staffId)).some((r) => r.id === roleId)) throw new RequestError(403, M.roleNotHeld);
}

async function assertNameFree(db: Kysely<Database>, ownerId: number, listKey: string, name: string, id?: number) {
  if (await views.nameTaken(db, ownerId, listKey, name, id))
    throw new RequestError(409, M.duplicate, { name: M.duplicate });
}

/**
 * Saved views (issue 18) on the CRM envelope at /saved-views: any signed-in user lists the views of a list they may
 * see (their own and those shared with one of their roles), and creates, updates, shares and deletes their own.
 * Every change is one conditional statement on owner and version, with one audit row, and takes an Idempotency-Key.
 */
export async function savedViewRoutes(app: FastifyInstance, { db }: AppDeps): Promise<void> {
  const answer = { 200: okSchema(savedViewSchema) };

  async function reload(id: number, principal: Principal) {
    const row = await views.findView(db, id);
    if (!row) throw new RequestError(404, NOT_FOUND);
    return views.toSavedView(row, principal.staffId);
  }

  serve(
    app,
    SAVED_VIEW_CALLS.list,
    { querystring: listSavedViewsQuery, response: { 200: okSchema(savedViewListSchema) } },
    async (request) => {
      const principal = principalOf(request);
      const roles = await rolesOfStaff(db, principal.staffId);
      const rows = await views.listVisibleViews(
        db,
        principal.staffId,
        roles.map((r) => r.id),
        request.query.listKey,
      );
      return ok({ views: rows.map((r) => views.toSavedView(r, principal.staffId)), roles });
    },
  );

  serve(app, SAVED_VIEW_CALLS.create, { body: createSavedViewBody, response: answer }, async (request) => {
    const principal = principalOf(request);
    const body = request.body;
    const now = Date.now();
    const id = await db.transaction().execute(async (trx) => {
      await assertHoldsRole(trx, principal.staffId, body.sharedRoleId);
      await assertNameFree(trx, principal.staffId, body.listKey, body.name);
      const created = await views.insertView(trx, principal.staffId, body, now);
      await writeAudit(trx, {
        actor: principal,
        action: 'saved-view.create',
        entity: 'saved_view',
        entityId: created,
        after: body,
        at: now,
      });
      return created;
    });
    return ok(await reload(id, principal), M.created);
  });

  serve(app, SAVED_VIEW_CALLS.update, { params, body: updateSavedViewBody, response: answer }, async (request) => {
    const principal = principalOf(request);
    const { id } = request.params;
    const { version, ...changes } = request.body;
    const now = Date.now();
    await db.transaction().execute(async (trx) => {
      const before = await ownView(trx, principal, id);
      if (changes.name !== undefined) await assertNameFree(trx, principal.staffId, before.list_key, changes.name, id);
      if (!(await views.updateView(trx, id, principal.staffId, version, changes, now)))
        throw new RequestError(412, STALE_MESSAGE);
      const after = { name: changes.name, filters: changes.filters, sort: changes.sort, columns: changes.columns };
      await writeAudit(trx, {
        actor: principal,
        action: 'saved-view.update',
        entity: 'saved_view',
        entityId: id,
        before: views.toSavedView(before, principal.staffId),
        after,
        at: now,
      });
    });
    return ok(await reload(id, principal), M.updated);
  });

  serve(app, SAVED_VIEW_CALLS.share, { params, body: shareSavedViewBody, response: answer }, async (request) => {
    const principal = principalOf(request);
    const { id } = request.params;
    const { roleId, version } = request.body;
    const now = Date.now();
    await db.transaction().execute(async (trx) => {
      const before = await ownView(trx, principal, id);
      await assertHoldsRole(trx, principal.staffId, roleId);
      if (!(await views.updateView(trx, id, principal.staffId, version, { sharedRoleId: roleId }, now)))
        throw new RequestError(412, STALE_MESSAGE);
      await writeAudit(trx, {
        actor: principal,
        action: 'saved-view.share',
        entity: 'saved_view',
        entityId: id,
        before: { sharedRoleId: before.shared_role_id },
        after: { sharedRoleId: roleId },
        at: now,
      });
    });
    return ok(await reload(id, principal), M.shared);
  });

  serve(
    app,
    SAVED_VIEW_CALLS.delete,
    { params, querystring: deleteSavedViewQuery, response: { 200: okSchema(z.null()) } },
    async (request) => {
      const principal = principalOf(request);
      const { id } = request.params;
      const now = Date.now();
      await db.transaction().execute(async (trx) => {
        const before = await ownView(trx, principal, id);
        if (!(await views.deleteView(trx, id, principal.staffId, request.query.version)))
          throw (await views.findView(trx, id))
            ? new RequestError(412, STALE_MESSAGE)
            : new RequestError(404, NOT_FOUND);
        await writeAudit(trx, {
          actor: principal,
          action: 'saved-view.delete',
          entity: 'saved_view',
          entityId: id,
          before: views.toSavedView(before, principal.staffId),
          at: now,
        });
      });
      return ok(null, M.deleted);
    },
  );
}
