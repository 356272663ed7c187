import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import { z } from 'zod';
import { closeBody, declareBody, editBody } from '../../../contract/bank-downtime/bodies.js';
import { BANK_DOWNTIME_CALLS } from '../../../contract/bank-downtime/calls.js';
import { DOWNTIME_CHANNELS, DOWNTIME_MESSAGES as M, DOWNTIME_STATES } from '../../../contract/bank-downtime/rules.js';
import type { AppDeps } from '../../app-deps.js';
import type { Database } from '../../db/database.js';
import { principalOf, type Principal } from '../../plugins/auth.js';
import { RequestError } from '../../plugins/validation.js';
import { writeAudit } from '../../repositories/audit.js';
import {
  changeDowntime,
  currentAndUpcoming,
  findBank,
  findDowntime,
  insertDowntime,
  listBanks,
  listDowntimes,
  notificationsOf,
  notifyRecipients,
  overlapping,
  recipientsOf,
  toDowntimeDto,
  type DowntimeRow,
} from '../../repositories/bank-downtime.js';
import { lockPaymentBank } from '../../repositories/row-locks.js';
import { serveInTransaction } from '../common/transaction-action.js';
import { serve } from '../declared.js';
import { pageParam, sizeParam } from '../paging.js';
import { idParam, ok, okSchema, pageOfSize, pageSizeSchema } from '../success-envelope.js';

const bankDto = z.object({
  id: z.number(),
  code: z.string(),
  name: z.string(),
  kind: z.string(),
  qrAcquirer: z.boolean(),
});
export const downtimeDto = z.object({
  id: z.number(),
  bankId: z.number(),
  bankName: z.string(),
  bankCode: z.string(),
  channel: z.string(),
  start: z.number(),
  end: z.number().nullable(),
  severity: z.string(),
  note: z.string(),
  state: z.enum(DOWNTIME_STATES),
  version: z.number(),
  declaredBy: z.string(),
  createdAt: z.number(),
  updatedBy: z.string().nullable(),
  updatedAt: z.number().nullable(),
});
const alertDto = downtimeDto.extend({
  recipients: z.array(z.object({ recipient: z.string(), channel: z.string() })),
  notifications: z.array(
    z.object({
      event: z.string(),
      recipient: z.string(),
      channel: z.string(),
      severity: z.string(),
      createdAt: z.number(),
    }),
  ),
});
const listQuery = z.object({
  state: z.enum(DOWNTIME_STATES).optional(),
  bankId: z.coerce.number().int().positive().optional(),
  channel: z.enum(DOWNTIME_CHANNELS).optional(),
  page: pageParam(0),
  size: sizeParam(20),
});

/** The downtime as it stands after a change, its audit row (before, after) and the notification of `event`. */
async function recorded(
  trx: Kysely<Database>,
  who: Principal,
  change: { id: number; before: DowntimeRow | null; event: string; action: string; at: number },
) {
  const after = (await findDowntime(trx, change.id))!;
  const dto = toDowntimeDto(after, change.at);
  await writeAudit(trx, {
    actor: who,
    action: `bank_downtime.${change.action}`,
    entity: 'bank_downtimes',
    entityId: change.id,
    before: change.before ? toDowntimeDto(change.before, change.at) : undefined,
    after: dto,
    at: change.at,
  });
  await notifyRecipients(trx, { id: change.id, severity: after.severity }, change.event, change.at);
  return dto;
}

/** The window may not meet another active downtime of the same bank and channel (checked with the bank locked). */
async function refuseOverlap(
  trx: Kysely<Database>,
  w: { bankId: number; channel: string; start: number; end: number | null; exceptId?: number },
) {
  await lockPaymentBank(trx, w.bankId);
  if (await overlapping(trx, w)) throw new RequestError(409, M.overlap);
}

/** A downtime that may still change (upcoming or ongoing) at the version the caller saw. */
async function changeable(trx: Kysely<Database>, id: number, version: number, at: number) {
  const row = await findDowntime(trx, id);
  if (!row) throw new RequestError(404, M.notFound);
  const state = toDowntimeDto(row, at).state;
  if (state === 'ENDED' || state === 'CANCELLED') throw new RequestError(409, M.endedAlready);
  if (Number(row.version) !== version) throw new RequestError(412, M.stale);
  return { row, state };
}

/** Ending an ongoing downtime now, or cancelling an upcoming one: what each needs, sets, tells and answers. */
const CLOSES = [
  {
    how: 'end',
    from: 'ONGOING',
    set: (at: number) => ({ end_time: at }),
    event: 'ENDED',
    refused: M.notOngoing,
    done: M.ended,
  },
  {
    how: 'cancel',
    from: 'UPCOMING',
    set: () => ({ status: 'CANCELLED' }),
    event: 'CANCELLED',
    refused: M.notUpcoming,
    done: M.cancelled,
  },
] as const;

/**
 * Bank and PSP downtime (issue 45 item 3, /new-downtime and /downtime-alerts): the banks, the downtimes (declared,
 * edited, ended early, cancelled: each one conditional update at the version seen, one audit row, the recipients of
 * its severity notified), and the current and upcoming ones with who is told. No two active downtimes of one bank and
 * channel overlap: checked with the bank's row locked, so concurrent declarations cannot both pass.
 */
export async function bankDowntimeRoutes(app: FastifyInstance, { db }: AppDeps): Promise<void> {
  serve(app, BANK_DOWNTIME_CALLS.banks, { response: { 200: okSchema(z.array(bankDto)) } }, async () =>
    ok(
      (await listBanks(db)).map((b) => ({
        id: Number(b.id),
        code: b.code,
        name: b.name,
        kind: b.kind,
        qrAcquirer: Number(b.qr_acquirer) === 1,
      })),
    ),
  );

  serve(
    app,
    BANK_DOWNTIME_CALLS.downtimes,
    { querystring: listQuery, response: { 200: okSchema(pageSizeSchema(downtimeDto)) } },
    async (request) => {
      const q = request.query;
      const now = Date.now();
      const { rows, total } = await listDowntimes(db, q, now);
      return ok(
        pageOfSize(
          rows.map((r) => toDowntimeDto(r, now)),
          q,
          total,
        ),
      );
    },
  );

  serve(
    app,
    BANK_DOWNTIME_CALLS.declare,
    { body: declareBody, response: { 201: okSchema(downtimeDto) } },
    async (request, reply) => {
      const who = principalOf(request);
      const b = request.body;
      const at = Date.now();
      if (b.end !== null && b.end <= at) throw new RequestError(400, M.endInPast);
      const dto = await db.transaction().execute(async (trx) => {
        if (!(await findBank(trx, b.bankId))) throw new RequestError(400, M.unknownBank);
        await refuseOverlap(trx, b);
        const id = await insertDowntime(trx, { ...b, by: who.email, at });
        return recorded(trx, who, { id, before: null, event: 'DECLARED', action: 'declare', at });
      });
      reply.code(201);
      return ok(dto, M.declared);
    },
  );

  serveInTransaction(
    app,
    db,
    BANK_DOWNTIME_CALLS.edit,
    { body: editBody, data: downtimeDto, params: idParam() },
    async (trx, b, who, request) => {
      const { id } = request.params as { id: number };
      const at = Date.now();
      const { row, state } = await changeable(trx, id, b.version, at);
      if (state === 'ONGOING' && b.start !== Number(row.start_time)) throw new RequestError(400, M.startMoved);
      if (b.end !== null && b.end <= at) throw new RequestError(400, M.endInPast);
      await refuseOverlap(trx, { bankId: Number(row.bank_id), channel: row.channel, ...b, exceptId: id });
      const set = { start_time: b.start, end_time: b.end, severity: b.severity, note: b.note };
      if (!(await changeDowntime(trx, id, b.version, set, who.email, at))) throw new RequestError(412, M.stale);
      return ok(await recorded(trx, who, { id, before: row, event: 'UPDATED', action: 'update', at }), M.updated);
    },
  );

  for (const close of CLOSES)
    serveInTransaction(
      app,
      db,
      BANK_DOWNTIME_CALLS[close.how],
      { body: closeBody, data: downtimeDto, params: idParam() },
      async (trx, b, who, request) => {
        const { id } = request.params as { id: number };
        const at = Date.now();
        const { row, state } = await changeable(trx, id, b.version, at);
        if (state !== close.from) throw new RequestError(409, close.refused);
        if (!(await changeDowntime(trx, id, b.version, close.set(at), who.email, at)))
          throw new RequestError(412, M.stale);
        const dto = await recorded(trx, who, { id, before: row, event: close.event, action: close.how, at });
        return ok(dto, close.done);
      },
    );

  serve(app, BANK_DOWNTIME_CALLS.alerts, { response: { 200: okSchema(z.array(alertDto)) } }, async () => {
    const now = Date.now();
    const rows = await currentAndUpcoming(db, now);
    const sent = await notificationsOf(
      db,
      rows.map((r) => Number(r.id)),
    );
    const bySeverity = new Map<string, Awaited<ReturnType<typeof recipientsOf>>>();
    for (const severity of new Set(rows.map((r) => r.severity)))
      bySeverity.set(severity, await recipientsOf(db, severity));
    return ok(
      rows.map((r) => ({
        ...toDowntimeDto(r, now),
        recipients: bySeverity.get(r.severity) ?? [],
        notifications: sent
          .filter((n) => Number(n.downtime_id) === Number(r.id))
          .map((n) => ({
            event: n.event,
            recipient: n.recipient,
            channel: n.channel,
            severity: n.severity,
            createdAt: Number(n.created_at),
          })),
      })),
    );
  });
}
