import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import { z } from 'zod';
import { qrPriorityBody } from '../../../contract/bank-downtime/bodies.js';
import { BANK_DOWNTIME_CALLS } from '../../../contract/bank-downtime/calls.js';
import {
  DOWNTIME_MESSAGES as M,
  effectiveOrder,
  isSameSet,
  orderMoves,
  QR_PRIORITY_KIND,
} from '../../../contract/bank-downtime/rules.js';
import type { AppDeps } from '../../app-deps.js';
import type { Database } from '../../db/database.js';
import { RequestError } from '../../plugins/validation.js';
import { downNow, listBanks, qrOrder } from '../../repositories/bank-downtime.js';
import { pendingRequestOn } from '../../repositories/maker-checker.js';
import { serveRaise } from '../investment/request-flow.js';
import { serve } from '../declared.js';
import { ok, okSchema } from '../success-envelope.js';

/** The one QR order row's id: the target of every QR_PRIORITY request. */
const QR_ORDER_ID = 1;

const acquirerDto = z.object({
  bankId: z.number(),
  code: z.string(),
  name: z.string(),
  configuredRank: z.number(),
  effectiveRank: z.number(),
  down: z.boolean(),
  downtimeId: z.number().nullable(),
  downUntil: z.number().nullable(),
});
const priorityDto = z.object({
  version: z.number(),
  updatedBy: z.string().nullable(),
  updatedAt: z.number().nullable(),
  acquirers: z.array(acquirerDto),
  pending: z
    .object({ id: z.number(), makerEmail: z.string(), createdAt: z.number(), bankIds: z.array(z.number()) })
    .nullable(),
});

/** The QR acquirers in the configured order (any acquirer the order misses, last), with names. */
async function acquirers(db: Kysely<Database>) {
  const [banks, current] = await Promise.all([listBanks(db), qrOrder(db)]);
  const qr = banks.filter((b) => Number(b.qr_acquirer) === 1);
  const rank = (id: number) => {
    const i = current.order.indexOf(id);
    return i < 0 ? Number.MAX_SAFE_INTEGER : i;
  };
  const ordered = [...qr].sort((a, b) => rank(Number(a.id)) - rank(Number(b.id)) || a.name.localeCompare(b.name));
  return { current, ordered };
}

/** An order of bank ids as the checker reads it: "1. Axis Bank, 2. HDFC Bank …". */
const named = (ids: readonly number[], names: Map<number, string>) =>
  ids.map((id, i) => `${i + 1}. ${names.get(id) ?? `#${id}`}`).join(', ');

/**
 * The QR routing priority (issue 45 item 3, /qr-priority-update): the order in force and the order in effect now (an
 * acquirer whose UPI channel a downtime covers now goes last, computed here at each read, so it comes back when the
 * downtime ends), the change waiting for a checker, and a maker's new order raised under four eyes (QR_PRIORITY).
 */
export async function qrPriorityRoutes(app: FastifyInstance, { db }: AppDeps): Promise<void> {
  serve(app, BANK_DOWNTIME_CALLS.qrPriority, { response: { 200: okSchema(priorityDto) } }, async () => {
    const now = Date.now();
    const [{ current, ordered }, down, pending] = await Promise.all([
      acquirers(db),
      downNow(db, now),
      db
        .selectFrom('approval_requests')
        .select(['id', 'maker_email', 'created_at', 'proposed_json'])
        .where('kind', '=', QR_PRIORITY_KIND)
        .where('status', '=', 'PENDING')
        .executeTakeFirst(),
    ]);
    const ranked = effectiveOrder(
      ordered.map((b) => ({ bank: b, bankId: Number(b.id), down: down.has(Number(b.id)) })),
    );
    const acquirerRows = ranked
      .sort((a, b) => a.configuredRank - b.configuredRank)
      .map((a) => ({
        bankId: a.bankId,
        code: a.bank.code,
        name: a.bank.name,
        configuredRank: a.configuredRank,
        effectiveRank: a.effectiveRank,
        down: a.down,
        downtimeId: down.get(a.bankId)?.id ?? null,
        downUntil: down.get(a.bankId)?.end ?? null,
      }));
    return ok({
      version: current.version,
      updatedBy: current.updatedBy,
      updatedAt: current.updatedAt,
      acquirers: acquirerRows,
      pending: pending
        ? {
            id: Number(pending.id),
            makerEmail: pending.maker_email,
            createdAt: Number(pending.created_at),
            bankIds: (JSON.parse(pending.proposed_json) as { bankIds: number[] }).bankIds,
          }
        : null,
    });
  });

  serveRaise(app, db, BANK_DOWNTIME_CALLS.raiseQrPriority, qrPriorityBody, M.qrRaised, async (trx, body) => {
    const { current, ordered } = await acquirers(trx);
    const before = ordered.map((b) => Number(b.id));
    if (body.version !== current.version) throw new RequestError(409, M.qrMoved);
    if (!isSameSet(before, body.order)) throw new RequestError(400, M.qrNotAPermutation);
    const moves = orderMoves(before, body.order);
    if (moves.length === 0) throw new RequestError(400, M.qrSame);
    if (await pendingRequestOn(trx, QR_PRIORITY_KIND, QR_ORDER_ID)) throw new RequestError(409, M.qrPending);
    const names = new Map(ordered.map((b) => [Number(b.id), b.name]));
    return {
      kind: QR_PRIORITY_KIND,
      productType: null,
      targetId: QR_ORDER_ID,
      targetVersion: current.version,
      proposed: {
        order: named(body.order, names),
        moves: moves.map((m) => `${names.get(m.bankId)}: ${m.from} → ${m.to}`).join('; '),
        bankIds: body.order,
      },
      previous: { order: named(before, names), moves: '', bankIds: before },
    };
  });
}
