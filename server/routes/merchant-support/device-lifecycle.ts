import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { DEVICE_ENDPOINTS } from '../../../contract/devices/calls.js';
import {
  DEVICE_KINDS,
  DEVICE_MESSAGES,
  DEVICE_MODELS,
  DEVICE_STATES,
  illegalMoveMessage,
  kindOfProduct,
  moveOf,
  movesFrom,
  qcProblem,
  type DeviceMove,
} from '../../../contract/devices/lifecycle.js';
import { moveBody, transferBody, type MoveBody } from '../../../contract/devices/rules.js';
import { MERCHANT_LISTS } from '../../../contract/merchant/calls.js';
import { WAREHOUSE_MESSAGES } from '../../../contract/warehouses/rules.js';
import type { AppDeps } from '../../app-deps.js';
import type { Database } from '../../db/database.js';
import type { Principal } from '../../plugins/auth.js';
import { RequestError } from '../../plugins/validation.js';
import { writeAudit } from '../../repositories/audit.js';
import { RETURN_MESSAGES } from '../../../contract/devices/returns.js';
import { closeRepair, openRepair } from '../../repositories/device-repairs.js';
import {
  appendDeviceEvent,
  deviceEvents,
  findDevice,
  listLifecycleDevices,
  listWarehouses,
  moveDevice,
  stockOf,
  toDeviceEventDto,
  transferStock,
} from '../../repositories/devices.js';
import { listDevices, toDeviceDto, type DeviceRow } from '../../repositories/merchant-stores.js';
import { serveInTransaction } from '../common/transaction-action.js';
import { serve } from '../declared.js';
import { pageParam, sizeParam } from '../paging.js';
import { ok, okSchema, pageOfSize, pageSizeSchema } from '../success-envelope.js';
import { merchantIdParams, requireMerchant } from './merchant-common.js';
import { deviceDto, listOf } from './merchant-schemas.js';
import type { Kysely } from 'kysely';

/** A device serial in a path (shared by the onboarding, courier-assignment and returns routes). */
export const serialParam = z.object({
  serial: z
    .string()
    .trim()
    .regex(/^[A-Z0-9]{4,30}$/, 'Device serial: 4 to 30 capital letters or digits.'),
});

export const lifecycleDeviceDto = deviceDto.extend({
  kind: z.enum(DEVICE_KINDS),
  merchantId: z.string(),
  warehouseId: z.string(),
  courier: z.string().nullable(),
  awb: z.string().nullable(),
  stateChangedAt: z.number().nullable(),
  version: z.number().int(),
});
export const eventDto = z.object({
  id: z.number().int(),
  deviceSerial: z.string(),
  from: z.string(),
  to: z.string(),
  actor: z.string(),
  at: z.number(),
  details: z.record(z.string(), z.unknown()),
});
const moveDto = z.object({ from: z.string(), to: z.string(), needs: z.array(z.string()) });

/** Pure: a device as the lifecycle pages read it (the merchant 360's fields, and where it is and how it got there). */
export function toLifecycleDeviceDto(d: DeviceRow) {
  return {
    ...toDeviceDto(d),
    kind: kindOfProduct(d.product),
    merchantId: d.merchant_id,
    warehouseId: d.warehouse_id,
    courier: d.courier,
    awb: d.awb,
    stateChangedAt: d.state_changed_at === null ? null : Number(d.state_changed_at),
    version: d.version,
  };
}

const listQuery = z.object({
  kind: z.enum(DEVICE_KINDS).default('SWIPE'),
  q: z
    .string()
    .trim()
    .regex(/^[A-Za-z0-9]{1,30}$/, 'Search by a device serial, a merchant ID or a terminal ID.')
    .optional(),
  status: z.enum(DEVICE_STATES).optional(),
  warehouseId: z.string().trim().max(10).optional(),
  model: z.string().trim().max(50).optional(),
  page: pageParam(0),
  size: sizeParam(20),
});

/**
 * What the move sets besides the state, once its needs are checked: the merchant, store and a terminal ID on
 * allocation (the store must be the merchant's), the courier and AWB on shipping, the reason of a return request.
 * Throws the 400 of a need not met.
 */
async function columnsOf(db: Kysely<Database>, device: DeviceRow, move: DeviceMove, body: MoveBody, at: number) {
  const need = (value: string | undefined, label: string): string => {
    if (!value) throw new RequestError(400, `${label} is required for this move.`);
    return value;
  };
  const set: Parameters<typeof moveDevice>[5] = {};
  for (const n of move.needs) {
    if (n === 'allocation') {
      const merchantId = need(body.merchantId, 'Merchant ID');
      const storeId = need(body.storeId, 'Store ID');
      await requireMerchant(db, merchantId);
      const store = await db
        .selectFrom('merchant_stores')
        .select('store_id')
        .where('merchant_id', '=', merchantId)
        .where('store_id', '=', storeId)
        .executeTakeFirst();
      if (!store) throw new RequestError(400, DEVICE_MESSAGES.noStore);
      Object.assign(set, {
        merchant_id: merchantId,
        store_id: storeId,
        terminal_id: device.terminal_id || `T${String(device.id).padStart(8, '0')}`,
        assigned_at: at,
        courier: null,
        awb: null,
        return_reason: null,
        returned_at: null,
      });
    } else if (n === 'shipment') {
      Object.assign(set, { courier: need(body.courier, 'Courier'), awb: need(body.awb, 'AWB number') });
    } else if (n === 'qcPass' || n === 'qcFail') {
      const problem = qcProblem(kindOfProduct(device.product), n, body.checklist ?? {});
      if (problem) throw new RequestError(400, problem);
    } else {
      need(body.reason, 'Reason');
    }
  }
  if (move.to === 'RETURN_REQUESTED') Object.assign(set, { return_reason: body.reason, returned_at: at });
  return set;
}

/** Pure: what a move records in the timeline and the audit row besides from and to. */
function detailsOf(move: DeviceMove, body: MoveBody, after: DeviceRow): Record<string, unknown> {
  const d: Record<string, unknown> = {};
  for (const n of move.needs) {
    if (n === 'allocation') Object.assign(d, { merchantId: after.merchant_id, storeId: after.store_id });
    if (n === 'shipment') Object.assign(d, { courier: after.courier, awb: after.awb });
    if (n === 'qcPass' || n === 'qcFail') d.checklist = body.checklist;
    if (n === 'reason') d.reason = body.reason;
  }
  d.warehouseId = after.warehouse_id;
  return d;
}

/** What a move to REPAIR opens: its repair ticket (server/routes/merchant-support/device-returns.ts). */
export interface RepairTicket {
  vendor: string;
  fault: string;
  cost: number;
}

/** What a move records beyond itself: what else the caller's change recorded (an onboarding's plan, a shipment's
 * courier), in the timeline row and the audit row; and, for a move to REPAIR, its repair ticket. */
export interface MoveOptions {
  more?: Record<string, unknown>;
  repair?: RepairTicket;
}

/**
 * One move of a device inside the caller's transaction: the table allows it (409 naming both states), the version is
 * the one read (409), its needs are met (400), ONE conditional update on state + version, one timeline row and one
 * audit row. A move to REPAIR opens its repair ticket (it needs one: 400 without), a move out of REPAIR closes it.
 * Every move of a device goes through here: the move endpoint, onboarding, courier assignment, the repair ticket and
 * the speaker replacement (two moves in one transaction).
 */
export async function applyMove(
  trx: Kysely<Database>,
  actor: Principal,
  serial: string,
  body: MoveBody,
  { more = {}, repair }: MoveOptions = {},
): Promise<{ move: DeviceMove; before: DeviceRow; after: DeviceRow; dto: ReturnType<typeof toLifecycleDeviceDto> }> {
  const device = await findDevice(trx, serial);
  if (!device) throw new RequestError(404, DEVICE_MESSAGES.notFound);
  const move = moveOf(device.status, body.to);
  if (!move) throw new RequestError(409, illegalMoveMessage(device.status, body.to));
  if (device.version !== body.version) throw new RequestError(409, DEVICE_MESSAGES.stale);
  if (move.to === 'REPAIR' && !repair) throw new RequestError(400, RETURN_MESSAGES.needTicket);
  const at = Date.now();
  const set = await columnsOf(trx, device, move, body, at);
  if (!(await moveDevice(trx, serial, move.from, body.version, move.to, set, at)))
    throw new RequestError(409, DEVICE_MESSAGES.stale);
  const after = (await findDevice(trx, serial))!;
  const details: Record<string, unknown> = { ...detailsOf(move, body, after), ...more };
  if (repair) details.repair = { ...repair, id: await openRepair(trx, after, repair, actor.email, at) };
  if (move.from === 'REPAIR')
    details.repair = await closeRepair(trx, serial, move.to, body.reason ?? '', actor.email, at);
  await appendDeviceEvent(trx, { serial, from: move.from, to: move.to, actor: actor.email, at, details });
  await writeAudit(trx, {
    actor,
    action: 'device.move',
    entity: 'merchant_devices',
    entityId: serial,
    before: toLifecycleDeviceDto(device),
    after: { ...toLifecycleDeviceDto(after), ...more, ...(details.repair ? { repair: details.repair } : {}) },
    at,
  });
  return { move, before: device, after, dto: toLifecycleDeviceDto(after) };
}

/**
 * The device lifecycle (issue 44 items 1 and 2): the devices of a product, one device with its timeline and legal
 * moves, a move (one conditional update on state + version, one audit row, one timeline row; an illegal move is a 409
 * naming both states), the warehouses, the stock per warehouse, model and state, and a transfer of N IN_STOCK devices
 * of a model between warehouses (one conditional update, one audit row, a timeline row per device). The merchant 360
 * reads the same devices and their timelines.
 */
export async function deviceLifecycleRoutes(app: FastifyInstance, { db }: AppDeps): Promise<void> {
  serve(
    app,
    DEVICE_ENDPOINTS.devices,
    { querystring: listQuery, response: { 200: okSchema(pageSizeSchema(lifecycleDeviceDto)) } },
    async (request) => {
      const q = request.query;
      const { rows, total } = await listLifecycleDevices(db, q);
      return ok(pageOfSize(rows.map(toLifecycleDeviceDto), q, total));
    },
  );

  serve(
    app,
    DEVICE_ENDPOINTS.device,
    {
      params: serialParam,
      response: {
        200: okSchema(z.object({ device: lifecycleDeviceDto, events: z.array(eventDto), moves: z.array(moveDto) })),
      },
    },
    async (request) => {
      const device = await findDevice(db, request.params.serial);
      if (!device) throw new RequestError(404, DEVICE_MESSAGES.notFound);
      const events = await deviceEvents(db, device.device_serial);
      return ok({
        device: toLifecycleDeviceDto(device),
        events: events.map(toDeviceEventDto),
        moves: movesFrom(device.status).map((m) => ({ ...m, needs: [...m.needs] })),
      });
    },
  );

  serve(
    app,
    DEVICE_ENDPOINTS.move,
    { params: serialParam, body: moveBody, response: { 200: okSchema(lifecycleDeviceDto) } },
    async (request) => {
      const actor = request.principal!;
      const { serial } = request.params;
      const { move, dto } = await db.transaction().execute((trx) => applyMove(trx, actor, serial, request.body));
      return ok(dto, `${DEVICE_MESSAGES.moved} ${serial}: ${move.from} → ${move.to}.`);
    },
  );

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

  serve(
    app,
    MERCHANT_LISTS['m360-device-events'],
    { params: merchantIdParams.extend({ deviceSerial: serialParam.shape.serial }), response: listOf(eventDto) },
    async (request) => {
      const { merchantId, deviceSerial } = request.params;
      await requireMerchant(db, merchantId);
      const [device] = await listDevices(db, merchantId, { deviceSerial });
      if (!device) throw new RequestError(404, DEVICE_MESSAGES.notFound);
      return ok((await deviceEvents(db, deviceSerial)).map(toDeviceEventDto));
    },
  );
}
