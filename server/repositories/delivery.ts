/**
 * Delivery partners, their pincodes and card deliveries (migration 0048; contract/delivery/rules.ts); the merchant
 * card applications and orders are in merchant-cards.ts. Every query the delivery routes make; a change is one conditional UPDATE whose row count decides (races: one wins).
 */
import { maskAddress } from '../../contract/pii.js';
import type { Kysely, Selectable } from 'kysely';
import { cardDeliveryReference, serviceabilityOf, type PincodeServiceability } from '../../contract/delivery/rules.js';
import type { PincodeRow } from '../../contract/delivery/pincode-rows.js';
import type { Database } from '../db/database.js';
import type { CardDeliveryTable, DeliveryPartnerTable } from '../db/tables/delivery.js';
import { countOf, newestFirstPage, type Page } from './newest-first.js';
import { rowsWhere } from './rows-where.js';

export type PartnerRow = Selectable<DeliveryPartnerTable>;
export type CardDeliveryRow = Selectable<CardDeliveryTable> & { partner_code: string; partner_name: string };

const flag = (v: unknown): boolean => Number(v) === 1;

// ——— partners ———

/** Every partner with its pincode count, by code. */
export async function listPartners(db: Kysely<Database>) {
  const rows = await db
    .selectFrom('delivery_partners as p')
    .leftJoin('delivery_partner_pincodes as z', 'z.partner_id', 'p.id')
    .select(['p.id', 'p.code', 'p.name', 'p.contact', 'p.active', 'p.updated_at', 'p.version'])
    .select((eb) => eb.fn.count<number>('z.id').as('pincodes'))
    .groupBy(['p.id', 'p.code', 'p.name', 'p.contact', 'p.active', 'p.updated_at', 'p.version'])
    .orderBy('p.code')
    .execute();
  return rows.map(toPartnerDto);
}

export const findPartner = (db: Kysely<Database>, id: number) =>
  db.selectFrom('delivery_partners').selectAll().where('id', '=', id).executeTakeFirst();

export async function partnerDto(db: Kysely<Database>, id: number) {
  const row = (await findPartner(db, id))!;
  const pincodes = await countOf(db.selectFrom('delivery_partner_pincodes').where('partner_id', '=', id));
  return toPartnerDto({ ...row, pincodes });
}

export function toPartnerDto(r: Omit<PartnerRow, 'created_at'> & { pincodes: number | string | bigint }) {
  return {
    id: r.id,
    code: r.code,
    name: r.name,
    contact: r.contact,
    active: flag(r.active),
    pincodes: Number(r.pincodes),
    updatedAt: Number(r.updated_at),
    version: Number(r.version),
  };
}
export type PartnerDto = ReturnType<typeof toPartnerDto>;

export async function insertPartner(
  db: Kysely<Database>,
  p: { code: string; name: string; contact: string; active: boolean },
  at: number,
): Promise<number> {
  const row = await db
    .insertInto('delivery_partners')
    .values({ ...p, active: p.active ? 1 : 0, created_at: at, updated_at: at })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** The edit, only if the partner is still at `version`: whether it landed. */
export async function updatePartner(
  db: Kysely<Database>,
  id: number,
  version: number,
  set: { name: string; contact: string; active: boolean },
  at: number,
): Promise<boolean> {
  const r = await db
    .updateTable('delivery_partners')
    .set({ name: set.name, contact: set.contact, active: set.active ? 1 : 0, updated_at: at, version: version + 1 })
    .where('id', '=', id)
    .where('version', '=', version)
    .executeTakeFirst();
  return Number(r.numUpdatedRows) === 1;
}

/** Replaces a partner's pincodes with `rows` (its file), and moves its version on; the count before. */
export async function replacePincodes(
  db: Kysely<Database>,
  partnerId: number,
  rows: readonly PincodeRow[],
  at: number,
) {
  const before = await countOf(db.selectFrom('delivery_partner_pincodes').where('partner_id', '=', partnerId));
  await db.deleteFrom('delivery_partner_pincodes').where('partner_id', '=', partnerId).execute();
  for (let i = 0; i < rows.length; i += 500)
    await db
      .insertInto('delivery_partner_pincodes')
      .values(
        rows.slice(i, i + 500).map((r) => ({
          partner_id: partnerId,
          pincode: r.pincode,
          city: r.city,
          state: r.state,
          sla_days: r.slaDays,
          cod: r.cod ? 1 : 0,
          prepaid: r.prepaid ? 1 : 0,
        })),
      )
      .execute();
  await db
    .updateTable('delivery_partners')
    .set((eb) => ({ updated_at: at, version: eb('version', '+', 1) }))
    .where('id', '=', partnerId)
    .execute();
  return before;
}

/** A partner's pincodes by pincode, 0-based pages, optionally those starting with `prefix`. */
export async function partnerPincodes(
  db: Kysely<Database>,
  partnerId: number,
  q: { page: number; size: number; prefix?: string },
) {
  let base = db.selectFrom('delivery_partner_pincodes').where('partner_id', '=', partnerId);
  if (q.prefix) base = base.where('pincode', 'like', `${q.prefix}%`);
  const [rows, total] = await Promise.all([
    base
      .selectAll()
      .orderBy('pincode')
      .limit(q.size)
      .offset(q.page * q.size)
      .execute(),
    countOf(base),
  ]);
  return {
    rows: rows.map((r) => ({
      pincode: r.pincode,
      city: r.city,
      state: r.state,
      slaDays: Number(r.sla_days),
      cod: flag(r.cod),
      prepaid: flag(r.prepaid),
    })),
    total,
  };
}

// ——— serviceability ———

/** A pincode's serviceability from the active partners that serve it (reusable: device allocation reads it too). */
export async function pincodeServiceability(db: Kysely<Database>, pincode: string): Promise<PincodeServiceability> {
  const rows = await db
    .selectFrom('delivery_partner_pincodes as z')
    .innerJoin('delivery_partners as p', 'p.id', 'z.partner_id')
    .select(['p.id', 'p.code', 'p.name', 'z.city', 'z.state', 'z.sla_days', 'z.cod', 'z.prepaid'])
    .where('z.pincode', '=', pincode)
    .where('p.active', '=', 1)
    .execute();
  return serviceabilityOf(
    pincode,
    rows.map((r) => ({
      partnerId: r.id,
      code: r.code,
      name: r.name,
      slaDays: Number(r.sla_days),
      cod: flag(r.cod),
      prepaid: flag(r.prepaid),
      city: r.city,
      state: r.state,
    })),
  );
}

/** The cities the active partners serve: pincodes and couriers per city, fastest SLA; by state, then city. */
export async function serviceableCities(db: Kysely<Database>) {
  const rows = await db
    .selectFrom('delivery_partner_pincodes as z')
    .innerJoin('delivery_partners as p', 'p.id', 'z.partner_id')
    .where('p.active', '=', 1)
    .select(['z.city', 'z.state'])
    .select((eb) => [
      eb.fn.count<number>('z.pincode').distinct().as('pincodes'),
      eb.fn.count<number>('z.partner_id').distinct().as('couriers'),
      eb.fn.min<number>('z.sla_days').as('fastest'),
    ])
    .groupBy(['z.city', 'z.state'])
    .orderBy('z.state')
    .orderBy('z.city')
    .execute();
  return rows.map((r) => ({
    city: r.city,
    state: r.state,
    pincodes: Number(r.pincodes),
    couriers: Number(r.couriers),
    fastestSlaDays: Number(r.fastest),
  }));
}

// ——— card deliveries ———

const deliveryBase = (db: Kysely<Database>) =>
  db
    .selectFrom('card_deliveries as d')
    .innerJoin('delivery_partners as p', 'p.id', 'd.partner_id')
    .selectAll('d')
    .select(['p.code as partner_code', 'p.name as partner_name']);

export const findDelivery = (db: Kysely<Database>, id: number): Promise<CardDeliveryRow | undefined> =>
  deliveryBase(db).where('d.id', '=', id).executeTakeFirst();

export interface DeliveryListQuery {
  page: number;
  size: number;
  status?: string;
  partnerId?: number;
  q?: string;
  snapshot?: number;
}

export function listDeliveries(db: Kysely<Database>, q: DeliveryListQuery): Promise<Page<CardDeliveryRow>> {
  let base = db.selectFrom('card_deliveries as d').innerJoin('delivery_partners as p', 'p.id', 'd.partner_id');
  if (q.status) base = base.where('d.status', '=', q.status);
  if (q.partnerId) base = base.where('d.partner_id', '=', q.partnerId);
  if (q.q) {
    const s = q.q.trim();
    base = base.where((eb) =>
      eb.or([eb('d.reference', '=', s.toUpperCase()), eb('d.awb', '=', s), eb('d.merchant_id', '=', s)]),
    );
  }
  return newestFirstPage(
    base,
    (b) => b.selectAll('d').select(['p.code as partner_code', 'p.name as partner_name']),
    'd.created_at',
    q.page,
    q.size,
    'd.id',
    { db, table: 'card_deliveries', given: q.snapshot },
  ) as Promise<Page<CardDeliveryRow>>;
}

export function toDeliveryDto(r: CardDeliveryRow) {
  return {
    id: r.id,
    reference: r.reference ?? '',
    merchantId: r.merchant_id,
    cardType: r.card_type,
    partnerId: r.partner_id,
    partnerCode: r.partner_code,
    partnerName: r.partner_name,
    awb: r.awb,
    pincode: r.pincode,
    // Masked as every address the console shows (contract/pii.ts): the city / PIN part stays.
    address: maskAddress(r.address) ?? '',
    status: r.status,
    createdAt: Number(r.created_at),
    updatedAt: Number(r.updated_at),
    version: Number(r.version),
  };
}

export async function deliveryTimeline(db: Kysely<Database>, id: number) {
  const rows = await rowsWhere(db, 'card_delivery_events', 'delivery_id', id, [['id', 'asc']]);
  return rows.map((e) => ({
    from: e.from_status,
    to: e.to_status,
    remarks: e.remarks,
    actor: e.actor,
    at: Number(e.at),
  }));
}

/** A new delivery in CREATED with its first timeline row; its id (reference set from it). */
export async function insertDelivery(
  db: Kysely<Database>,
  d: {
    merchantId: string;
    cardType: string;
    partnerId: number;
    pincode: string;
    address: string;
    status?: string;
    awb?: string | null;
  },
  actor: string,
  at: number,
): Promise<number> {
  const { id } = await db
    .insertInto('card_deliveries')
    .values({
      merchant_id: d.merchantId,
      card_type: d.cardType,
      partner_id: d.partnerId,
      pincode: d.pincode,
      address: d.address,
      awb: d.awb ?? null,
      status: d.status ?? 'CREATED',
      created_at: at,
      updated_at: at,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await db
    .updateTable('card_deliveries')
    .set({ reference: cardDeliveryReference(id) })
    .where('id', '=', id)
    .execute();
  await insertDeliveryEvent(db, id, null, 'CREATED', null, actor, at);
  return id;
}

export const insertDeliveryEvent = (
  db: Kysely<Database>,
  deliveryId: number,
  from: string | null,
  to: string,
  remarks: string | null,
  actor: string,
  at: number,
) =>
  db
    .insertInto('card_delivery_events')
    .values({ delivery_id: deliveryId, from_status: from, to_status: to, remarks, actor, at })
    .execute();

/** The move, only if the delivery is still in `from` at `version`: whether it landed. */
export async function moveDeliveryRow(
  db: Kysely<Database>,
  id: number,
  read: { status: string; version: number },
  set: { status: string; awb?: string },
  at: number,
): Promise<boolean> {
  const r = await db
    .updateTable('card_deliveries')
    .set({
      status: set.status,
      ...(set.awb !== undefined && { awb: set.awb }),
      updated_at: at,
      version: read.version + 1,
    })
    .where('id', '=', id)
    .where('status', '=', read.status)
    .where('version', '=', read.version)
    .executeTakeFirst();
  return Number(r.numUpdatedRows) === 1;
}
