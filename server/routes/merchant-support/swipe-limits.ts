import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import { z } from 'zod';
import {
  DEFAULT_SWIPE_LIMIT,
  SWIPE_LIMIT_ENDPOINTS,
  SWIPE_LIMIT_MESSAGES as M,
} from '../../../contract/swipe-limits/calls.js';
import { swipeLimitBody } from '../../../contract/swipe-limits/rules.js';
import type { AppDeps } from '../../app-deps.js';
import type { Database } from '../../db/database.js';
import { RequestError } from '../../plugins/validation.js';
import { writeAudit } from '../../repositories/audit.js';
import { serveInTransaction } from '../common/transaction-action.js';
import { serve } from '../declared.js';
import { ok, okSchema } from '../success-envelope.js';
import { merchantIdParams, requireMerchant } from './merchant-common.js';

const limitDto = z.object({
  merchantId: z.string(),
  perTxn: z.number(),
  perDay: z.number(),
  isDefault: z.boolean(),
  updatedBy: z.string().nullable(),
  updatedAt: z.number().nullable(),
  version: z.number().int(),
});

/** A merchant's limits as they apply now: its row, else the default (version 0). */
async function limitOf(db: Kysely<Database>, merchantId: string): Promise<z.infer<typeof limitDto>> {
  const row = await db
    .selectFrom('swipe_txn_limits')
    .selectAll()
    .where('merchant_id', '=', merchantId)
    .executeTakeFirst();
  if (!row)
    return { merchantId, ...DEFAULT_SWIPE_LIMIT, isDefault: true, updatedBy: null, updatedAt: null, version: 0 };
  return {
    merchantId,
    perTxn: Number(row.per_txn),
    perDay: Number(row.per_day),
    isDefault: false,
    updatedBy: row.updated_by,
    updatedAt: Number(row.updated_at),
    version: row.version,
  };
}

const merchantOf = (request: FastifyRequest) => merchantIdParams.parse(request.params).merchantId;

/**
 * /swipe/limit (issue 44): a merchant's card-swipe limit per transaction and per day. A change is one conditional
 * write on the version read (the first change an INSERT that only one of many can make, later ones an UPDATE on the
 * version), one audit row with before and after, replayed by its Idempotency-Key; a stale screen is a 409.
 */
export async function swipeLimitRoutes(app: FastifyInstance, { db }: AppDeps): Promise<void> {
  serve(
    app,
    SWIPE_LIMIT_ENDPOINTS.limit,
    { params: merchantIdParams, response: { 200: okSchema(limitDto) } },
    async (request) => {
      await requireMerchant(db, request.params.merchantId);
      return ok(await limitOf(db, request.params.merchantId));
    },
  );

  serveInTransaction(
    app,
    db,
    SWIPE_LIMIT_ENDPOINTS.change,
    { body: swipeLimitBody, data: limitDto, params: merchantIdParams },
    async (trx, b, who, request) => {
      const merchantId = merchantOf(request);
      await requireMerchant(trx, merchantId);
      const before = await limitOf(trx, merchantId);
      const at = Date.now();
      const set = { per_txn: b.perTxn, per_day: b.perDay, updated_at: at, updated_by: who.email };
      const written =
        b.version === 0
          ? await trx
              .insertInto('swipe_txn_limits')
              .values({ merchant_id: merchantId, ...set, version: 1 })
              .onConflict((oc) => oc.column('merchant_id').doNothing())
              .executeTakeFirst()
              .then((r) => Number(r.numInsertedOrUpdatedRows ?? 0))
          : await trx
              .updateTable('swipe_txn_limits')
              .set((eb) => ({ ...set, version: eb('version', '+', 1) }))
              .where('merchant_id', '=', merchantId)
              .where('version', '=', b.version)
              .executeTakeFirst()
              .then((r) => Number(r.numUpdatedRows));
      if (written !== 1) throw new RequestError(409, M.stale);
      const after = await limitOf(trx, merchantId);
      await writeAudit(trx, {
        actor: who,
        action: 'swipe.limit',
        entity: 'swipe_txn_limits',
        entityId: merchantId,
        before,
        after,
        at,
      });
      return ok(after, `${M.changed} ${merchantId}.`);
    },
  );
}
