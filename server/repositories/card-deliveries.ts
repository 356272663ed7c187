/**
 * Card deliveries (migration 0048; contract/delivery/rules.ts): the list, one delivery with its timeline, a new one and
 * its moves, each move one conditional UPDATE whose row count decides (races: one wins).
 */
import { maskAddress } from '../../contract/pii.js';
import type { Kysely, Selectable } from 'kysely';
import { cardDeliveryReference } from '../../contract/delivery/rules.js';
import type { Database } from '../db/database.js';
import type { CardDeliveryTable } from '../db/tables/delivery.js';
import { newestFirstPage, type Page } from './newest-first.js';
import { rowsWhere } from './rows-where.js';

export type CardDeliveryRow = Selectable<CardDeliveryTable> & { partner_code: string; partner_name: string };

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
