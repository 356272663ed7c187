import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { SWIPE_COMMERCIAL_CALLS as C } from '../../../contract/swipe-commercial/calls.js';
import {
  MDR_CHANGE_KIND,
  RENTAL_CHANGE_KIND,
  SWIPE_COMMERCIAL_MESSAGES as M,
} from '../../../contract/swipe-commercial/rules.js';
import {
  couponCodeParams,
  couponCreateBody,
  planCodeParams,
  planCreateBody,
  planUpdateBody,
} from '../../../contract/swipe-commercial/schemas.js';
import type { AppDeps } from '../../app-deps.js';
import { principalOf } from '../../plugins/auth.js';
import { RequestError } from '../../plugins/validation.js';
import { writeAudit } from '../../repositories/audit.js';
import {
  currentMdr,
  disableCoupon,
  findCoupon,
  findPlan,
  insertCoupon,
  insertPlan,
  listCoupons,
  listPlans,
  pendingChanges,
  retirePlan,
  toCouponDto,
  toPlanDto,
  updatePlan,
} from '../../repositories/swipe-commercial.js';
import { serve } from '../declared.js';
import { conflictOnUnique } from '../once-only.js';
import { ok } from './envelope.js';
import { serveMerchantRead } from './merchant-common.js';
import { okSchema } from '../success-envelope.js';

const planDto = z.object({
  planCode: z.string(),
  name: z.string(),
  product: z.string(),
  monthlyRent: z.number(),
  oneTimeFee: z.number(),
  debitMdr: z.number(),
  creditMdr: z.number(),
  active: z.boolean(),
  updatedAt: z.number(),
  updatedBy: z.string(),
  version: z.number().int(),
});
const couponDto = z.object({
  code: z.string(),
  discountType: z.string(),
  discountValue: z.number(),
  appliesTo: z.string(),
  validFrom: z.number(),
  validTo: z.number(),
  maxUses: z.number().int(),
  usedCount: z.number().int(),
  status: z.string(),
  createdAt: z.number(),
  createdBy: z.string(),
});
const pendingDto = z.object({
  id: z.number().int(),
  makerEmail: z.string(),
  createdAt: z.number(),
  proposed: z.record(z.string(), z.unknown()),
});
const mdrDto = z.object({
  merchantId: z.string(),
  rates: z.array(
    z.object({
      id: z.number().int(),
      cardNetwork: z.string(),
      cardType: z.string(),
      rate: z.number(),
      effectiveFrom: z.number(),
    }),
  ),
  pendingMdr: z.array(pendingDto),
  pendingRental: z.array(pendingDto),
});

/**
 * Issue 44 item 2 on the merchant-support backend: the plans (§7.4 GET /swipe-pos/merchant/plans, with their upkeep:
 * add, edit on the version seen, retire; never deleted), the coupons (create, disable) and a merchant's MDR in force
 * (§7.4 bharat-swipe/crm payment/merchant/MDR/{id}) with the MDR and rental changes waiting for a checker. Each change
 * writes one audit row in its transaction.
 */
export async function swipeCommercialRoutes(app: FastifyInstance, { db }: AppDeps): Promise<void> {
  serve(
    app,
    C.plans,
    {
      querystring: z.object({ active: z.enum(['true', 'false']).optional() }),
      response: { 200: okSchema(z.array(planDto)) },
    },
    async (request) => ok(await listPlans(db, request.query.active === 'true')),
  );

  serve(app, C.createPlan, { body: planCreateBody, response: { 201: okSchema(planDto) } }, async (request, reply) => {
    const who = principalOf(request);
    const at = Date.now();
    const dto = await db.transaction().execute(async (trx) => {
      if (await findPlan(trx, request.body.planCode)) throw new RequestError(409, M.planExists);
      const plan = await insertPlan(trx, request.body, who.email, at).catch(conflictOnUnique(M.planExists));
      await writeAudit(trx, {
        actor: who,
        action: 'swipe_plan.create',
        entity: 'swipe_plans',
        entityId: plan.planCode,
        after: plan,
        at,
      });
      return plan;
    });
    reply.code(201);
    return ok(dto, M.planSaved);
  });

  serve(
    app,
    C.updatePlan,
    { params: planCodeParams, body: planUpdateBody, response: { 200: okSchema(planDto) } },
    async (request) => {
      const who = principalOf(request);
      const at = Date.now();
      const code = request.params.planCode;
      return db.transaction().execute(async (trx) => {
        const before = await findPlan(trx, code);
        if (!before) throw new RequestError(404, M.notFound);
        if (!(await updatePlan(trx, code, request.body, who.email, at))) throw new RequestError(409, M.planMoved);
        const after = toPlanDto((await findPlan(trx, code))!);
        await writeAudit(trx, {
          actor: who,
          action: 'swipe_plan.update',
          entity: 'swipe_plans',
          entityId: code,
          before: toPlanDto(before),
          after,
          at,
        });
        return ok(after, M.planSaved);
      });
    },
  );

  serve(app, C.retirePlan, { params: planCodeParams, response: { 200: okSchema(planDto) } }, async (request) => {
    const who = principalOf(request);
    const at = Date.now();
    const code = request.params.planCode;
    return db.transaction().execute(async (trx) => {
      if (!(await findPlan(trx, code))) throw new RequestError(404, M.notFound);
      if (!(await retirePlan(trx, code, who.email, at))) throw new RequestError(409, M.planRetiredAlready);
      const after = toPlanDto((await findPlan(trx, code))!);
      await writeAudit(trx, {
        actor: who,
        action: 'swipe_plan.retire',
        entity: 'swipe_plans',
        entityId: code,
        before: { active: true },
        after: { active: false },
        at,
      });
      return ok(after, M.planRetired);
    });
  });

  serve(app, C.coupons, { response: { 200: okSchema(z.array(couponDto)) } }, async () => ok(await listCoupons(db)));

  serve(
    app,
    C.createCoupon,
    { body: couponCreateBody, response: { 201: okSchema(couponDto) } },
    async (request, reply) => {
      const who = principalOf(request);
      const at = Date.now();
      const dto = await db.transaction().execute(async (trx) => {
        if (await findCoupon(trx, request.body.code)) throw new RequestError(409, M.couponExists);
        const coupon = await insertCoupon(trx, request.body, who.email, at).catch(conflictOnUnique(M.couponExists));
        await writeAudit(trx, {
          actor: who,
          action: 'swipe_coupon.create',
          entity: 'swipe_coupons',
          entityId: coupon.code,
          after: coupon,
          at,
        });
        return coupon;
      });
      reply.code(201);
      return ok(dto, M.couponSaved);
    },
  );

  serve(app, C.disableCoupon, { params: couponCodeParams, response: { 200: okSchema(couponDto) } }, async (request) => {
    const who = principalOf(request);
    const at = Date.now();
    const code = request.params.code;
    return db.transaction().execute(async (trx) => {
      if (!(await findCoupon(trx, code))) throw new RequestError(404, M.notFound);
      if (!(await disableCoupon(trx, code))) throw new RequestError(409, M.couponDisabledAlready);
      await writeAudit(trx, {
        actor: who,
        action: 'swipe_coupon.disable',
        entity: 'swipe_coupons',
        entityId: code,
        before: { status: 'ACTIVE' },
        after: { status: 'DISABLED' },
        at,
      });
      return ok(toCouponDto((await findCoupon(trx, code))!), M.couponDisabled);
    });
  });

  serveMerchantRead(app, db, C.merchantMdr, { 200: okSchema(mdrDto) }, async (merchantId) => ({
    merchantId,
    rates: await currentMdr(db, merchantId),
    pendingMdr: await pendingChanges(db, merchantId, MDR_CHANGE_KIND),
    pendingRental: await pendingChanges(db, merchantId, RENTAL_CHANGE_KIND),
  }));
}
