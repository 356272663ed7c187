import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { DELIVERY_MESSAGES } from '../../../contract/delivery/rules.js';
import {
  DEVICE_KINDS,
  DEVICE_MESSAGES,
  illegalMoveMessage,
  kindOfProduct,
} from '../../../contract/devices/lifecycle.js';
import {
  assignBody,
  chargesAfterCoupon,
  deliverBody,
  ONBOARDING_ENDPOINTS,
  ONBOARDING_MESSAGES,
  onboardBody,
  shipmentsQuery,
  slaBreached,
} from '../../../contract/devices/onboarding.js';
import { roundRupees } from '../../../contract/money.js';
import type { AppDeps } from '../../app-deps.js';
import { numOrNull } from '../../db/values.js';
import { principalOf } from '../../plugins/auth.js';
import { RequestError } from '../../plugins/validation.js';
import { pincodeServiceability } from '../../repositories/delivery.js';
import {
  awbTaken,
  deliveryCounts,
  findStore,
  insertOnboarding,
  insertShipment,
  listShipments,
  markDelivered,
  partnerFor,
  useCoupon,
} from '../../repositories/device-onboarding.js';
import { findDevice } from '../../repositories/devices.js';
import { findCoupon, findPlan, toCouponDto, toPlanDto } from '../../repositories/swipe-commercial.js';
import { isUniqueViolation } from '../admin/simple-rest.js';
import { serveInTransaction } from '../common/transaction-action.js';
import { serve } from '../declared.js';
import { pageParam, sizeParam } from '../paging.js';
import { ok, okSchema, pageOfSize, pageSizeSchema } from '../success-envelope.js';
import { applyMove } from './device-move.js';
import { serialParam, toLifecycleDeviceDto } from './device-schemas.js';
import { requireMerchant } from './merchant-common.js';

const deviceDto = z.object({
  deviceSerial: z.string(),
  status: z.string(),
  version: z.number().int(),
  merchantId: z.string(),
  storeId: z.string(),
  monthlyRental: z.number(),
  courier: z.string().nullable(),
  awb: z.string().nullable(),
});
const onboardedDto = z.object({
  device: deviceDto,
  planCode: z.string(),
  couponCode: z.string().nullable(),
  monthlyRent: z.number(),
  oneTimeFee: z.number(),
  discount: z.number(),
});
const shipmentDto = z.object({
  id: z.number().int(),
  deviceSerial: z.string(),
  model: z.string(),
  status: z.string(),
  version: z.number().int(),
  merchantId: z.string(),
  storeId: z.string(),
  storeName: z.string().nullable(),
  pincode: z.string().nullable(),
  monthlyRental: z.number(),
  allocatedAt: z.number(),
  courier: z.string().nullable(),
  awb: z.string().nullable(),
  shippedAt: z.number().nullable(),
  slaDays: z.number().nullable(),
  deliveredAt: z.number().nullable(),
  slaBreached: z.boolean(),
});
const countDto = z.object({ state: z.string(), count: z.number().int() });
const dashboardDto = z.object({
  byState: z.array(countDto),
  byCourier: z.array(countDto.extend({ courier: z.string() })),
  slaBreaches: z.number().int(),
});

/**
 * Device onboarding, courier assignment and the delivery dashboard (issue 44 items 2, 3, 4 parts). Every change is
 * one transaction whose device move is the lifecycle's applyMove (one conditional update on state + version: of 20
 * at once, one wins; one timeline row; one audit row carrying what else the change recorded).
 * - onboarding: the plan active and of the device's product, the store the merchant's with a serviceable pincode, the
 *   coupon's use counted once (a conditional update under its maximum), the rent/plan record and the device's rent;
 * - shipping: an active courier that serves the store's pincode, an AWB unique per courier (a unique index decides);
 * - delivery: the DELIVERED move, closing the shipment; the list and the dashboard read the same joined rows.
 */
export async function deviceOnboardingRoutes(app: FastifyInstance, { db }: AppDeps): Promise<void> {
  serveInTransaction(
    app,
    db,
    ONBOARDING_ENDPOINTS.onboard,
    { body: onboardBody, data: onboardedDto },
    async (trx, b, who) => {
      const device = await findDevice(trx, b.serial);
      if (!device) throw new RequestError(404, DEVICE_MESSAGES.notFound);
      const kind = kindOfProduct(device.product);
      const plan = await findPlan(trx, b.planCode);
      if (!plan || Number(plan.active) !== 1) throw new RequestError(400, ONBOARDING_MESSAGES.planNotFound);
      if (plan.product !== kind) throw new RequestError(400, ONBOARDING_MESSAGES.planProduct(plan.plan_code, kind));
      await requireMerchant(trx, b.merchantId);
      const store = await findStore(trx, b.merchantId, b.storeId);
      if (!store) throw new RequestError(400, DEVICE_MESSAGES.noStore);
      if (!store.pincode) throw new RequestError(400, ONBOARDING_MESSAGES.noPincode);
      if (!(await pincodeServiceability(trx, store.pincode)).serviceable)
        throw new RequestError(400, DELIVERY_MESSAGES.notServiceable(store.pincode));
      const couponCode = b.couponCode ? b.couponCode : null;
      const coupon = couponCode ? await findCoupon(trx, couponCode) : undefined;
      if (couponCode && !coupon) throw new RequestError(400, ONBOARDING_MESSAGES.couponNotFound);
      const charges = chargesAfterCoupon(toPlanDto(plan), coupon ? toCouponDto(coupon) : null);
      const record = { planCode: plan.plan_code, couponCode, ...charges };
      const { after } = await applyMove(
        trx,
        who,
        b.serial,
        { to: 'ALLOCATED', version: b.version, merchantId: b.merchantId, storeId: b.storeId },
        { more: record },
      );
      const at = Date.now();
      if (couponCode && !(await useCoupon(trx, couponCode, at)))
        throw new RequestError(409, ONBOARDING_MESSAGES.couponUnusable(couponCode));
      await insertOnboarding(trx, {
        serial: b.serial,
        merchantId: b.merchantId,
        storeId: b.storeId,
        ...record,
        at,
        by: who.email,
      });
      const device2 = toLifecycleDeviceDto((await findDevice(trx, after.device_serial))!);
      return ok(
        { device: device2, ...record },
        `${ONBOARDING_MESSAGES.onboarded} ${b.serial} to merchant ${b.merchantId}, store ${b.storeId}, plan ${plan.plan_code}.`,
      );
    },
  );

  serve(
    app,
    ONBOARDING_ENDPOINTS.shipments,
    {
      querystring: shipmentsQuery.extend({ page: pageParam(0), size: sizeParam(20) }),
      response: { 200: okSchema(pageSizeSchema(shipmentDto)) },
    },
    async (request) => {
      const q = request.query;
      const now = Date.now();
      const { rows, total } = await listShipments(db, q, now);
      const content = rows.map((r) => {
        const shippedAt = numOrNull(r.shipped_at);
        const slaDays = numOrNull(r.sla_days);
        return {
          id: r.id,
          deviceSerial: r.device_serial,
          model: r.model,
          status: r.status,
          version: r.version,
          merchantId: r.merchant_id,
          storeId: r.store_id,
          storeName: r.store_name,
          pincode: r.pincode,
          monthlyRental: roundRupees(r.monthly_rental),
          allocatedAt: Number(r.assigned_at),
          courier: r.partner_code ?? r.courier,
          awb: r.awb,
          shippedAt,
          slaDays,
          deliveredAt: numOrNull(r.delivered_at),
          slaBreached: slaBreached(r.status, shippedAt, slaDays, now),
        };
      });
      return ok(pageOfSize(content, q, total));
    },
  );

  serve(
    app,
    ONBOARDING_ENDPOINTS.assign,
    { params: serialParam, body: assignBody, response: { 200: okSchema(deviceDto) } },
    async (request) => {
      const who = principalOf(request);
      const { serial } = request.params;
      const { version, partnerId, awb } = request.body;
      return db.transaction().execute(async (trx) => {
        const device = await findDevice(trx, serial);
        if (!device) throw new RequestError(404, DEVICE_MESSAGES.notFound);
        if (device.status !== 'ALLOCATED') throw new RequestError(409, illegalMoveMessage(device.status, 'SHIPPED'));
        const store = await findStore(trx, device.merchant_id, device.store_id);
        if (!store?.pincode) throw new RequestError(400, ONBOARDING_MESSAGES.noPincode);
        const partner = await partnerFor(trx, partnerId, store.pincode);
        if (!partner) throw new RequestError(400, DELIVERY_MESSAGES.partnerNotFound);
        if (Number(partner.active) !== 1)
          throw new RequestError(400, ONBOARDING_MESSAGES.courierInactive(partner.code));
        if (partner.sla_days === null)
          throw new RequestError(400, ONBOARDING_MESSAGES.courierPincode(partner.code, store.pincode));
        if (await awbTaken(trx, partnerId, awb))
          throw new RequestError(409, ONBOARDING_MESSAGES.awbTaken(awb, partner.code));
        const slaDays = Number(partner.sla_days);
        const { after } = await applyMove(
          trx,
          who,
          serial,
          { to: 'SHIPPED', version, courier: partner.code, awb },
          { more: { partnerId, pincode: store.pincode, slaDays } },
        );
        try {
          await insertShipment(trx, {
            serial,
            partnerId,
            awb,
            pincode: store.pincode,
            slaDays,
            allocatedAt: Number(device.assigned_at),
            at: Date.now(),
            by: who.email,
          });
        } catch (e) {
          if (isUniqueViolation(e)) throw new RequestError(409, ONBOARDING_MESSAGES.awbTaken(awb, partner.code));
          throw e;
        }
        return ok(
          toLifecycleDeviceDto(after),
          `${ONBOARDING_MESSAGES.shipped} ${serial}: ${partner.name}, AWB ${awb}.`,
        );
      });
    },
  );

  serve(
    app,
    ONBOARDING_ENDPOINTS.deliver,
    { params: serialParam, body: deliverBody, response: { 200: okSchema(deviceDto) } },
    async (request) => {
      const who = principalOf(request);
      const { serial } = request.params;
      return db.transaction().execute(async (trx) => {
        const { after } = await applyMove(trx, who, serial, { to: 'DELIVERED', version: request.body.version });
        await markDelivered(trx, serial, Date.now());
        return ok(toLifecycleDeviceDto(after), `${ONBOARDING_MESSAGES.delivered} ${serial}.`);
      });
    },
  );

  serve(
    app,
    ONBOARDING_ENDPOINTS.dashboard,
    {
      querystring: z.object({ kind: z.enum(DEVICE_KINDS).default('SWIPE') }),
      response: { 200: okSchema(dashboardDto) },
    },
    async (request) => ok(await deliveryCounts(db, request.query.kind, Date.now())),
  );
}
