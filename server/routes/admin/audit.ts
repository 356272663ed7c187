import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { AUDIT_CALLS } from '../../../contract/admin/calls.js';
import type { AppDeps } from '../../app-deps.js';
import { RequestError } from '../../plugins/validation.js';
import { AUDIT_SORTS, findAudit, listAudit } from '../../repositories/audit.js';
import { serve } from '../declared.js';
import { sendPaging } from '../paging.js';
import { filterText, setContentRange, simpleRestListQuery } from './simple-rest.js';
import { idParams, NOT_FOUND_MESSAGE } from './users-schema.js';

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
  serve(
    app,
    AUDIT_CALLS.list,
    { querystring: auditListQuery, response: { 200: z.array(auditRecord) } },
    async (request, reply) => {
      const { filter, ...page } = request.query;
      const { rows, total, ...paging } = await listAudit(db, counts, { ...page, ...filter });
      setContentRange(reply, 'audit', page.offset, rows.length, total);
      sendPaging(reply, paging);
      return rows;
    },
    { refusal: { querystring: 'bare' } },
  );

  serve(app, AUDIT_CALLS.one, { params: idParams, response: { 200: auditRecord } }, async (request) => {
    const row = await findAudit(db, request.params.id);
    if (!row) throw new RequestError(404, NOT_FOUND_MESSAGE);
    return row;
  });
}
