import type { FastifyInstance, FastifyRequest, FastifySchema } from 'fastify';
import type { Kysely, Transaction } from 'kysely';
import type { z } from 'zod';
import type { Endpoint } from '../../../contract/endpoint.js';
import type { ApprovalRequest, Database } from '../../db/database.js';
import { principalOf, type Principal } from '../../plugins/auth.js';
import { RequestError } from '../../plugins/validation.js';
import { writeAudit } from '../../repositories/audit.js';
import { findRequest, insertRequest, toDtos } from '../../repositories/maker-checker.js';
import { decideRequest, KIND_RULES, NOT_FOUND_MESSAGE } from '../crm/maker-checker-decide.js';
import { requestDto, type RequestKind } from '../crm/maker-checker-schema.js';
import { serve } from '../declared.js';
import { conflictOnUnique } from '../once-only.js';
import { ok, okSchema } from '../success-envelope.js';

type Json = Record<string, unknown>;

export const ALREADY_PENDING = 'A request for this is already waiting for a checker.';

/** Pure: only the proposed values that differ from the current ones. */
export function changedValues(proposed: Json, current: Json): Json {
  return Object.fromEntries(Object.entries(proposed).filter(([k, v]) => v !== undefined && v !== current[k]));
}

/**
 * A maker's request of one kind into the one approvals table (the same core as limit and cashback requests), with its
 * audit row, in the caller's transaction. A second request on a target that already has one pending is a 409: checked
 * first, and held by the database (migration 0023's unique index) when two raises race past the check.
 */
export async function raiseRequest(
  trx: Kysely<Database>,
  request: FastifyRequest,
  r: {
    kind: RequestKind;
    productType?: string | null;
    targetId: number | null;
    targetVersion: number | null;
    proposed: Json;
    previous: Json | null;
    remarks: string;
    at: number;
    afterInsert?: (row: ApprovalRequest) => Promise<void>;
  },
) {
  const maker = principalOf(request);
  if (r.targetId !== null) {
    const pending = await trx
      .selectFrom('approval_requests')
      .select('id')
      .where('kind', '=', r.kind)
      .where('status', '=', 'PENDING')
      .where('target_id', '=', r.targetId)
      .executeTakeFirst();
    if (pending) throw new RequestError(409, ALREADY_PENDING);
  }
  const row = await insertRequest(trx, {
    kind: r.kind,
    productType: r.productType ?? null,
    targetId: r.targetId,
    targetVersion: r.targetVersion,
    proposed: r.proposed,
    previous: r.previous,
    maker,
    remarks: r.remarks,
    at: r.at,
  }).catch(conflictOnUnique(ALREADY_PENDING));
  await r.afterInsert?.(row);
  return auditRaised(trx, maker, r.kind, row, r.at);
}

/** A request just inserted, as its maker sees it, its creation audited (`<the kind's audit>.create`) at `at`. */
export async function auditRaised(
  trx: Kysely<Database>,
  maker: Principal,
  kind: RequestKind,
  row: ApprovalRequest,
  at: number,
) {
  const [dto] = await toDtos(trx, [row], { staffId: maker.staffId, decides: [] });
  await writeAudit(trx, {
    actor: maker,
    action: `${KIND_RULES[kind].audit}.create`,
    entity: 'approval_requests',
    entityId: row.id,
    after: dto,
    at,
  });
  return dto!;
}

/** What a raise says of its request: all but the maker's remarks and the moment, which come from the body and the clock. */
export type RaisedRequest = Omit<Parameters<typeof raiseRequest>[2], 'remarks' | 'at'>;

/**
 * Serves a declared raise of a four-eyes request: in one transaction `describe` reads what the request is on (refusing
 * with a 404, 409 … as it must) and names the request, raised with the body's remarks; 201 with `message`.
 */
export function serveRaise<B extends z.ZodType<{ remarks: string }>>(
  app: FastifyInstance,
  db: Kysely<Database>,
  endpoint: Endpoint,
  body: B,
  message: string,
  describe: (trx: Transaction<Database>, body: z.output<B>) => Promise<RaisedRequest>,
): void {
  const schema: FastifySchema = { body, response: { 201: okSchema(requestDto) } };
  serve(app, endpoint, schema, async (request, reply) => {
    const asked = request.body as z.output<B>;
    const dto = await db
      .transaction()
      .execute(async (trx) =>
        raiseRequest(trx, request, { ...(await describe(trx, asked)), remarks: asked.remarks, at: Date.now() }),
      );
    reply.code(201);
    return ok(dto, message);
  });
}

/**
 * A checker's decision through a backend's own `…/action` call: the same core as the approvals inbox (one conditional
 * update, 403 own, 409 decided, the kind's effect, one audit row). A request of another kind is unknown here (404).
 */
export async function decideOwnKind(
  db: Kysely<Database>,
  request: FastifyRequest,
  kinds: readonly RequestKind[],
  body: { requestId: number; isApproved: boolean; remarks: string },
) {
  const checker = principalOf(request);
  const dto = await db.transaction().execute(async (trx) => {
    const row = await findRequest(trx, body.requestId);
    if (!row || !kinds.includes(row.kind as RequestKind)) throw new RequestError(404, NOT_FOUND_MESSAGE);
    const kind = row.kind as RequestKind;
    return decideRequest(trx, {
      id: body.requestId,
      kind,
      isApproved: body.isApproved,
      remarks: body.remarks,
      checker,
      viewer: { staffId: checker.staffId, decides: [kind] },
      at: Date.now(),
    });
  });
  return dto!;
}
