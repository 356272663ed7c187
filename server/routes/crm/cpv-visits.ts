import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import type { z } from 'zod';
import { CPV_CALLS, CPV_MESSAGES as M, CPV_OPEN_STATES, cpvWeekOf } from '../../../contract/cpv/calls.js';
import { cpvAssignBody, cpvCancelBody, cpvOutcomeBody } from '../../../contract/cpv/rules.js';
import { istDayOf } from '../../../contract/business-time.js';
import { maskAddress } from '../../../contract/pii.js';
import type { AppDeps } from '../../app-deps.js';
import type { Database } from '../../db/database.js';
import { principalOf } from '../../plugins/auth.js';
import { RequestError } from '../../plugins/validation.js';
import { writeAudit } from '../../repositories/audit.js';
import {
  changeCpvVisit,
  cpvStatusOf,
  findCpvVisit,
  insertCpvEvent,
  listCpvVisits,
  type CpvVisitRow,
} from '../../repositories/cpv-visits.js';
import { findCpvAgent } from '../../repositories/cpv-agents.js';
import { serve } from '../declared.js';
import { idParam, ok, okSchema, pageOfSize, pageSizeSchema } from '../success-envelope.js';
import { cpvAgentRoutes, requireAgent } from './cpv-agents.js';
import { cpvReferralRoutes } from './cpv-referral.js';
import { cpvReportRoutes } from './cpv-reports.js';
import { visitDto, visitQuery } from './cpv-schemas.js';

const toVisitDto = (v: CpvVisitRow) => ({
  id: v.id,
  merchantId: v.merchant_id,
  merchantName: v.merchant_name,
  city: v.city,
  pincode: v.pincode,
  /** Masked as every address the console answers (the city and pincode are their own fields). */
  address: maskAddress(v.address),
  status: v.status as z.infer<typeof visitDto>['status'],
  agentId: v.agent_id,
  agentName: v.agent_name,
  scheduledFor: v.scheduled_for,
  outcome: v.outcome,
  remark: v.remark,
  requestedAt: Number(v.requested_at),
  assignedAt: v.assigned_at === null ? null : Number(v.assigned_at),
  closedAt: v.closed_at === null ? null : Number(v.closed_at),
  version: Number(v.version),
});

async function requireVisit(db: Kysely<Database>, id: number): Promise<CpvVisitRow> {
  const visit = await findCpvVisit(db, id);
  if (!visit) throw new RequestError(404, M.visitNotFound);
  return visit;
}

const visitAudit = (v: CpvVisitRow) => ({
  status: v.status,
  agentId: v.agent_id,
  scheduledFor: v.scheduled_for,
  outcome: v.outcome,
  remark: v.remark,
  version: Number(v.version),
});

/**
 * One move of a visit read at `read`: the conditional UPDATE (409 when another change came first), the merchant's CPV
 * step when there is one (so the merchant 360's CPV audit shows it), one audit row; answers the visit as it is after.
 */
function moveVisit(
  db: Kysely<Database>,
  request: FastifyRequest,
  read: CpvVisitRow,
  move: {
    action: string;
    from: readonly string[];
    set: Parameters<typeof changeCpvVisit>[3];
    message: string;
    event?: (actor: string) => { action: string; to: string; remarks: string };
  },
) {
  return db.transaction().execute(async (trx) => {
    const at = Date.now();
    const actor = principalOf(request);
    const applied = await changeCpvVisit(
      trx,
      read.id,
      { statuses: move.from, version: Number(read.version) },
      { ...move.set, updated_by: actor.email },
    );
    if (!applied) {
      const agentId = move.set.agent_id;
      if (agentId != null && Number((await findCpvAgent(trx, agentId))?.active) !== 1)
        throw new RequestError(409, M.agentInactive);
      throw new RequestError(409, M.visitChanged);
    }
    if (move.event) {
      const e = move.event(actor.email);
      const from = await cpvStatusOf(trx, read.merchant_id);
      await insertCpvEvent(trx, { merchantId: read.merchant_id, from, actor: actor.email, at, ...e });
    }
    const after = (await findCpvVisit(trx, read.id))!;
    await writeAudit(trx, {
      actor,
      action: move.action,
      entity: 'cpv_visits',
      entityId: read.id,
      before: visitAudit(read),
      after: visitAudit(after),
      at,
    });
    return ok(toVisitDto(after), move.message);
  });
}

/**
 * CPV visits (issue 43 item 6): the field agents (/cpv-add-agent, cpv-agents.ts), the visits awaiting and assigned
 * (/assign-cpv, here), their outcomes by period and agent (/cpv-reports, cpv-reports.ts), and the referral-code lookup
 * (/new-merchant/referral-code, cpv-referral.ts). Every change is one conditional update with one audit row, idempotent
 * with an Idempotency-Key.
 */
export async function cpvVisitRoutes(app: FastifyInstance, { db }: AppDeps): Promise<void> {
  cpvAgentRoutes(app, db);

  serve(
    app,
    CPV_CALLS.visits,
    { querystring: visitQuery, response: { 200: okSchema(pageSizeSchema(visitDto)) } },
    async (request) => {
      const q = request.query;
      const { rows, total } = await listCpvVisits(db, q, Date.now());
      return ok(pageOfSize(rows.map(toVisitDto), q, total));
    },
  );

  serve(
    app,
    CPV_CALLS.assign,
    { params: idParam(M.visitNotFound), body: cpvAssignBody, response: { 200: okSchema(visitDto) } },
    async (request) => {
      const { agentId, scheduledFor, version } = request.body;
      const read = await requireVisit(db, request.params.id);
      if (!CPV_OPEN_STATES.includes(read.status as never)) throw new RequestError(409, M.notAssignable);
      if (Number(read.version) !== version) throw new RequestError(409, M.visitChanged);
      if (scheduledFor < istDayOf(Date.now())) throw new RequestError(400, M.pastDate, { scheduledFor: M.pastDate });
      const agent = await requireAgent(db, agentId);
      if (Number(agent.active) !== 1) throw new RequestError(409, M.agentInactive);
      if (!agent.pincodes.split(',').includes(read.pincode))
        throw new RequestError(400, M.pincodeNotServed(read.pincode), { agentId: M.pincodeNotServed(read.pincode) });
      return moveVisit(db, request, read, {
        action: read.status === 'PENDING' ? 'cpv_visit.assign' : 'cpv_visit.reassign',
        from: CPV_OPEN_STATES,
        set: { status: 'ASSIGNED', agent_id: agentId, scheduled_for: scheduledFor, assigned_at: Date.now() },
        message: M.assigned,
        event: () => ({
          action: 'VISIT_SCHEDULED',
          to: 'SCHEDULED',
          remarks: `Visit on ${scheduledFor} by ${agent.name} (field agent)`,
        }),
      });
    },
  );

  serve(
    app,
    CPV_CALLS.outcome,
    { params: idParam(M.visitNotFound), body: cpvOutcomeBody, response: { 200: okSchema(visitDto) } },
    async (request) => {
      const { outcome, remark, version } = request.body;
      const read = await requireVisit(db, request.params.id);
      if (read.status !== 'ASSIGNED') throw new RequestError(409, M.notAssigned);
      if (Number(read.version) !== version) throw new RequestError(409, M.visitChanged);
      const at = Date.now();
      const day = istDayOf(at);
      return moveVisit(db, request, read, {
        action: 'cpv_visit.outcome',
        from: ['ASSIGNED'],
        set: { status: 'VISITED', outcome, remark, closed_at: at, closed_day: day, closed_week: cpvWeekOf(day) },
        message: M.recorded,
        event: () => ({
          action: 'VISIT_DONE',
          to: 'VISITED',
          remarks: `${outcome} (${read.agent_name ?? 'field agent'}): ${remark}`,
        }),
      });
    },
  );

  serve(
    app,
    CPV_CALLS.cancel,
    { params: idParam(M.visitNotFound), body: cpvCancelBody, response: { 200: okSchema(visitDto) } },
    async (request) => {
      const { remark, version } = request.body;
      const read = await requireVisit(db, request.params.id);
      if (!CPV_OPEN_STATES.includes(read.status as never)) throw new RequestError(409, M.notAssignable);
      if (Number(read.version) !== version) throw new RequestError(409, M.visitChanged);
      const at = Date.now();
      const day = istDayOf(at);
      return moveVisit(db, request, read, {
        action: 'cpv_visit.cancel',
        from: CPV_OPEN_STATES,
        set: { status: 'CANCELLED', remark, closed_at: at, closed_day: day, closed_week: cpvWeekOf(day) },
        message: M.cancelled,
      });
    },
  );

  cpvReportRoutes(app, db);
  cpvReferralRoutes(app, db);
}
