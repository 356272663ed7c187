import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import type { AppDeps } from '../../app-deps.js';
import type { Database } from '../../db/database.js';
import { writeAudit } from '../../plugins/audit.js';
import { principalOf } from '../../plugins/auth.js';
import { sendIdempotent } from '../../plugins/idempotency.js';
import { permissionNamesOf } from '../../plugins/permissions.js';
import { parseInput, RequestError } from '../../plugins/validation.js';
import { ok } from './envelope.js';
import { decideRequest, KIND_RULES, NOT_FOUND_MESSAGE } from './maker-checker-decide.js';
import { findRequest, insertRequest, limitValuesOf, listRequests, toDtos, type Viewer } from './maker-checker-repository.js';
import {
  cashbackRequestBody,
  decisionBody,
  idParams,
  LIMIT_FIELDS,
  limitRequestBody,
  listQuery,
  REQUEST_KINDS,
  type RequestKind,
} from './maker-checker-schema.js';

export const LIMIT_REQUEST_PLACED = 'Limit update request placed successfully!';
export const CASHBACK_REQUEST_PLACED = 'Cashback request placed successfully!';
const NO_CHANGE = 'Propose at least one new limit value.';

const ANY_MAKER_CHECKER = { anyOf: ['CAN_SUBMIT_LIMIT_REQUEST', 'CAN_APPROVE_LIMIT_REQUEST', 'CAN_SUBMIT_CASHBACK_REQUEST', 'CAN_APPROVE_CASHBACK_REQUEST'] } as const;
const LIMIT_PEOPLE = { anyOf: ['CAN_SUBMIT_LIMIT_REQUEST', 'CAN_APPROVE_LIMIT_REQUEST'] } as const;
const CASHBACK_READERS = { anyOf: ['CAN_SUBMIT_CASHBACK_REQUEST', 'CAN_APPROVE_CASHBACK_REQUEST'] } as const;

/** The kinds a staff member may see (submit or approve) and decide (approve), from the database. */
async function viewerOf(db: Kysely<Database>, request: FastifyRequest, superAdminRoleId: number): Promise<Viewer & { sees: RequestKind[] }> {
  const held = new Set(await permissionNamesOf(db, principalOf(request).staffId, superAdminRoleId));
  const sees = REQUEST_KINDS.filter((k) => held.has(KIND_RULES[k].approve) || held.has(KIND_RULES[k].submit));
  const decides = REQUEST_KINDS.filter((k) => held.has(KIND_RULES[k].approve));
  return { staffId: principalOf(request).staffId, sees, decides };
}

/**
 * Maker-checker on the CRM API (spec §3.4, §6, §7.3), at /api/crm/maker/checker: list and read requests, raise a
 * limit change or a goodwill cashback, decide one. Creates and decisions take an Idempotency-Key; each writes one
 * audit row in its own transaction.
 */
export async function makerCheckerRoutes(app: FastifyInstance, { db, config }: AppDeps): Promise<void> {
  const list = async (request: FastifyRequest, forced: Partial<{ kind: RequestKind }> = {}) => {
    const q = { ...parseInput(listQuery, request.query, { namePath: true }), ...forced };
    const viewer = await viewerOf(db, request, config.superAdminRoleId);
    const { rows, total } = await listRequests(db, q, viewer.sees);
    const content = await toDtos(db, rows, viewer);
    return ok({ content, page: q.page, size: q.size, totalElements: total, totalPages: Math.ceil(total / q.size) });
  };

  app.get('/maker/checker/requests', { config: { permission: ANY_MAKER_CHECKER } }, (request) => list(request));
  app.get('/maker/checker/cashback', { config: { permission: CASHBACK_READERS } }, (request) => list(request, { kind: 'CASHBACK' }));

  app.get('/maker/checker/requests/:id', { config: { permission: ANY_MAKER_CHECKER } }, async (request) => {
    const { id } = parseInput(idParams, request.params);
    const viewer = await viewerOf(db, request, config.superAdminRoleId);
    const row = await findRequest(db, id);
    if (!row || !viewer.sees.includes(row.kind as RequestKind)) throw new RequestError(404, NOT_FOUND_MESSAGE);
    const [dto] = await toDtos(db, [row], viewer);
    return ok(dto);
  });

  app.get('/maker/checker/limit/configs', { config: { permission: LIMIT_PEOPLE } }, async () => {
    const rows = await db.selectFrom('transaction_limits').selectAll().orderBy('transaction_type').orderBy('txn_indicator').orderBy('id').execute();
    return ok(rows.map((r) => ({ id: r.id, transactionType: r.transaction_type, txnIndicator: r.txn_indicator, status: r.status, version: r.version, ...limitValuesOf(r) })));
  });

  app.post('/maker/checker/limit/request', { config: { permission: KIND_RULES.LIMIT.submit } }, async (request, reply) => {
    const body = parseInput(limitRequestBody, request.body, { namePath: true });
    const maker = principalOf(request);
    return sendIdempotent(db, request, reply, async (trx) => {
      const limit = await trx.selectFrom('transaction_limits').selectAll().where('id', '=', body.limit_id).executeTakeFirst();
      if (!limit) throw new RequestError(404, NOT_FOUND_MESSAGE);
      const previous = limitValuesOf(limit);
      const proposed = Object.fromEntries(LIMIT_FIELDS.filter((f) => body[f] !== undefined && body[f] !== previous[f]).map((f) => [f, body[f]]));
      if (Object.keys(proposed).length === 0) throw new RequestError(400, NO_CHANGE);
      const at = Date.now();
      const row = await insertRequest(trx, {
        kind: 'LIMIT',
        productType: null,
        targetId: limit.id,
        targetVersion: limit.version,
        proposed,
        previous,
        maker,
        remarks: body.remarks,
        at,
      });
      const [dto] = await toDtos(trx, [row], { staffId: maker.staffId, decides: [] });
      await writeAudit(trx, { actor: maker, action: 'limit_request.create', entity: 'approval_requests', entityId: row.id, after: dto, at });
      return { status: 201, body: ok(dto, LIMIT_REQUEST_PLACED) };
    });
  });

  app.post('/maker/checker/cashback/request', { config: { permission: KIND_RULES.CASHBACK.submit } }, async (request, reply) => {
    const body = parseInput(cashbackRequestBody, request.body, { namePath: true });
    const maker = principalOf(request);
    return sendIdempotent(db, request, reply, async (trx) => {
      const at = Date.now();
      const { productType, remarks, ...proposed } = body;
      const row = await insertRequest(trx, { kind: 'CASHBACK', productType, targetId: null, targetVersion: null, proposed, previous: null, maker, remarks, at });
      const [dto] = await toDtos(trx, [row], { staffId: maker.staffId, decides: [] });
      await writeAudit(trx, { actor: maker, action: 'cashback_request.create', entity: 'approval_requests', entityId: row.id, after: dto, at });
      return { status: 201, body: ok(dto, CASHBACK_REQUEST_PLACED) };
    });
  });

  for (const kind of REQUEST_KINDS) {
    const segment = kind.toLowerCase();
    app.post(`/maker/checker/${segment}/:id/decision`, { config: { permission: KIND_RULES[kind].approve } }, async (request, reply) => {
      const { id } = parseInput(idParams, request.params);
      const body = parseInput(decisionBody, request.body, { namePath: true });
      const checker = principalOf(request);
      const viewer = await viewerOf(db, request, config.superAdminRoleId);
      return sendIdempotent(db, request, reply, async (trx) => {
        const dto = await decideRequest(trx, { id, kind, ...body, checker, viewer, at: Date.now() });
        return { status: 200, body: ok(dto, body.isApproved ? 'Request approved' : 'Request rejected') };
      });
    });
  }
}
