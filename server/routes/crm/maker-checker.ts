import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import { z } from 'zod';
import { DECISION_CALLS, MAKER_CHECKER_CALLS } from '../../../contract/approvals/calls.js';
import type { AppDeps } from '../../app-deps.js';
import type { Database } from '../../db/database.js';
import { principalOf } from '../../plugins/auth.js';
import { RequestError } from '../../plugins/validation.js';
import { heldKeys } from '../../repositories/access.js';
import { findRequest, insertRequest, listRequests, toDtos, type Viewer } from '../../repositories/maker-checker.js';
import { findLimit, limitValuesOf, listLimitConfigs } from '../../repositories/transaction-limits.js';
import { serve } from '../declared.js';
import { sendPaging } from '../paging.js';
import { ok, okSchema, pageSizeSchema } from './envelope.js';
import { decideRequest, NOT_FOUND_MESSAGE, REQUEST_VIEW_KEYS, requestViewer } from './maker-checker-decide.js';
import { auditRaised } from '../investment/request-flow.js';
import {
  cashbackRequestBody,
  decisionBody,
  idParams,
  LIMIT_FIELDS,
  limitConfigDto,
  limitRequestBody,
  listQuery,
  REQUEST_KINDS,
  requestDto,
  type ListQuery,
  type RequestKind,
} from './maker-checker-schema.js';

export const LIMIT_REQUEST_PLACED = 'Limit update request placed successfully!';
export const CASHBACK_REQUEST_PLACED = 'Cashback request placed successfully!';
const NO_CHANGE = 'Propose at least one new limit value.';
export const noConsumerMessage = (id: string) => `No consumer with id ${id}.`;
export const noTransactionMessage = (txnId: string, consumerId: string) =>
  `No transaction ${txnId} of consumer ${consumerId}.`;

/**
 * A goodwill cashback names a consumer and one of their transactions: both must exist (issue 41 item 2), or the
 * request is refused with 404 naming the field, before anything is written.
 */
async function checkCashbackTarget(db: Kysely<Database>, consumerId: string, txnId: string): Promise<void> {
  const consumer = await db
    .selectFrom('consumers')
    .select('id')
    .where('id', '=', Number(consumerId))
    .executeTakeFirst();
  if (!consumer) {
    const message = noConsumerMessage(consumerId);
    throw new RequestError(404, message, { consumerId: message });
  }
  const txn = await db
    .selectFrom('consumer_account_txns')
    .select('id')
    .where('txn_id', '=', txnId)
    .where('consumer_id', '=', Number(consumerId))
    .executeTakeFirst();
  if (!txn) {
    const message = noTransactionMessage(txnId, consumerId);
    throw new RequestError(404, message, { txnId: message });
  }
}

/** The ids in the path are written to stand alone ('No Record Found!'); bodies and queries name their field. */
const WORDING = { refusal: { params: 'bare' } } as const;

/** The kinds a staff member may see (submit or approve) and decide (approve), read from the database. */
async function viewerOf(db: Kysely<Database>, request: FastifyRequest): Promise<Viewer & { sees: RequestKind[] }> {
  const principal = principalOf(request);
  return requestViewer(principal.staffId, new Set<string>(await heldKeys(db, principal, REQUEST_VIEW_KEYS)));
}

const listAnswer = okSchema(pageSizeSchema(requestDto));

/**
 * Maker-checker on the CRM API (spec §3.4, §6, §7.3), at /api/crm/maker/checker: list and read requests, raise a
 * limit change or a goodwill cashback, decide one. Creates and decisions are idempotent (plugins/idempotency.ts);
 * each writes one audit row in its transaction. Method, path and permission of each route come from its declaration
 * (contract/approvals/calls.ts).
 */
export async function makerCheckerRoutes(app: FastifyInstance, { db }: AppDeps): Promise<void> {
  const list = async (request: FastifyRequest, reply: FastifyReply, q: ListQuery) => {
    const viewer = await viewerOf(db, request);
    const { rows, total, ...paging } = await listRequests(db, q, viewer.sees);
    sendPaging(reply, paging);
    const content = await toDtos(db, rows, viewer);
    return ok({ content, page: q.page, size: q.size, totalElements: total, totalPages: Math.ceil(total / q.size) });
  };

  serve(
    app,
    MAKER_CHECKER_CALLS.requests,
    { querystring: listQuery, response: { 200: listAnswer } },
    (request, reply) => list(request, reply, request.query),
  );
  serve(
    app,
    MAKER_CHECKER_CALLS.cashbacks,
    { querystring: listQuery, response: { 200: listAnswer } },
    (request, reply) => list(request, reply, { ...request.query, kind: 'CASHBACK' }),
  );

  serve(
    app,
    MAKER_CHECKER_CALLS.request,
    { params: idParams, response: { 200: okSchema(requestDto) } },
    async (request) => {
      const viewer = await viewerOf(db, request);
      const row = await findRequest(db, request.params.id);
      if (!row || !viewer.sees.includes(row.kind as RequestKind)) throw new RequestError(404, NOT_FOUND_MESSAGE);
      const [dto] = await toDtos(db, [row], viewer);
      return ok(dto!);
    },
    WORDING,
  );

  serve(app, MAKER_CHECKER_CALLS.limitConfigs, { response: { 200: okSchema(z.array(limitConfigDto)) } }, async () => {
    const rows = await listLimitConfigs(db);
    return ok(
      rows.map((r) => ({
        id: r.id,
        transactionType: r.transaction_type,
        txnIndicator: r.txn_indicator,
        status: r.status,
        version: r.version,
        ...limitValuesOf(r),
      })),
    );
  });

  serve(
    app,
    MAKER_CHECKER_CALLS.raiseLimit,
    { body: limitRequestBody, response: { 201: okSchema(requestDto) } },
    async (request, reply) => {
      const body = request.body;
      const maker = principalOf(request);
      const answer = await db.transaction().execute(async (trx) => {
        const limit = await findLimit(trx, body.limit_id);
        if (!limit) throw new RequestError(404, NOT_FOUND_MESSAGE);
        const previous = limitValuesOf(limit);
        const proposed = Object.fromEntries(
          LIMIT_FIELDS.filter((f) => body[f] !== undefined && body[f] !== previous[f]).map((f) => [f, body[f]]),
        );
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
        return ok(await auditRaised(trx, maker, 'LIMIT', row, at), LIMIT_REQUEST_PLACED);
      });
      reply.code(201);
      return answer;
    },
  );

  serve(
    app,
    MAKER_CHECKER_CALLS.raiseCashback,
    { body: cashbackRequestBody, response: { 201: okSchema(requestDto) } },
    async (request, reply) => {
      const maker = principalOf(request);
      const { productType, remarks, ...proposed } = request.body;
      await checkCashbackTarget(db, proposed.consumerId, proposed.txnId);
      const answer = await db.transaction().execute(async (trx) => {
        const at = Date.now();
        const row = await insertRequest(trx, {
          kind: 'CASHBACK',
          productType,
          targetId: null,
          targetVersion: null,
          proposed,
          previous: null,
          maker,
          remarks,
          at,
        });
        return ok(await auditRaised(trx, maker, 'CASHBACK', row, at), CASHBACK_REQUEST_PLACED);
      });
      reply.code(201);
      return answer;
    },
  );

  for (const kind of REQUEST_KINDS) {
    serve(
      app,
      DECISION_CALLS[kind],
      { params: idParams, body: decisionBody, response: { 200: okSchema(requestDto) } },
      async (request) => {
        const { isApproved, remarks } = request.body;
        const checker = principalOf(request);
        return db.transaction().execute(async (trx) => {
          const viewer = await viewerOf(trx, request);
          const dto = await decideRequest(trx, {
            id: request.params.id,
            kind,
            isApproved,
            remarks,
            checker,
            viewer,
            at: Date.now(),
          });
          return ok(dto!, isApproved ? 'Request approved' : 'Request rejected');
        });
      },
      WORDING,
    );
  }
}
