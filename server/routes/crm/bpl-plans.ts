import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import { z } from 'zod';
import { bplChangeBody } from '../../../contract/paylater-admin/bpl-bodies.js';
import { PAYLATER_ADMIN_CALLS as CALLS } from '../../../contract/paylater-admin/calls.js';
import { BPL_MESSAGES as M, BPL_PLAN_CHANGE_KIND, BPL_STATES } from '../../../contract/paylater-admin/bpl-rules.js';
import type { AppDeps } from '../../app-deps.js';
import type { Database } from '../../db/database.js';
import { RequestError } from '../../plugins/validation.js';
import {
  changedTerms,
  consumersPerPlan,
  findPlan,
  pendingPlanChanges,
  termsOf,
  type BplPlanRow,
} from '../../repositories/bpl-plans.js';
import { serveStatusMove } from '../common/status-move.js';
import { serveRaise } from '../investment/request-flow.js';
import { serve } from '../declared.js';
import { ok, okSchema } from '../success-envelope.js';

const termsDto = z.object({
  minLimit: z.number(),
  maxLimit: z.number(),
  billingDay: z.number(),
  interestFreeDays: z.number(),
  lateFee: z.number(),
  interestRate: z.number(),
});
const planDto = z.object({
  id: z.number(),
  code: z.string(),
  name: z.string(),
  segment: z.string(),
  terms: termsDto,
  state: z.enum(BPL_STATES),
  consumers: z.number(),
  pendingRequestId: z.number().nullable(),
  version: z.number(),
  updatedBy: z.string().nullable(),
  updatedAt: z.number().nullable(),
});

const toDto = (row: BplPlanRow, consumers: number, pendingRequestId: number | null) => ({
  id: Number(row.id),
  code: row.code,
  name: row.name,
  segment: row.segment,
  terms: termsOf(row),
  state: row.status as (typeof BPL_STATES)[number],
  consumers,
  pendingRequestId,
  version: Number(row.version),
  updatedBy: row.updated_by,
  updatedAt: row.updated_at === null ? null : Number(row.updated_at),
});

const MOVES = {
  bplPause: { from: 'ACTIVE', to: 'PAUSED', done: M.paused, action: 'bpl_plan.pause' },
  bplResume: { from: 'PAUSED', to: 'ACTIVE', done: M.resumed, action: 'bpl_plan.resume' },
} as const;

/**
 * BPL credit plans (issue 46 item 2, /bpl): every plan with the consumers on it (one aggregate query over consumer
 * data); a change to a plan's terms raised under four eyes (BPL_PLAN_CHANGE: validated here, min ≤ max and each term
 * within its bounds; the checker reads old → new per changed term; one pending per plan); pause and resume by ops
 * (one conditional update at the version seen, one audit row).
 */
export async function bplPlanRoutes(app: FastifyInstance, { db }: AppDeps): Promise<void> {
  serve(app, CALLS.bplPlans, { response: { 200: okSchema(z.array(planDto)) } }, async () => {
    const [rows, counts, pending] = await Promise.all([
      db.selectFrom('bpl_plans').selectAll().orderBy('segment').orderBy('min_limit').orderBy('id').execute(),
      consumersPerPlan(db),
      pendingPlanChanges(db),
    ]);
    return ok(rows.map((r) => toDto(r, counts.get(Number(r.id)) ?? 0, pending.get(Number(r.id)) ?? null)));
  });

  serveRaise(app, db, CALLS.bplRaiseChange, bplChangeBody, M.raised, async (trx, body) => {
    const row = await findPlan(trx, body.planId);
    if (!row) throw new RequestError(404, M.notFound);
    if (Number(row.version) !== body.version) throw new RequestError(412, M.stale);
    const { previous, proposed } = changedTerms(termsOf(row), body.terms);
    if (Object.keys(proposed).length === 0) throw new RequestError(400, M.noChange);
    return {
      kind: BPL_PLAN_CHANGE_KIND,
      productType: null,
      targetId: Number(row.id),
      targetVersion: Number(row.version),
      proposed: { plan: row.name, ...proposed },
      previous: { plan: row.name, ...previous },
    };
  });

  const dtoNow = async (trx: Kysely<Database>, row: BplPlanRow) => {
    const id = Number(row.id);
    return toDto(row, (await consumersPerPlan(trx)).get(id) ?? 0, (await pendingPlanChanges(trx)).get(id) ?? null);
  };
  for (const how of Object.keys(MOVES) as (keyof typeof MOVES)[])
    serveStatusMove(app, db, CALLS[how], {
      table: 'bpl_plans',
      ...MOVES[how],
      messages: { notFound: M.notFound, moved: M.moved, stale: M.stale },
      data: planDto,
      find: findPlan,
      dto: dtoNow,
    });
}
