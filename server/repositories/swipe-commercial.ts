import type { Kysely, Selectable } from 'kysely';
import type { ApprovalRequest, Database } from '../db/database.js';
import type { SwipeCouponTable, SwipePlanTable } from '../db/tables/swipe-commercial.js';
import type { CouponCreateBody, PlanCreateBody, PlanUpdateBody } from '../../contract/swipe-commercial/schemas.js';
import { roundRupees } from '../../contract/money.js';
import { rowsWhere } from './rows-where.js';

type Json = Record<string, unknown>;
type PlanRow = Selectable<SwipePlanTable>;
type CouponRow = Selectable<SwipeCouponTable>;

export const toPlanDto = (r: PlanRow) => ({
  planCode: r.plan_code,
  name: r.name,
  product: r.product,
  monthlyRent: roundRupees(r.monthly_rent),
  oneTimeFee: roundRupees(r.one_time_fee),
  debitMdr: roundRupees(r.debit_mdr),
  creditMdr: roundRupees(r.credit_mdr),
  active: Number(r.active) === 1,
  updatedAt: Number(r.updated_at),
  updatedBy: r.updated_by,
  version: Number(r.version),
});
export type PlanDto = ReturnType<typeof toPlanDto>;

export const toCouponDto = (r: CouponRow) => ({
  code: r.code,
  discountType: r.discount_type,
  discountValue: roundRupees(r.discount_value),
  appliesTo: r.applies_to,
  validFrom: Number(r.valid_from),
  validTo: Number(r.valid_to),
  maxUses: Number(r.max_uses),
  usedCount: Number(r.used_count),
  status: r.status,
  createdAt: Number(r.created_at),
  createdBy: r.created_by,
});

/** Every plan, active ones first, then by code; only the active ones with `activeOnly`. */
export async function listPlans(db: Kysely<Database>, activeOnly: boolean) {
  let q = db.selectFrom('swipe_plans').selectAll();
  if (activeOnly) q = q.where('active', '=', 1);
  return (await q.orderBy('active', 'desc').orderBy('plan_code').execute()).map(toPlanDto);
}

export const findPlan = (db: Kysely<Database>, planCode: string) =>
  db.selectFrom('swipe_plans').selectAll().where('plan_code', '=', planCode).executeTakeFirst();

const terms = (b: PlanCreateBody | PlanUpdateBody) => ({
  name: b.name,
  product: b.product,
  monthly_rent: b.monthlyRent,
  one_time_fee: b.oneTimeFee,
  debit_mdr: b.debitMdr,
  credit_mdr: b.creditMdr,
});

export async function insertPlan(db: Kysely<Database>, b: PlanCreateBody, by: string, at: number) {
  await db
    .insertInto('swipe_plans')
    .values({ plan_code: b.planCode, ...terms(b), active: 1, created_at: at, updated_at: at, updated_by: by })
    .execute();
  return toPlanDto((await findPlan(db, b.planCode))!);
}

/** A plan's new terms on the version the editor saw: one conditional UPDATE; false when it moved on. */
export async function updatePlan(db: Kysely<Database>, code: string, b: PlanUpdateBody, by: string, at: number) {
  const res = await db
    .updateTable('swipe_plans')
    .set((eb) => ({ ...terms(b), updated_at: at, updated_by: by, version: eb('version', '+', 1) }))
    .where('plan_code', '=', code)
    .where('version', '=', b.version)
    .executeTakeFirst();
  return Number(res.numUpdatedRows) === 1;
}

/** Retires an active plan (one conditional UPDATE); false when it was retired already. */
export async function retirePlan(db: Kysely<Database>, code: string, by: string, at: number) {
  const res = await db
    .updateTable('swipe_plans')
    .set((eb) => ({ active: 0, updated_at: at, updated_by: by, version: eb('version', '+', 1) }))
    .where('plan_code', '=', code)
    .where('active', '=', 1)
    .executeTakeFirst();
  return Number(res.numUpdatedRows) === 1;
}

export async function listCoupons(db: Kysely<Database>) {
  const rows = await db.selectFrom('swipe_coupons').selectAll().orderBy('created_at', 'desc').orderBy('id', 'desc');
  return (await rows.execute()).map(toCouponDto);
}

export const findCoupon = (db: Kysely<Database>, code: string) =>
  db.selectFrom('swipe_coupons').selectAll().where('code', '=', code).executeTakeFirst();

export async function insertCoupon(db: Kysely<Database>, b: CouponCreateBody, by: string, at: number) {
  await db
    .insertInto('swipe_coupons')
    .values({
      code: b.code,
      discount_type: b.discountType,
      discount_value: b.discountValue,
      applies_to: b.appliesTo,
      valid_from: b.validFrom,
      valid_to: b.validTo,
      max_uses: b.maxUses,
      status: 'ACTIVE',
      created_at: at,
      created_by: by,
    })
    .execute();
  return toCouponDto((await findCoupon(db, b.code))!);
}

/** Disables an active coupon (one conditional UPDATE); false when it was disabled already. */
export async function disableCoupon(db: Kysely<Database>, code: string) {
  const res = await db
    .updateTable('swipe_coupons')
    .set({ status: 'DISABLED' })
    .where('code', '=', code)
    .where('status', '=', 'ACTIVE')
    .executeTakeFirst();
  return Number(res.numUpdatedRows) === 1;
}

/**
 * A merchant's MDR in force: per card network and type, the row with the latest effective date (migration 0044's
 * merchant_mdr_rates, which the merchant 360's MDR tab lists with its history).
 */
export async function currentMdr(db: Kysely<Database>, merchantId: string) {
  const rows = await rowsWhere(db, 'merchant_mdr_rates', 'merchant_id', merchantId, [
    ['effective_from', 'desc'],
    ['id', 'desc'],
  ]);
  const seen = new Set<string>();
  return rows
    .filter((r) => {
      const key = `${r.card_network}/${r.card_type}`;
      if (seen.has(key)) return false;
      seen.add(key);
      return true;
    })
    .map((r) => ({
      id: r.id,
      cardNetwork: r.card_network,
      cardType: r.card_type,
      rate: roundRupees(r.rate),
      effectiveFrom: Number(r.effective_from),
    }))
    .sort((a, b) => a.cardNetwork.localeCompare(b.cardNetwork) || a.cardType.localeCompare(b.cardType));
}

/** The merchant's pending MDR and rental changes, newest first. */
export async function pendingChanges(db: Kysely<Database>, merchantId: string, kind: string) {
  const rows = await db
    .selectFrom('approval_requests')
    .innerJoin('merchant_change_requests', 'merchant_change_requests.approval_id', 'approval_requests.id')
    .select(['approval_requests.id', 'approval_requests.proposed_json', 'approval_requests.maker_email'])
    .select('approval_requests.created_at')
    .where('merchant_change_requests.merchant_id', '=', merchantId)
    .where('approval_requests.kind', '=', kind)
    .where('approval_requests.status', '=', 'PENDING')
    .orderBy('approval_requests.id', 'desc')
    .execute();
  return rows.map((r) => ({
    id: r.id,
    makerEmail: r.maker_email,
    createdAt: Number(r.created_at),
    proposed: JSON.parse(r.proposed_json) as Json,
  }));
}

/** A merchant's device by serial, with its rent and version. */
export const deviceOf = (db: Kysely<Database>, merchantId: string, serial: string) =>
  db
    .selectFrom('merchant_devices')
    .select(['id', 'merchant_id', 'device_serial', 'product', 'monthly_rental', 'status', 'version'])
    .where('merchant_id', '=', merchantId)
    .where('device_serial', '=', serial)
    .executeTakeFirst();

/**
 * An approved change of one value on one row (an MDR rate, a device's rent), in the style of merchant-field-change.ts:
 * ONE conditional update (`… WHERE id AND <column> = <the value the maker saw>`), so of two approvals, or a change
 * made another way in between, at most one applies. The before and after, or null when the value moved on.
 */
async function applyRowValue(
  db: Kysely<Database>,
  request: ApprovalRequest,
  at: number,
  spec: { table: 'merchant_mdr_rates' | 'merchant_devices'; key: string },
) {
  if (request.target_id === null) return null;
  const proposed = JSON.parse(request.proposed_json) as Json;
  const previous = JSON.parse(request.previous_json ?? '{}') as Json;
  const was = Number(previous[spec.key]);
  const next = Number(proposed[spec.key]);
  const query =
    spec.table === 'merchant_mdr_rates'
      ? db
          .updateTable('merchant_mdr_rates')
          .set({ rate: next, effective_from: at })
          .where('id', '=', request.target_id)
          .where('rate', '=', was)
      : db
          .updateTable('merchant_devices')
          .set((eb) => ({ monthly_rental: next, version: eb('version', '+', 1) }))
          .where('id', '=', request.target_id)
          .where('monthly_rental', '=', was);
  const updated = await query.executeTakeFirst();
  if (Number(updated.numUpdatedRows) !== 1) return null;
  return { before: { ...previous, [spec.key]: was }, after: { ...previous, [spec.key]: next } };
}

export const applyMdrChange = (db: Kysely<Database>, request: ApprovalRequest, at: number) =>
  applyRowValue(db, request, at, { table: 'merchant_mdr_rates', key: 'rate' });

export const applyRentalChange = (db: Kysely<Database>, request: ApprovalRequest, at: number) =>
  applyRowValue(db, request, at, { table: 'merchant_devices', key: 'monthlyRentAmount' });
