import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import { z } from 'zod';
import { DEVICE_ENDPOINTS } from '../../../contract/devices/calls.js';
import { DEVICE_KINDS, DEVICE_MESSAGES, DEVICE_MODELS } from '../../../contract/devices/lifecycle.js';
import { transferBody } from '../../../contract/devices/rules.js';
import { WAREHOUSE_MESSAGES } from '../../../contract/warehouses/rules.js';
import type { Database } from '../../db/database.js';
import { RequestError } from '../../plugins/validation.js';
import { writeAudit } from '../../repositories/audit.js';
import { appendDeviceEvent, listWarehouses, stockOf, transferStock } from '../../repositories/devices.js';
import { serveInTransaction } from '../common/transaction-action.js';
import { serve } from '../declared.js';
import { ok } from '../success-envelope.js';
import { listOf } from './merchant-schemas.js';

/**
 * The devices' warehouses (issue 44 item 2): the warehouses, the stock per warehouse, model and state, and a transfer
 * of N IN_STOCK devices of a model between warehouses (one conditional update, one audit row, a timeline row per
 * device; never into a deactivated warehouse).
 */
export function deviceStockRoutes(app: FastifyInstance, db: Kysely<Database>): void {
  serve(
    app,
    DEVICE_ENDPOINTS.warehouses,
    { response: listOf(z.object({ id: z.string(), code: z.string(), name: z.string(), city: z.string() })) },
    async () => ok((await listWarehouses(db)).map((w) => ({ id: w.code, code: w.code, name: w.name, city: w.city }))),
  );

  serve(
    app,
    DEVICE_ENDPOINTS.stock,
    {
      querystring: z.object({ kind: z.enum(DEVICE_KINDS).default('SWIPE') }),
      response: listOf(
        z.object({ id: z.string(), warehouseId: z.string(), model: z.string(), state: z.string(), count: z.number() }),
      ),
    },
    async (request) =>
      ok((await stockOf(db, request.query.kind)).map((r) => ({ id: `${r.warehouseId}|${r.model}|${r.state}`, ...r }))),
  );

  serveInTransaction(
    app,
    db,
    DEVICE_ENDPOINTS.transfer,
    { body: transferBody, data: z.object({ moved: z.number().int(), serials: z.array(z.string()) }) },
    async (trx, t, who) => {
      if (t.from === t.to) throw new RequestError(400, DEVICE_MESSAGES.sameWarehouse);
      if (!DEVICE_MODELS[t.kind].includes(t.model)) throw new RequestError(400, DEVICE_MESSAGES.unknownModel);
      const warehouses = await listWarehouses(trx);
      const known = new Set(warehouses.map((w) => w.code));
      if (!known.has(t.from) || !known.has(t.to)) throw new RequestError(400, DEVICE_MESSAGES.unknownWarehouse);
      // Warehouse management (0053): no stock goes into a deactivated warehouse.
      if (warehouses.some((w) => w.code === t.to && Number(w.active) !== 1))
        throw new RequestError(400, WAREHOUSE_MESSAGES.inactiveTarget);
      const at = Date.now();
      const serials = await transferStock(trx, { ...t, at });
      if (serials.length < t.count) throw new RequestError(409, DEVICE_MESSAGES.notEnoughStock);
      const details = { transfer: { from: t.from, to: t.to }, reason: t.reason };
      for (const serial of serials)
        await appendDeviceEvent(trx, { serial, from: 'IN_STOCK', to: 'IN_STOCK', actor: who.email, at, details });
      await writeAudit(trx, {
        actor: who,
        action: 'device.transfer',
        entity: 'device_warehouses',
        entityId: `${t.from}>${t.to}`,
        after: { ...t, serials },
        at,
      });
      return ok({ moved: serials.length, serials }, `${DEVICE_MESSAGES.transferred} ${serials.length} × ${t.model}.`);
    },
  );
}
