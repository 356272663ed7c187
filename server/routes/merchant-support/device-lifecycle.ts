import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { DEVICE_ENDPOINTS } from '../../../contract/devices/calls.js';
import { DEVICE_KINDS, DEVICE_MESSAGES, DEVICE_STATES, movesFrom } from '../../../contract/devices/lifecycle.js';
import { moveBody } from '../../../contract/devices/rules.js';
import { MERCHANT_LISTS } from '../../../contract/merchant/calls.js';
import type { AppDeps } from '../../app-deps.js';
import { RequestError } from '../../plugins/validation.js';
import { deviceEvents, findDevice, listLifecycleDevices, toDeviceEventDto } from '../../repositories/devices.js';
import { listDevices } from '../../repositories/merchant-stores.js';
import { serve } from '../declared.js';
import { pageParam, sizeParam } from '../paging.js';
import { ok, okSchema, pageOfSize, pageSizeSchema } from '../success-envelope.js';
import { merchantIdParams, requireMerchant } from './merchant-common.js';
import { listOf } from './merchant-schemas.js';
import { applyMove } from './device-move.js';
import { eventDto, lifecycleDeviceDto, moveDto, serialParam, toLifecycleDeviceDto } from './device-schemas.js';
import { deviceStockRoutes } from './device-stock.js';

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
 * The device lifecycle (issue 44 items 1 and 2): the devices of a product, one device with its timeline and legal
 * moves, a move (one conditional update on state + version, one audit row, one timeline row; an illegal move is a 409
 * naming both states; device-move.ts), the warehouses and their stock (device-stock.ts). The merchant 360 reads the
 * same devices and their timelines.
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

  deviceStockRoutes(app, db);

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
