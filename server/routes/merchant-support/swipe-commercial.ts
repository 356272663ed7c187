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
import type { Kysely } from 'kysely';
import type { AppDeps } from '../../app-deps.js';
import type { Database } from '../../db/database.js';
import { principalOf, type Principal } from '../../plugins/auth.js';
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

type Trx = Kysely<Database>;

const planAudit = (verb: string, code: string): Audited => ({
  action: `swipe_plan.${verb}`,
  entity: 'swipe_plans',
  entityId: code,
});
type Audited = { action: string; entity: 'swipe_plans' | 'swipe_coupons'; entityId: string };

/**
 * One change of a plan or coupon in one transaction: 404 when it is not there, `moved` (409) when its conditional
 * update changed nothing, then one audit row with the row before and after. Answers the row after.
 */
function changeRow<R, D>(
  db: Trx,
  who: Principal,
  c: Audited & {
    find: (trx: Trx) => Promise<R | undefined>;
    apply: (trx: Trx, at: number) => Promise<boolean>;
    moved: string;
    dto: (row: R) => D;
  },
): Promise<D> {
  const at = Date.now();
  return db.transaction().execute(async (trx) => {
    const before = await c.find(trx);
    if (!before) throw new RequestError(404, M.notFound);
    if (!(await c.apply(trx, at))) throw new RequestError(409, c.moved);
    const after = c.dto((await c.find(trx))!);
    const { action, entity, entityId } = c;
    await writeAudit(trx, { actor: who, action, entity, entityId, before: c.dto(before), after, at });
    return after;
  });
}

/** A new plan or coupon in one transaction: `exists` (409) when its code is taken, one audit row. Answers it. */
function createRow<D>(
  db: Trx,
  who: Principal,
  c: Audited & { taken: (trx: Trx) => Promise<unknown>; insert: (trx: Trx, at: number) => Promise<D>; exists: string },
): Promise<D> {
  const at = Date.now();
  return db.transaction().execute(async (trx) => {
    if (await c.taken(trx)) throw new RequestError(409, c.exists);
    const made = await c.insert(trx, at).catch(conflictOnUnique(c.exists));
    const { action, entity, entityId } = c;
    await writeAudit(trx, { actor: who, action, entity, entityId, after: made, at });
    return made;
  });
}

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
    const b = request.body;
    const plan = await createRow(db, who, {
      ...planAudit('create', b.planCode),
      taken: (trx) => findPlan(trx, b.planCode),
      insert: (trx, at) => insertPlan(trx, b, who.email, at),
      exists: M.planExists,
    });
    reply.code(201);
    return ok(plan, M.planSaved);
  });

  const planParams = { params: planCodeParams, response: { 200: okSchema(planDto) } };
  serve(app, C.updatePlan, { ...planParams, body: planUpdateBody }, async (request) => {
    const who = principalOf(request);
    const code = request.params.planCode;
    const plan = await changeRow(db, who, {
      ...planAudit('update', code),
      find: (trx) => findPlan(trx, code),
      apply: (trx, at) => updatePlan(trx, code, request.body, who.email, at),
      moved: M.planMoved,
      dto: toPlanDto,
    });
    return ok(plan, M.planSaved);
  });

  serve(app, C.retirePlan, planParams, async (request) => {
    const who = principalOf(request);
    const code = request.params.planCode;
    const plan = await changeRow(db, who, {
      ...planAudit('retire', code),
      find: (trx) => findPlan(trx, code),
      apply: (trx, at) => retirePlan(trx, code, who.email, at),
      moved: M.planRetiredAlready,
      dto: toPlanDto,
    });
    return ok(plan, M.planRetired);
  });

  serve(app, C.coupons, { response: { 200: okSchema(z.array(couponDto)) } }, async () => ok(await listCoupons(db)));

  serve(
    app,
    C.createCoupon,
    { body: couponCreateBody, response: { 201: okSchema(couponDto) } },
    async (request, reply) => {
      const who = principalOf(request);
      const b = request.body;
      const coupon = await createRow(db, who, {
        action: 'swipe_coupon.create',
        entity: 'swipe_coupons',
        entityId: b.code,
        taken: (trx) => findCoupon(trx, b.code),
        insert: (trx, at) => insertCoupon(trx, b, who.email, at),
        exists: M.couponExists,
      });
      reply.code(201);
      return ok(coupon, M.couponSaved);
    },
  );

  serve(app, C.disableCoupon, { params: couponCodeParams, response: { 200: okSchema(couponDto) } }, async (request) => {
    const code = request.params.code;
    const coupon = await changeRow(db, principalOf(request), {
      action: 'swipe_coupon.disable',
      entity: 'swipe_coupons',
      entityId: code,
      find: (trx) => findCoupon(trx, code),
      apply: (trx) => disableCoupon(trx, code),
      moved: M.couponDisabledAlready,
      dto: toCouponDto,
    });
    return ok(coupon, M.couponDisabled);
  });

  serveMerchantRead(app, db, C.merchantMdr, { 200: okSchema(mdrDto) }, async (merchantId) => ({
    merchantId,
    rates: await currentMdr(db, merchantId),
    pendingMdr: await pendingChanges(db, merchantId, MDR_CHANGE_KIND),
    pendingRental: await pendingChanges(db, merchantId, RENTAL_CHANGE_KIND),
  }));
}
