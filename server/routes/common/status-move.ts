/**
 * A record moved from one status to another by ops at the version they saw (a plan paused or resumed, a banner
 * published or unpublished): 404 unknown, 409 not in the `from` status, 412 at another version; else ONE conditional
 * update (status and version, as seen) decides, and one audit row holds the before and after.
 */
import type { FastifyInstance } from 'fastify';
import type { Kysely, Transaction } from 'kysely';
import { z } from 'zod';
import type { Endpoint } from '../../../contract/endpoint.js';
import type { Database } from '../../db/database.js';
import { RequestError } from '../../plugins/validation.js';
import { writeAudit } from '../../repositories/audit.js';
import { idParam, ok } from '../success-envelope.js';
import { serveInTransaction } from './transaction-action.js';

type StatusTable = 'bpl_plans' | 'app_banners';
const moveBody = z.object({ version: z.number().int().nonnegative() }).strict();

export interface StatusMove<Row extends { status: string; version: number }> {
  table: StatusTable;
  from: string;
  to: string;
  /** The audit action (`bpl_plan.pause`) and the success message. */
  action: string;
  done: string;
  messages: { notFound: string; moved: string; stale: string };
  data: z.ZodType;
  find(trx: Transaction<Database>, id: number): Promise<Row | undefined>;
  dto(trx: Transaction<Database>, row: Row, at: number): Promise<unknown> | unknown;
}

export function serveStatusMove<Row extends { status: string; version: number }>(
  app: FastifyInstance,
  db: Kysely<Database>,
  endpoint: Endpoint,
  m: StatusMove<Row>,
): void {
  serveInTransaction(
    app,
    db,
    endpoint,
    { body: moveBody, data: m.data, params: idParam() },
    async (trx, body, who, request) => {
      const id = (request.params as { id: number }).id;
      const at = Date.now();
      const row = await m.find(trx, id);
      if (!row) throw new RequestError(404, m.messages.notFound);
      if (row.status !== m.from) throw new RequestError(409, m.messages.moved);
      if (Number(row.version) !== body.version) throw new RequestError(412, m.messages.stale);
      const r = await (trx as Kysely<Database>)
        .updateTable(m.table)
        .set({ status: m.to, version: body.version + 1, updated_by: who.email, updated_at: at })
        .where('id', '=', id)
        .where('status', '=', m.from)
        .where('version', '=', body.version)
        .executeTakeFirst();
      if (Number(r.numUpdatedRows) !== 1) throw new RequestError(409, m.messages.moved);
      const after = await m.dto(trx, (await m.find(trx, id))!, at);
      await writeAudit(trx, {
        actor: who,
        action: m.action,
        entity: m.table,
        entityId: id,
        before: await m.dto(trx, row, at),
        after,
        at,
      });
      return ok(after, m.done);
    },
  );
}
