import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import { z } from 'zod';
import {
  PAYMENT_OPS_ENDPOINTS as CALLS,
  PAYMENT_OPS_MESSAGES as M,
  PUSH_OUTCOMES,
  PUSH_RULES,
  PUSH_STATES,
} from '../../../contract/payment-ops/calls.js';
import { txnIdParam } from '../../../contract/payment-ops/rules.js';
import type { AppDeps } from '../../app-deps.js';
import type { Database } from '../../db/database.js';
import { RequestError } from '../../plugins/validation.js';
import { writeAudit } from '../../repositories/audit.js';
import { attemptPush, findPushTxn, openPush, pushesOf, runDuePushes } from '../../repositories/txn-push.js';
import { serveInTransaction } from '../common/transaction-action.js';
import { serve } from '../declared.js';
import { ok, okSchema } from './envelope.js';

const pushDto = z.object({
  id: z.number().int(),
  txnStatus: z.string(),
  callbackUrl: z.string(),
  status: z.enum(PUSH_STATES),
  attempts: z.number().int(),
  maxAttempts: z.number().int(),
  nextAttemptAt: z.number().nullable(),
  startedBy: z.string(),
  startedAt: z.number(),
  finishedAt: z.number().nullable(),
  log: z.array(
    z.object({
      attempt: z.number().int(),
      attemptedAt: z.number(),
      httpStatus: z.number().int().nullable(),
      outcome: z.enum(PUSH_OUTCOMES),
      responseExcerpt: z.string(),
      durationMs: z.number().int(),
    }),
  ),
});

const pushLogDto = z.object({
  txnId: z.string(),
  merchantId: z.string(),
  merchantName: z.string(),
  amount: z.number(),
  status: z.string(),
  mode: z.string(),
  rrn: z.string().nullable(),
  createdAt: z.number(),
  callbackUrl: z.string().nullable(),
  pushable: z.boolean(),
  pushes: z.array(pushDto),
});

/** How often the server looks for due retries. */
export const PUSH_RETRY_EVERY_MS = 2000;

async function pushLogOf(db: Kysely<Database>, txnId: string) {
  const t = await findPushTxn(db, txnId);
  if (!t) throw new RequestError(404, M.notFound);
  const pushes = await pushesOf(db, txnId);
  return {
    txnId: t.txn_id,
    merchantId: t.merchant_id,
    merchantName: t.merchant_name ?? t.merchant_id,
    amount: Number(t.amount),
    status: t.status,
    mode: t.mode,
    rrn: t.rrn,
    createdAt: Number(t.created_at),
    callbackUrl: t.callback_url,
    pushable: (PUSH_RULES.finalStates as readonly string[]).includes(t.status) && t.callback_url !== null,
    pushes: pushes.map((p) => ({ ...p, log: p.log.map((a) => ({ ...a, outcome: a.outcome as never })) })),
  };
}

/** The retries: every PUSH_RETRY_EVERY_MS the due attempts are made, until the server closes. */
function startRetries(app: FastifyInstance, db: Kysely<Database>): void {
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<unknown> | undefined;
  let closed = false;
  const next = () => {
    if (closed) return;
    timer = setTimeout(() => {
      running = runDuePushes(db)
        .catch((err: unknown) => app.log.warn({ err }, 'transaction push retries failed'))
        .finally(next);
    }, PUSH_RETRY_EVERY_MS).unref();
  };
  next();
  app.addHook('onClose', async () => {
    closed = true;
    clearTimeout(timer);
    await running;
  });
}

/**
 * /payment/transaction-push (spec §2.3; issue 45 item 5): a transaction's pushes of its final status to the
 * merchant's callback URL with their delivery log; a new push makes its first attempt at once and the server retries
 * with backoff (PUSH_RULES) until delivered or the last attempt; one push in flight per transaction (a unique
 * column, so a second is a 409 under any race); audited; idempotent.
 */
export async function transactionPushRoutes(app: FastifyInstance, { db }: AppDeps): Promise<void> {
  serve(app, CALLS.pushLog, { params: txnIdParam, response: { 200: okSchema(pushLogDto) } }, async (request) =>
    ok(await pushLogOf(db, request.params.txnId)),
  );

  serveInTransaction(
    app,
    db,
    CALLS.push,
    { params: txnIdParam, body: z.object({}).optional().default({}), data: pushLogDto },
    async (trx, _body, actor, request) => {
      const { txnId } = request.params as { txnId: string };
      const t = await findPushTxn(trx, txnId);
      if (!t) throw new RequestError(404, M.notFound);
      if (!(PUSH_RULES.finalStates as readonly string[]).includes(t.status)) throw new RequestError(409, M.notFinal);
      if (t.callback_url === null) throw new RequestError(409, M.noCallback);
      const at = Date.now();
      const pushId = await openPush(
        trx,
        { txnId, merchantId: t.merchant_id, txnStatus: t.status, callbackUrl: t.callback_url },
        actor.email,
        at,
      );
      if (pushId === null) throw new RequestError(409, M.inFlight);
      await attemptPush(trx, pushId, at);
      const log = await pushLogOf(trx, txnId);
      const push = log.pushes.find((p) => p.id === pushId)!;
      await writeAudit(trx, {
        actor,
        action: 'txn_push.start',
        entity: 'txn_status_pushes',
        entityId: pushId,
        after: { txnId, txnStatus: t.status, callbackUrl: t.callback_url, firstAttempt: push.log[0] },
        at,
      });
      return ok(log, push.status === 'DELIVERED' ? M.pushDelivered : M.pushStarted);
    },
  );

  startRetries(app, db);
}
