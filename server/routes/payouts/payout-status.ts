import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { payoutLookupQuery, payoutStatusUpdateBody } from '../../../contract/investments/index.js';
import { PAYOUT_STATUS_CALLS } from '../../../contract/payouts/calls.js';
import type { AppDeps } from '../../app-deps.js';
import { principalOf } from '../../plugins/auth.js';
import { RequestError } from '../../plugins/validation.js';
import { writeAudit } from '../../repositories/audit.js';
import { findPayoutByIdOrUtr, markPayout, marksOf, STUCK_STATUS } from '../../repositories/payout-status.js';
import { findPayout, toPayoutDto } from '../../repositories/payouts.js';
import { serve } from '../declared.js';
import { ok, okSchema } from './envelope.js';
import { payoutDto } from './payout-schema.js';

export const PAYOUT_MARKED = 'Payout status updated.';
export const STALE_PAYOUT = 'This payout changed since you opened it; look it up again.';
export const NOT_STUCK = 'Only an approved payout whose transfer is still PENDING can be marked.';

const markDto = z.object({
  id: z.number().int(),
  fromTxnStatus: z.string(),
  toTxnStatus: z.string(),
  reason: z.string(),
  markedBy: z.string(),
  markedAt: z.number(),
});
const statusAnswer = okSchema(payoutDto.extend({ stuck: z.boolean(), marks: z.array(markDto) }));

/**
 * Payout status (spec §2.3 /payout/status, §6): look a payout up by id or UTR (VIEW_PAYOUT_STATUS); mark a stuck
 * one SUCCESS or FAILED with a reason (CAN_UPDATE_PAYOUT_STATUS): one conditional update on the version the user saw
 * (412 when stale), one mark row and one audit row; idempotent.
 */
export async function payoutStatusRoutes(app: FastifyInstance, { db }: AppDeps): Promise<void> {
  const withMarks = async (executor: typeof db, row: NonNullable<Awaited<ReturnType<typeof findPayout>>>) => ({
    ...toPayoutDto(row),
    stuck: row.status === STUCK_STATUS && row.txn_status === 'PENDING',
    marks: await marksOf(executor, row.id),
  });

  serve(
    app,
    PAYOUT_STATUS_CALLS.lookup,
    { querystring: payoutLookupQuery, response: { 200: statusAnswer } },
    async (request) => {
      const row = await findPayoutByIdOrUtr(db, request.query.q);
      if (!row) throw new RequestError(404, 'No Record Found!');
      return ok(await withMarks(db, row));
    },
  );

  serve(
    app,
    PAYOUT_STATUS_CALLS.mark,
    { body: payoutStatusUpdateBody, response: { 200: statusAnswer } },
    async (request) => {
      const body = request.body;
      const actor = principalOf(request);
      return db.transaction().execute(async (trx) => {
        const at = Date.now();
        const outcome = await markPayout(trx, {
          payoutId: body.payoutId,
          txnStatus: body.txnStatus,
          reason: body.reason,
          version: body.version,
          by: actor.email,
          at,
        });
        if (outcome === 'gone') throw new RequestError(404, 'No Record Found!');
        if (outcome === 'stale') throw new RequestError(412, STALE_PAYOUT);
        if (outcome === 'not-stuck') throw new RequestError(409, NOT_STUCK);
        const row = (await findPayout(trx, body.payoutId))!;
        await writeAudit(trx, {
          actor,
          action: 'payout.mark_status',
          entity: 'payouts',
          entityId: body.payoutId,
          before: { status: STUCK_STATUS, txnStatus: 'PENDING' },
          after: { status: row.status, txnStatus: row.txn_status, reason: body.reason },
          at,
        });
        return ok(await withMarks(trx, row), PAYOUT_MARKED);
      });
    },
  );
}
