/**
 * Delivery partners and their pincodes (migration 0048; contract/delivery/rules.ts); card deliveries are in
 * card-deliveries.ts, the merchant card applications and orders in merchant-cards.ts. A change is one conditional
 * UPDATE whose row count decides (races: one wins).
 */
import type { Kysely, Selectable } from 'kysely';
import { serviceabilityOf, type PincodeServiceability } from '../../contract/delivery/rules.js';
import type { PincodeRow } from '../../contract/delivery/pincode-rows.js';
import type { Database } from '../db/database.js';
import type { DeliveryPartnerTable } from '../db/tables/delivery.js';
import { countOf } from './newest-first.js';

export type PartnerRow = Selectable<DeliveryPartnerTable>;

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
