/**
 * Merchant card applications and their card orders (migration 0048; contract/delivery/rules.ts): an order creates the
 * card delivery of delivery.ts. A change is one conditional UPDATE whose row count decides (races: one wins).
 */
import type { Kysely, Selectable } from 'kysely';
import { cardApplicationReference, cardOrderReference } from '../../contract/delivery/rules.js';
import type { Database } from '../db/database.js';
import type { MerchantCardApplicationTable } from '../db/tables/delivery.js';
import { newestFirstPage, type Page } from './newest-first.js';

export type ApplicationRow = Selectable<MerchantCardApplicationTable>;

export const findApplication = (db: Kysely<Database>, id: number) =>
  db.selectFrom('merchant_card_applications').selectAll().where('id', '=', id).executeTakeFirst();

export const findOpenApplication = (db: Kysely<Database>, merchantId: string) =>
  db
    .selectFrom('merchant_card_applications')
    .selectAll()
    .where('merchant_id', '=', merchantId)
    .where('status', '=', 'APPLIED')
    .executeTakeFirst();

export function listApplications(
  db: Kysely<Database>,
  q: { page: number; size: number; status?: string; q?: string; snapshot?: number },
): Promise<Page<ApplicationRow>> {
  let base = db.selectFrom('merchant_card_applications');
  if (q.status) base = base.where('status', '=', q.status);
  if (q.q) {
    const s = q.q.trim();
    base = base.where((eb) => eb.or([eb('reference', '=', s.toUpperCase()), eb('merchant_id', '=', s)]));
  }
  return newestFirstPage(base, (b) => b.selectAll(), 'applied_at', q.page, q.size, 'id', {
    db,
    table: 'merchant_card_applications',
    given: q.snapshot,
  }) as Promise<Page<ApplicationRow>>;
}

export function toApplicationDto(r: ApplicationRow, order: { reference: string | null } | null = null) {
  return {
    id: r.id,
    reference: r.reference ?? '',
    merchantId: r.merchant_id,
    cardType: r.card_type,
    creditLimit: r.credit_limit === null ? null : Number(r.credit_limit),
    remarks: r.remarks,
    status: r.status,
    appliedBy: r.applied_by,
    appliedAt: Number(r.applied_at),
    decidedBy: r.decided_by,
    decidedAt: r.decided_at === null ? null : Number(r.decided_at),
    decisionRemarks: r.decision_remarks,
    orderReference: order?.reference ?? null,
  };
}

export async function insertApplication(
  db: Kysely<Database>,
  a: { merchantId: string; cardType: string; creditLimit: number | null; remarks: string },
  by: string,
  at: number,
): Promise<number> {
  const { id } = await db
    .insertInto('merchant_card_applications')
    .values({
      merchant_id: a.merchantId,
      card_type: a.cardType,
      credit_limit: a.creditLimit,
      remarks: a.remarks,
      status: 'APPLIED',
      applied_by: by,
      applied_at: at,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await db
    .updateTable('merchant_card_applications')
    .set({ reference: cardApplicationReference(id) })
    .where('id', '=', id)
    .execute();
  return id;
}

/** The decision, only if the application is still APPLIED: whether it landed. */
export async function decideApplicationRow(
  db: Kysely<Database>,
  id: number,
  d: { status: string; by: string; remarks: string },
  at: number,
): Promise<boolean> {
  const r = await db
    .updateTable('merchant_card_applications')
    .set({ status: d.status, decided_by: d.by, decided_at: at, decision_remarks: d.remarks })
    .where('id', '=', id)
    .where('status', '=', 'APPLIED')
    .executeTakeFirst();
  return Number(r.numUpdatedRows) === 1;
}

export const findOrderOf = (db: Kysely<Database>, applicationId: number) =>
  db.selectFrom('merchant_card_orders').selectAll().where('application_id', '=', applicationId).executeTakeFirst();

export const ordersOf = async (db: Kysely<Database>, applicationIds: number[]) =>
  applicationIds.length === 0
    ? []
    : db
        .selectFrom('merchant_card_orders')
        .select(['application_id', 'reference'])
        .where('application_id', 'in', applicationIds)
        .execute();

export async function insertOrder(
  db: Kysely<Database>,
  o: { applicationId: number; merchantId: string; deliveryId: number },
  by: string,
  at: number,
): Promise<number> {
  const { id } = await db
    .insertInto('merchant_card_orders')
    .values({
      application_id: o.applicationId,
      merchant_id: o.merchantId,
      delivery_id: o.deliveryId,
      ordered_by: by,
      ordered_at: at,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await db
    .updateTable('merchant_card_orders')
    .set({ reference: cardOrderReference(id) })
    .where('id', '=', id)
    .execute();
  return id;
}

const ORDER_COLUMNS = [
  'o.id',
  'o.reference',
  'o.merchant_id',
  'o.ordered_by',
  'o.ordered_at',
  'a.reference as application_reference',
  'a.card_type',
  'd.id as delivery_id',
  'd.reference as delivery_reference',
  'd.status as delivery_status',
  'p.code as partner_code',
] as const;

const orderBase = (db: Kysely<Database>) =>
  db
    .selectFrom('merchant_card_orders as o')
    .innerJoin('merchant_card_applications as a', 'a.id', 'o.application_id')
    .innerJoin('card_deliveries as d', 'd.id', 'o.delivery_id')
    .innerJoin('delivery_partners as p', 'p.id', 'd.partner_id');

/** A card order with its application and delivery, as the lists and the order's answer show it. */
export const findOrderRow = (db: Kysely<Database>, id: number) =>
  orderBase(db).select(ORDER_COLUMNS).where('o.id', '=', id).executeTakeFirstOrThrow();
export type OrderRow = Awaited<ReturnType<typeof findOrderRow>>;

export function listOrders(db: Kysely<Database>, q: { page: number; size: number; snapshot?: number }) {
  return newestFirstPage(orderBase(db), (b) => b.select(ORDER_COLUMNS), 'o.ordered_at', q.page, q.size, 'o.id', {
    db,
    table: 'merchant_card_orders',
    given: q.snapshot,
  }) as Promise<Page<OrderRow>>;
}

export function toOrderDto(r: OrderRow) {
  return {
    id: r.id,
    reference: r.reference ?? '',
    merchantId: r.merchant_id,
    applicationReference: r.application_reference ?? '',
    cardType: r.card_type,
    deliveryId: r.delivery_id,
    deliveryReference: r.delivery_reference ?? '',
    deliveryStatus: r.delivery_status,
    partnerCode: r.partner_code,
    orderedBy: r.ordered_by,
    orderedAt: Number(r.ordered_at),
  };
}
