import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import {
  LOGIN_BLOCK_ENDPOINTS,
  LOGIN_BLOCK_KINDS,
  LOGIN_BLOCK_MESSAGES,
  LOGIN_BLOCK_STATES,
  RISK_REVIEW_REASON,
} from '../../../contract/login-blocks/calls.js';
import { unblockBody } from '../../../contract/login-blocks/rules.js';
import type { AppDeps } from '../../app-deps.js';
import { principalOf } from '../../plugins/auth.js';
import { RequestError } from '../../plugins/validation.js';
import { writeAudit } from '../../repositories/audit.js';
import { findLoginBlock, liftLoginBlock, listLoginBlocks, toLoginBlockDto } from '../../repositories/login-blocks.js';
import { serve } from '../declared.js';
import { pageParam, sizeParam } from '../paging.js';
import { idParam, ok, okSchema, pageOfSize, pageSizeSchema } from '../success-envelope.js';

const blockDto = z.object({
  id: z.number().int(),
  subjectKind: z.string(),
  subjectId: z.string(),
  subjectName: z.string(),
  loginMobile: z.string(),
  cause: z.string(),
  detail: z.string(),
  blockedBy: z.string(),
  blockedAt: z.number(),
  status: z.enum(LOGIN_BLOCK_STATES),
  unblockedAt: z.number().nullable(),
  unblockedBy: z.string().nullable(),
  unblockReason: z.string().nullable(),
  unblockRemark: z.string().nullable(),
});

const listQuery = z.object({
  kind: z.enum(LOGIN_BLOCK_KINDS).optional(),
  status: z.enum(LOGIN_BLOCK_STATES).optional(),
  q: z
    .string()
    .trim()
    .regex(/^[0-9]{1,20}$/, 'Search by a merchant or consumer ID, or a 10-digit mobile.')
    .optional(),
  page: pageParam(0),
  size: sizeParam(20),
});

/**
 * Blocked merchant and consumer logins (issue 43 item 2, /unblock-user): the list, newest block first, and the lifting
 * of one block with a reason from the list and a remark: one conditional update, one audit row (before and after),
 * idempotent with an Idempotency-Key; a block lifted already is a 409; a risk block only for a risk review.
 */
export async function loginBlockRoutes(app: FastifyInstance, { db }: AppDeps): Promise<void> {
  serve(
    app,
    LOGIN_BLOCK_ENDPOINTS.blocks,
    { querystring: listQuery, response: { 200: okSchema(pageSizeSchema(blockDto)) } },
    async (request) => {
      const q = request.query;
      const { rows, total } = await listLoginBlocks(db, q);
      return ok(pageOfSize(rows.map(toLoginBlockDto), q, total));
    },
  );

  serve(
    app,
    LOGIN_BLOCK_ENDPOINTS.unblock,
    { params: idParam(), body: unblockBody, response: { 200: okSchema(blockDto) } },
    async (request) => {
      const actor = principalOf(request);
      const { id } = request.params;
      const { reason, remark } = request.body;
      return db.transaction().execute(async (trx) => {
        const block = await findLoginBlock(trx, id);
        if (!block) throw new RequestError(404, 'No Record Found!');
        if (block.unblocked_at !== null) throw new RequestError(409, LOGIN_BLOCK_MESSAGES.notBlocked);
        if (block.cause === 'RISK_BLOCK' && reason !== RISK_REVIEW_REASON)
          throw new RequestError(400, LOGIN_BLOCK_MESSAGES.riskRule);
        const at = Date.now();
        if (!(await liftLoginBlock(trx, id, { by: actor.email, reason, remark, at })))
          throw new RequestError(409, LOGIN_BLOCK_MESSAGES.notBlocked);
        const after = (await findLoginBlock(trx, id))!;
        await writeAudit(trx, {
          actor,
          action: 'login_block.unblock',
          entity: 'login_blocks',
          entityId: id,
          before: toLoginBlockDto(block),
          after: toLoginBlockDto(after),
          at,
        });
        return ok(toLoginBlockDto(after), LOGIN_BLOCK_MESSAGES.unblocked);
      });
    },
  );
}
