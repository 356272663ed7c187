import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import {
  BP_CALLS,
  BP_MESSAGES as M,
  BP_STATES,
  STUCK_HOURS,
  STUCK_HOURS_MAX,
} from '../../../contract/bp-resume/calls.js';
import type { AppDeps } from '../../app-deps.js';
import { RequestError } from '../../plugins/validation.js';
import { writeAudit } from '../../repositories/audit.js';
import { countOf } from '../../repositories/newest-first.js';
import { serveInTransaction } from '../common/transaction-action.js';
import { serve } from '../declared.js';
import { pageParam, sizeParam } from '../paging.js';
import { idParam, ok, okSchema, pageOfSize, pageSizeSchema } from '../success-envelope.js';

const journeyDto = z.object({
  id: z.number(),
  kind: z.string(),
  merchantId: z.string(),
  step: z.string(),
  state: z.enum(BP_STATES),
  failure: z.string().nullable(),
  lastStepAt: z.number(),
  version: z.number(),
  createdAt: z.number(),
});
const stepDto = z.object({
  id: z.number(),
  step: z.string(),
  outcome: z.string(),
  detail: z.string().nullable(),
  actor: z.string().nullable(),
  at: z.number(),
});

const listQuery = z.object({
  state: z.enum(['IN_PROGRESS', 'FAILED']).optional(),
  merchantId: z.string().trim().max(20).optional(),
  stuckHours: z.coerce.number().int().min(1).max(STUCK_HOURS_MAX).default(STUCK_HOURS),
  page: pageParam(0),
  size: sizeParam(20),
});
const resumeBody = z.object({
  version: z.number().int().min(0),
  remarks: z.string().trim().min(1, 'Remarks are required.').max(300),
});

const toDto = (r: Record<string, unknown>): z.infer<typeof journeyDto> => ({
  id: Number(r.id),
  kind: String(r.kind),
  merchantId: String(r.merchant_id),
  step: String(r.step),
  state: r.state as z.infer<typeof journeyDto>['state'],
  failure: (r.failure as string | null) ?? null,
  lastStepAt: Number(r.last_step_at),
  version: Number(r.version),
  createdAt: Number(r.created_at),
});

/**
 * /bp-resume (issue 46 item 5): merchant-onboarding journeys stuck (not completed, no step for `stuckHours`), oldest
 * first; a journey's steps; resuming a FAILED one from its failed step: one conditional update at the version seen
 * (20 at once: one resumes, the rest 409), its step row and one audit row, in one transaction.
 */
export async function bpJourneyRoutes(app: FastifyInstance, { db }: AppDeps): Promise<void> {
  serve(
    app,
    BP_CALLS.journeys,
    { querystring: listQuery, response: { 200: okSchema(pageSizeSchema(journeyDto)) } },
    async (request) => {
      const q = request.query;
      let base = db
        .selectFrom('bp_journeys')
        .where('state', '!=', 'COMPLETED')
        .where('last_step_at', '<=', Date.now() - q.stuckHours * 3_600_000);
      if (q.state) base = base.where('state', '=', q.state);
      if (q.merchantId) base = base.where('merchant_id', '=', q.merchantId);
      const [rows, total] = await Promise.all([
        base
          .selectAll()
          .orderBy('last_step_at', 'asc')
          .orderBy('id', 'asc')
          .limit(q.size)
          .offset(q.page * q.size)
          .execute(),
        countOf(base),
      ]);
      return ok(pageOfSize(rows.map(toDto), q, total));
    },
  );

  serve(app, BP_CALLS.steps, { params: idParam(), response: { 200: okSchema(z.array(stepDto)) } }, async (request) => {
    const journey = await db
      .selectFrom('bp_journeys')
      .select('id')
      .where('id', '=', request.params.id)
      .executeTakeFirst();
    if (!journey) throw new RequestError(404, M.notFound);
    const steps = await db
      .selectFrom('bp_journey_steps')
      .selectAll()
      .where('journey_id', '=', request.params.id)
      .orderBy('at')
      .orderBy('id')
      .execute();
    return ok(steps.map((s) => ({ ...s, id: Number(s.id), at: Number(s.at) })));
  });

  serveInTransaction(
    app,
    db,
    BP_CALLS.resume,
    { body: resumeBody, data: journeyDto, params: idParam() },
    async (trx, body, who, request) => {
      const id = (request.params as { id: number }).id;
      const before = await trx.selectFrom('bp_journeys').selectAll().where('id', '=', id).executeTakeFirst();
      if (!before) throw new RequestError(404, M.notFound);
      const at = Date.now();
      const moved = await trx
        .updateTable('bp_journeys')
        .set((eb) => ({ state: 'IN_PROGRESS', failure: null, last_step_at: at, version: eb('version', '+', 1) }))
        .where('id', '=', id)
        .where('state', '=', 'FAILED')
        .where('version', '=', body.version)
        .executeTakeFirst();
      if (Number(moved.numUpdatedRows) !== 1) throw new RequestError(409, M.notFailed);
      await trx
        .insertInto('bp_journey_steps')
        .values({ journey_id: id, step: before.step, outcome: 'RESUMED', detail: body.remarks, actor: who.email, at })
        .execute();
      const after = await trx.selectFrom('bp_journeys').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
      await writeAudit(trx, {
        actor: who,
        action: 'bp_journey.resume',
        entity: 'bp_journeys',
        entityId: id,
        before: toDto(before),
        after: { ...toDto(after), remarks: body.remarks },
        at,
      });
      return ok(toDto(after), M.resumed);
    },
  );
}
