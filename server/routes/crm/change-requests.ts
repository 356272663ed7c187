import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import { z } from 'zod';
import type { Endpoint } from '../../../contract/endpoint.js';
import { merchantId } from '../../../contract/merchant-changes/bank.js';
import type { Database } from '../../db/database.js';
import { principalOf } from '../../plugins/auth.js';
import { holdsAny } from '../../repositories/access.js';
import { listChangeRequests, toChangeDto } from '../../repositories/merchant-bank.js';
import { serve, type ServeOptions } from '../declared.js';
import { pageParam, sendPaging, sizeParam, snapshotParam } from '../paging.js';
import { ok, okSchema, pageOfSize, pageSizeSchema } from '../success-envelope.js';
import { bankChangeListQuery, changeDto, STATUS } from './merchant-change-schemas.js';

/**
 * The maker/checker flow every merchant change kind shares (bank account, settlement type, settlement unblock, KYC
 * review): who is looking (may they decide?), the kind's request list, and the 201 answer of a raise placed inside
 * one transaction. What differs per kind (its checks, proposed and previous values) stays in its route file.
 */

/** The rules that let a staff member decide a kind's requests (its binding's `access.decide`). */
type DecideRules = Parameters<typeof holdsAny>[2];

/** The viewer of a kind's requests: their staff id and whether they may decide the kind. */
export async function viewerOf(db: Kysely<Database>, request: FastifyRequest, decide: DecideRules) {
  const principal = principalOf(request);
  return { staffId: principal.staffId, decides: await holdsAny(db, principal, decide) };
}

/** A merchant list's query: one of `status`'s values, the merchant, a 0-based page of 20 and a snapshot. */
export const merchantListQuery = <S extends z.ZodType>(status: S) =>
  z.object({
    status: status.optional(),
    merchantId: merchantId.optional(),
    page: pageParam(0),
    size: sizeParam(20),
    snapshot: snapshotParam,
  });

/** A kind's request list query (status PENDING, APPROVED or REJECTED). */
export const changeRequestsQuery = merchantListQuery(STATUS);

/** A kind's request list query that also narrows to the viewer's own (`mine=true`). */
export const mineQuery = (query: typeof changeRequestsQuery) =>
  query.extend({ mine: z.enum(['true', 'false'], { error: 'Must be true or false.' }).optional() });

/** How a kind's request list is served: the kind, who decides it, its query and the route's options. */
export interface ChangeListSpec {
  kind: string;
  decide: DecideRules;
  /** A query with `mine` ('true': the viewer's own requests only) beside the status and merchant. */
  query: typeof changeRequestsQuery | typeof bankChangeListQuery | ReturnType<typeof mineQuery>;
  options?: ServeOptions;
}

/** Serves a kind's requests as a Spring page (newest first), each as its viewer may act on it. */
export function serveChangeRequests(
  app: FastifyInstance,
  db: Kysely<Database>,
  endpoint: Endpoint,
  { kind, decide, query, options }: ChangeListSpec,
): void {
  serve(
    app,
    endpoint,
    { querystring: query, response: { 200: okSchema(pageSizeSchema(changeDto)) } },
    async (request, reply) => {
      const q = request.query;
      const viewer = await viewerOf(db, request, decide);
      const makerId = 'mine' in q && q.mine === 'true' ? viewer.staffId : undefined;
      const { rows, total, snapshot } = await listChangeRequests(db, { ...q, kind, makerId }, { snapshot: q.snapshot });
      sendPaging(reply, { next: null, snapshot });
      return ok(
        pageOfSize(
          rows.map((r) => toChangeDto(r, viewer)),
          q,
          total,
        ),
      );
    },
    options,
  );
}

/** Runs a raise in one transaction and answers it as created (201). */
export async function raised<T>(
  db: Kysely<Database>,
  reply: FastifyReply,
  place: (trx: Kysely<Database>) => Promise<T>,
) {
  const answer = await db.transaction().execute(place);
  reply.code(201);
  return answer;
}
