import type { FastifyInstance } from 'fastify';
import { MERCHANT_ACTIONS, MERCHANT_LISTS } from '../../../contract/merchant/calls.js';
import { MERCHANT_SUPPORT_READS } from '../../../contract/merchant/support-reads.js';
import { serve } from '../declared.js';
import { z } from 'zod';
import { MERCHANT_MESSAGES } from '../../../contract/merchant/messages.js';
import { MERCHANT_RULES } from '../../../contract/merchant/rules.js';
import type { AppDeps } from '../../app-deps.js';
import { RequestError } from '../../plugins/validation.js';
import {
  invoicesOf,
  listDevices,
  listStores,
  requestReturn,
  toDeviceDto,
  toStoreDto,
} from '../../repositories/merchant-stores.js';
import { appendDeviceEvent } from '../../repositories/devices.js';
import { ok } from './envelope.js';
import { auditMerchantAction, requireChangeable } from './merchant-change.js';
import { merchantIdParams, requireMerchant } from './merchant-common.js';
import { deviceDto, invoiceDto, listOf, one, storeDto } from './merchant-schemas.js';

/** The card-swipe products of `{product}-swipe/getDevices` (spec §7.4). */
export const SWIPE_PRODUCTS = ['bharat', 'android'] as const;

const serial = z
  .string()
  .trim()
  .regex(/^[A-Z0-9]{4,30}$/, 'Device serial: 4 to 30 capital letters or digits.');

/**
 * Stores with their terminals, card-swipe devices per product, a device's invoices and the return of a device
 * (spec §7.4). A return moves an ACTIVE device to RETURN_REQUESTED with ONE conditional UPDATE and one audit row.
 */
export async function merchantStoreRoutes(app: FastifyInstance, { db }: AppDeps): Promise<void> {
  serve(
    app,
    MERCHANT_LISTS['m360-stores'],
    {
      params: merchantIdParams,
      querystring: z.object({ withTerminals: z.enum(['true', 'false']).default('false') }),
      response: listOf(storeDto),
    },
    async (request) => {
      await requireMerchant(db, request.params.merchantId);
      const stores = await listStores(db, request.params.merchantId);
      const devices =
        request.query.withTerminals === 'true' ? await listDevices(db, request.params.merchantId) : undefined;
      return ok(stores.map((s) => toStoreDto(s, devices)));
    },
  );

  for (const product of SWIPE_PRODUCTS)
    serve(
      app,
      MERCHANT_LISTS[`m360-devices-${product}`],
      {
        params: merchantIdParams,
        querystring: z.object({ deviceSerial: serial.optional() }),
        response: listOf(deviceDto),
      },
      async (request) => {
        await requireMerchant(db, request.params.merchantId);
        const rows = await listDevices(db, request.params.merchantId, {
          product,
          deviceSerial: request.query.deviceSerial,
        });
        return ok(rows.map(toDeviceDto));
      },
    );

  serve(
    app,
    MERCHANT_ACTIONS.returnDevice,
    {
      params: merchantIdParams.extend({ product: z.enum(SWIPE_PRODUCTS) }),
      body: z.object({ deviceSerial: serial, reason: z.string().trim().min(3).max(MERCHANT_RULES.remarksMax) }),
      response: one(deviceDto),
    },
    async (request) => {
      const { merchantId, product } = request.params;
      await requireChangeable(db, merchantId);
      const { deviceSerial, reason } = request.body;
      return db.transaction().execute(async (trx) => {
        const at = Date.now();
        if (!(await requestReturn(trx, merchantId, product, deviceSerial, reason, at))) {
          const [found] = await listDevices(trx, merchantId, { product, deviceSerial });
          if (!found) throw new RequestError(404, MERCHANT_MESSAGES.notFound);
          throw new RequestError(409, MERCHANT_MESSAGES.deviceNotActive);
        }
        const [after] = await listDevices(trx, merchantId, { product, deviceSerial });
        await auditMerchantAction(trx, request, merchantId, 'device.return', { deviceSerial, product, reason }, at);
        // The same move as the lifecycle's ACTIVE → RETURN_REQUESTED: its timeline row (issue 44 item 1).
        const actor = request.principal?.email ?? 'system';
        const details = { reason, warehouseId: after!.warehouse_id };
        await appendDeviceEvent(trx, {
          serial: deviceSerial,
          from: 'ACTIVE',
          to: 'RETURN_REQUESTED',
          actor,
          at,
          details,
        });
        return ok(toDeviceDto(after!), MERCHANT_MESSAGES.success);
      });
    },
  );

  serve(
    app,
    MERCHANT_SUPPORT_READS.swipeInvoices,
    { params: merchantIdParams, querystring: z.object({ deviceSerial: serial }), response: listOf(invoiceDto) },
    async (request) => {
      await requireMerchant(db, request.params.merchantId);
      const [device] = await listDevices(db, request.params.merchantId, { deviceSerial: request.query.deviceSerial });
      if (!device) throw new RequestError(404, MERCHANT_MESSAGES.notFound);
      return ok(invoicesOf(device, Date.now()));
    },
  );
}
