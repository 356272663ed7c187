import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import {
  PAYMENT_OPS_ENDPOINTS as CALLS,
  PAYMENT_OPS_MESSAGES as M,
  PROVIDER_STATES,
  syncMove,
} from '../../../contract/payment-ops/calls.js';
import { payoutRefQuery, payoutSyncBody } from '../../../contract/payment-ops/rules.js';
import type { AppDeps } from '../../app-deps.js';
import type { Payout } from '../../db/database.js';
import { RequestError } from '../../plugins/validation.js';
import { writeAudit } from '../../repositories/audit.js';
import { providerPayout } from '../../repositories/cashfree.js';
import { findPayoutByIdOrUtr, markPayout } from '../../repositories/payout-status.js';
import { findPayout, toPayoutDto } from '../../repositories/payouts.js';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/database.js';
import { serveInTransaction } from '../common/transaction-action.js';
import { serve } from '../declared.js';
import { idParam, ok, okSchema } from './envelope.js';
import { payoutDto } from './payout-schema.js';

const comparisonDto = z.object({
  payout: payoutDto,
  provider: z
    .object({
      transferId: z.string(),
      status: z.enum(PROVIDER_STATES),
      amount: z.number(),
      utr: z.string().nullable(),
      message: z.string(),
      updatedAt: z.number(),
    })
    .nullable(),
  /** same: nothing to do; sync: ours may move to `syncTo`; refused: they differ and `refusal` says why no sync. */
  move: z.enum(['same', 'sync', 'refused', 'missing']),
  syncTo: z.enum(['SUCCESS', 'FAILED']).nullable(),
  refusal: z.string().nullable(),
});

async function compare(db: Kysely<Database>, row: Payout) {
  const provider = (await providerPayout(db, row.transaction_id)) ?? null;
  const move = provider ? syncMove({ status: row.status, txnStatus: row.txn_status }, provider.status) : null;
  return {
    payout: toPayoutDto(row),
    provider,
    move: move?.kind ?? ('missing' as const),
    syncTo: move?.kind === 'sync' ? move.to : null,
    refusal: move === null ? M.notAtProvider : move.kind === 'refused' ? move.reason : null,
  };
}

/**
 * /cashfree/payout-status (spec §2.3 /cashfree; issue 45 item 5): a payout, by id or transfer id, ours beside the
 * provider's record (VIEW_PAYOUT_STATUS); a sync of ours to the provider's final status (CAN_UPDATE_PAYOUT_STATUS) only
 * for the allowed moves (contract syncMove: a stuck payout to SUCCESS or FAILED), through the same conditional update
 * as /payout/status (the version the user saw; a mark row), refused when the provider's answer changed since; audited;
 * idempotent.
 */
export async function cashfreeStatusRoutes(app: FastifyInstance, { db }: AppDeps): Promise<void> {
  serve(
    app,
    CALLS.providerStatus,
    { querystring: payoutRefQuery, response: { 200: okSchema(comparisonDto) } },
    async (request) => {
      const row = await findPayoutByIdOrUtr(db, request.query.q);
      if (!row) throw new RequestError(404, M.notFound);
      return ok(await compare(db, row));
    },
  );

  serveInTransaction(
    app,
    db,
    CALLS.syncPayout,
    { params: idParam(), body: payoutSyncBody, data: comparisonDto },
    async (trx, body, actor, request) => {
      const { id } = request.params as { id: number };
      const before = await findPayout(trx, id);
      if (!before) throw new RequestError(404, M.notFound);
      const seen = await compare(trx, before);
      if (!seen.provider) throw new RequestError(404, M.notAtProvider);
      if (seen.provider.status !== body.providerStatus) throw new RequestError(409, M.stale);
      if (seen.move === 'same') throw new RequestError(409, M.inSync);
      if (seen.move !== 'sync' || seen.syncTo === null) throw new RequestError(409, seen.refusal ?? M.stale);
      const at = Date.now();
      const outcome = await markPayout(trx, {
        payoutId: id,
        txnStatus: seen.syncTo,
        reason: `Synced from Cashfree: ${body.remarks}`,
        version: body.version,
        by: actor.email,
        at,
      });
      if (outcome === 'gone') throw new RequestError(404, M.notFound);
      if (outcome !== 'done') throw new RequestError(409, M.stale);
      const after = (await findPayout(trx, id))!;
      await writeAudit(trx, {
        actor,
        action: 'payout.sync_cashfree',
        entity: 'payouts',
        entityId: id,
        before: { status: before.status, txnStatus: before.txn_status },
        after: { status: after.status, txnStatus: after.txn_status, provider: seen.provider, remarks: body.remarks },
        at,
      });
      return ok(await compare(trx, after), M.synced);
    },
  );
}
