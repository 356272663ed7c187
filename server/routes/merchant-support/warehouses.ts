import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { WAREHOUSE_ENDPOINTS } from '../../../contract/warehouses/calls.js';
import {
  createWarehouseBody,
  holdsStockMessage,
  updateWarehouseBody,
  warehouseCode,
  warehouseStatusBody,
  WAREHOUSE_MESSAGES,
} from '../../../contract/warehouses/rules.js';
import type { AppDeps } from '../../app-deps.js';
import type { Database } from '../../db/database.js';
import type { Principal } from '../../plugins/auth.js';
import { RequestError } from '../../plugins/validation.js';
import { writeAudit } from '../../repositories/audit.js';
import {
  deactivateEmptyWarehouse,
  updateWarehouse,
  warehousesWithStock,
  type WarehouseDto,
} from '../../repositories/warehouses.js';
import { serveInTransaction } from '../common/transaction-action.js';
import { serve } from '../declared.js';
import { ok } from '../success-envelope.js';
import { listOf } from './merchant-schemas.js';
import type { Kysely } from 'kysely';

const warehouseDto = z.object({
  id: z.string(),
  code: z.string(),
  name: z.string(),
  city: z.string(),
  pincode: z.string(),
  capacity: z.number().int(),
  active: z.boolean(),
  version: z.number().int(),
  held: z.number().int(),
});

/** The warehouse a path names, as it is now; 404 when there is none. */
async function warehouseOf(db: Kysely<Database>, request: FastifyRequest): Promise<WarehouseDto> {
  const code = warehouseCode.safeParse((request.params as { code?: string }).code);
  const [found] = code.success ? await warehousesWithStock(db, code.data) : [];
  if (!found) throw new RequestError(404, WAREHOUSE_MESSAGES.notFound);
  return found;
}

/** One audit row for a warehouse change. */
const audit = (
  db: Kysely<Database>,
  who: Principal,
  action: string,
  before: WarehouseDto | undefined,
  after: WarehouseDto,
) =>
  writeAudit(db, {
    actor: who,
    action,
    entity: 'device_warehouses',
    entityId: after.code,
    before,
    after,
    at: Date.now(),
  });

/**
 * Warehouse management (issue 44): the warehouses with the devices each holds; adding one (its code unique), editing
 * one and (de)activating one, each one conditional UPDATE on the version read (a stale screen is a 409), one audit row,
 * replayed by its Idempotency-Key. A warehouse holding devices cannot be deactivated: a 409 naming the count, decided
 * in the same UPDATE (NOT EXISTS), so a transfer in meanwhile cannot slip past it.
 */
export async function warehouseRoutes(app: FastifyInstance, { db }: AppDeps): Promise<void> {
  serve(app, WAREHOUSE_ENDPOINTS.list, { response: listOf(warehouseDto) }, async () =>
    ok(await warehousesWithStock(db)),
  );

  serveInTransaction(
    app,
    db,
    WAREHOUSE_ENDPOINTS.create,
    { body: createWarehouseBody, data: warehouseDto },
    async (trx, b, who) => {
      const inserted = await trx
        .insertInto('device_warehouses')
        .values({ code: b.code, name: b.name, city: b.city, pincode: b.pincode, capacity: b.capacity })
        .onConflict((oc) => oc.column('code').doNothing())
        .returning('code')
        .executeTakeFirst();
      if (!inserted) throw new RequestError(409, WAREHOUSE_MESSAGES.duplicate);
      const [after] = await warehousesWithStock(trx, b.code);
      await audit(trx, who, 'warehouse.create', undefined, after!);
      return ok(after!, `${WAREHOUSE_MESSAGES.added} ${b.code}.`);
    },
  );

  serveInTransaction(
    app,
    db,
    WAREHOUSE_ENDPOINTS.update,
    { body: updateWarehouseBody, data: warehouseDto },
    async (trx, b, who, request) => {
      const before = await warehouseOf(trx, request);
      const { version, ...fields } = b;
      if (!(await updateWarehouse(trx, before.code, version, fields)))
        throw new RequestError(409, WAREHOUSE_MESSAGES.stale);
      const [after] = await warehousesWithStock(trx, before.code);
      await audit(trx, who, 'warehouse.update', before, after!);
      return ok(after!, `${WAREHOUSE_MESSAGES.saved} ${before.code}.`);
    },
  );

  serveInTransaction(
    app,
    db,
    WAREHOUSE_ENDPOINTS.status,
    { body: warehouseStatusBody, data: warehouseDto },
    async (trx, b, who, request) => {
      const before = await warehouseOf(trx, request);
      const changed = b.active
        ? await updateWarehouse(trx, before.code, b.version, { active: 1 })
        : await deactivateEmptyWarehouse(trx, before.code, b.version);
      if (!changed) {
        const [now] = await warehousesWithStock(trx, before.code);
        if (!b.active && now!.version === b.version && now!.held > 0)
          throw new RequestError(409, holdsStockMessage(before.code, now!.held));
        throw new RequestError(409, WAREHOUSE_MESSAGES.stale);
      }
      const [after] = await warehousesWithStock(trx, before.code);
      await audit(trx, who, b.active ? 'warehouse.activate' : 'warehouse.deactivate', before, after!);
      return ok(after!, `${b.active ? WAREHOUSE_MESSAGES.activated : WAREHOUSE_MESSAGES.deactivated} ${before.code}.`);
    },
  );
}
