import type { FastifyInstance } from 'fastify';
import type { Kysely, Transaction } from 'kysely';
import { z } from 'zod';
import type { GuardrailCalls } from '../../../contract/investments/guardrail-calls.js';
import {
  GUARDRAIL_LIMITS,
  guardrailChangeBody,
  guardrailStatusBody,
  NO_GUARDRAIL_CHANGE,
  requestDecisionBody,
} from '../../../contract/investments/index.js';
import type { Database } from '../../db/database.js';
import { principalOf } from '../../plugins/auth.js';
import { RequestError } from '../../plugins/validation.js';
import { findGuardrail, guardrailValues, listGuardrails, type GuardrailTable } from '../../repositories/guardrails.js';
import { listRequests, toDtos } from '../../repositories/maker-checker.js';
import { NOT_FOUND_MESSAGE } from '../crm/maker-checker-decide.js';
import { requestDto, type RequestKind } from '../crm/maker-checker-schema.js';
import type { RouteModule } from '../common/route-sequence.js';
import { serve } from '../declared.js';
import { pageParam, sizeParam } from '../paging.js';
import { ok, okSchema, paged, pagedSchema } from '../success-envelope.js';
import { changedValues, decideOwnKind, serveRaise, type RaisedRequest } from './request-flow.js';

export const GUARDRAIL_REQUEST_RAISED = 'Guardrail change request raised; it applies once a checker approves it.';
export const GUARDRAIL_STATUS_RAISED = 'Guardrail status request raised; it applies once a checker approves it.';
export const SAME_STATUS = 'The guardrail already has this status.';

export const guardrailDto = z.object({
  id: z.number().int(),
  scope: z.string(),
  name: z.string(),
  max_amount: z.number(),
  daily_max_count: z.number(),
  daily_max_amount: z.number(),
  status: z.string(),
  updatedBy: z.string().nullable(),
  updatedAt: z.number(),
  version: z.number().int(),
  pendingRequestId: z.number().int().nullable(),
});

const auditQuery = z.object({ page: pageParam(1), limit: sizeParam(20) });

export interface GuardrailFamily {
  calls: GuardrailCalls;
  table: GuardrailTable;
  kind: RequestKind;
}

/** The guardrail routes of `family` as a backend's route module. */
export const guardrailsOf =
  (family: GuardrailFamily): RouteModule =>
  (app, deps) =>
    guardrailRoutes(app, deps.db, family);

/**
 * One family of guardrails (deposit on the investment backend, payout on the payouts backend) at its `calls`: list, raise a
 * change, raise an (de)activation, decide (`…/action`), and the audit of every request on them. Changes apply only
 * when a second user approves (the one maker-checker core); each mutation writes one audit row; all idempotent.
 */
export async function guardrailRoutes(
  app: FastifyInstance,
  db: Kysely<Database>,
  family: GuardrailFamily,
): Promise<void> {
  const { calls, table, kind } = family;

  serve(app, calls.guardrails, { response: { 200: okSchema(z.array(guardrailDto)) } }, async () =>
    ok(await listGuardrails(db, table, kind)),
  );

  /** A raise on one guardrail: its current values read in the transaction (404 when gone), `proposedOf` the change asked of them. */
  const raiseOn =
    <B extends { guardrailId: number }>(
      proposedOf: (body: B, current: Record<string, unknown>) => Record<string, unknown>,
    ) =>
    async (trx: Transaction<Database>, asked: B): Promise<RaisedRequest> => {
      const guardrail = await findGuardrail(trx, table, asked.guardrailId, kind);
      if (!guardrail) throw new RequestError(404, NOT_FOUND_MESSAGE);
      const previous = guardrailValues(guardrail);
      return {
        kind,
        productType: guardrail.scope,
        targetId: guardrail.id,
        targetVersion: guardrail.version,
        proposed: proposedOf(asked, previous),
        previous: { name: guardrail.name, ...previous },
      };
    };

  serveRaise(
    app,
    db,
    calls.raiseGuardrailChange,
    guardrailChangeBody,
    GUARDRAIL_REQUEST_RAISED,
    raiseOn((caps: z.output<typeof guardrailChangeBody>, current) => {
      const proposed = changedValues(Object.fromEntries(GUARDRAIL_LIMITS.map((f) => [f, caps[f]])), current);
      if (Object.keys(proposed).length === 0) throw new RequestError(400, NO_GUARDRAIL_CHANGE);
      return proposed;
    }),
  );

  serveRaise(
    app,
    db,
    calls.raiseGuardrailStatus,
    guardrailStatusBody,
    GUARDRAIL_STATUS_RAISED,
    raiseOn(({ status }: z.output<typeof guardrailStatusBody>, current) => {
      if (current.status === status) throw new RequestError(409, SAME_STATUS);
      return { status };
    }),
  );

  serve(
    app,
    calls.decideGuardrailRequest,
    { body: requestDecisionBody, response: { 200: okSchema(requestDto) } },
    async (request) => {
      const dto = await decideOwnKind(db, request, [kind], request.body);
      return ok(dto, request.body.isApproved ? 'Request approved' : 'Request rejected');
    },
  );

  serve(
    app,
    calls.guardrailAudit,
    { querystring: auditQuery, response: { 200: okSchema(pagedSchema(requestDto)) } },
    async (request) => {
      const { page, limit } = request.query;
      const { rows, total } = await listRequests(db, { kind, page: page - 1, size: limit }, [kind]);
      const viewer = principalOf(request);
      const content = await toDtos(db, rows, { staffId: viewer.staffId, decides: [] });
      return ok(paged(content, page, limit, total));
    },
  );
}
