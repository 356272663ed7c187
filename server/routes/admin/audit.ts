import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { AUDIT_CALLS } from '../../../contract/admin/calls.js';
import type { AppDeps } from '../../app-deps.js';
import { AUDIT_SORTS, findAudit, listAudit } from '../../repositories/audit.js';
import { serveSimpleRestList, serveSimpleRestOne } from './simple-rest-routes.js';
import { filterText, simpleRestListQuery } from './simple-rest.js';

/** A moment of the date-range filter: epoch milliseconds. */
const moment = z
  .number({ error: 'from and to must be epoch milliseconds.' })
  .int({ error: 'from and to must be epoch milliseconds.' })
  .nonnegative({ error: 'from and to must be epoch milliseconds.' })
  .optional();

/**
 * Filter by user (`actor`, part of the e-mail), kind (`entity`, `action` prefix), record (`entityId`) and time:
 * `from` (inclusive) to `to` (exclusive), epoch milliseconds; the console sends the user's local days' bounds.
 */
const auditListQuery = simpleRestListQuery(
  AUDIT_SORTS,
  { field: 'id', order: 'desc' },
  z
    .object({
      actor: filterText,
      entity: filterText,
      action: filterText,
      entityId: filterText,
      from: moment,
      to: moment,
    })
    .refine((f) => f.from === undefined || f.to === undefined || f.from <= f.to, {
      error: 'from must not be after to.',
    }),
  undefined,
  { keyset: true },
);

const auditRecord = z.object({
  id: z.number().int(),
  actorId: z.number().int().nullable(),
  actorEmail: z.string().nullable(),
  action: z.string(),
  entity: z.string(),
  entityId: z.string().nullable(),
  before: z.unknown(),
  after: z.unknown(),
  outcome: z.string(),
  createdAt: z.number(),
});

/** The audit trail, read-only on simple-rest (GET /api/admin/audit, AUDIT_CALLS). Rows are never updated or deleted. */
export async function auditRoutes(app: FastifyInstance, { db, counts }: AppDeps): Promise<void> {
  const list = { resource: 'audit', querystring: auditListQuery, record: auditRecord, paging: true };
  serveSimpleRestList(app, AUDIT_CALLS.list, list, ({ filter, ...page }) =>
    listAudit(db, counts, { ...page, ...filter }),
  );

  serveSimpleRestOne(app, AUDIT_CALLS.one, auditRecord, (id) => findAudit(db, id));
}
