import type { Kysely, Selectable, Updateable } from 'kysely';
import type { CountCache } from '../db/count-cache.js';
import type { Database, OfferTable } from '../db/database.js';
import { snapshotOf } from '../db/paging.js';
import {
  OFFER_SORTS,
  type OfferCreate,
  type OfferListQuery,
  type OfferUpdate,
} from '../routes/postpe/offers-schema.js';

type OfferRow = Selectable<OfferTable>;

/** ISO 8601 without milliseconds (`2026-11-01T00:00:00Z`), the offers wire format. */
export const isoSeconds = (ms: number): string => new Date(Number(ms)).toISOString().replace(/\.\d{3}Z$/, 'Z');

export function toOfferDto(o: OfferRow) {
  return {
    id: o.id,
    brand: o.brand,
    img: o.img,
    category: o.category,
    couponCode: o.coupon_code,
    categoryName: o.category_name,
    short: o.short,
    searchName: o.search_name,
    type: o.type,
    startTime: isoSeconds(o.start_time),
    endTime: isoSeconds(o.end_time),
    status: o.status,
    createdAt: isoSeconds(o.created_at),
    details: o.details,
    tnc: o.tnc,
    process: o.process,
    redirectionLink: o.redirection_link,
    version: o.version,
  };
}
export type OfferDto = ReturnType<typeof toOfferDto>;

function toColumns(o: Partial<OfferCreate>): Updateable<OfferTable> {
  const columns: Updateable<OfferTable> = {
    brand: o.brand,
    img: o.img,
    category: o.category,
    coupon_code: o.couponCode,
    category_name: o.categoryName,
    short: o.short,
    search_name: o.searchName,
    type: o.type,
    start_time: o.startTime === undefined ? undefined : Date.parse(o.startTime),
    end_time: o.endTime === undefined ? undefined : Date.parse(o.endTime),
    status: o.status,
    details: o.details,
    tnc: o.tnc,
    process: o.process,
    redirection_link: o.redirectionLink,
  };
  return Object.fromEntries(Object.entries(columns).filter(([, v]) => v !== undefined));
}

/** A page of offers and its total, under a snapshot key (db/paging.ts snapshotOf): the one sent back, or a new one. */
export async function listOffers(db: Kysely<Database>, counts: CountCache, q: OfferListQuery) {
  const snapshot = await snapshotOf(db, 'offers', q.snapshot);
  let base = db.selectFrom('offers').where('id', '<=', snapshot);
  if (q.brand) base = base.where('brand', '=', q.brand);
  if (q.status) base = base.where('status', '=', q.status);
  if (q.categoryName) base = base.where('category_name', '=', q.categoryName);
  const rows = await base
    .selectAll()
    .orderBy(OFFER_SORTS[q.sort], q.order)
    .orderBy('id', q.order)
    .limit(q.size)
    .offset(q.page * q.size)
    .execute();
  const key = JSON.stringify([q.brand, q.status, q.categoryName, snapshot]);
  const total = await counts.get('offers', key, async () => {
    const r = await base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
    return Number(r.n);
  });
  return { rows, total, snapshot };
}

export function findOffer(db: Kysely<Database>, id: number) {
  return db.selectFrom('offers').selectAll().where('id', '=', id).executeTakeFirst();
}

export async function insertOffer(db: Kysely<Database>, o: OfferCreate, now: number): Promise<OfferRow> {
  const values = {
    ...toColumns(o),
    search_name: o.searchName ?? o.brand.toLowerCase(),
    created_at: now,
    updated_at: now,
  };
  return db
    .insertInto('offers')
    .values(values as OfferTable & { id?: never; version?: never })
    .returningAll()
    .executeTakeFirstOrThrow();
}

/** One conditional UPDATE on the version the editor read: no row changed means missing or stale (DESIGN.md §5). */
export async function updateOffer(db: Kysely<Database>, id: number, { version, ...changes }: OfferUpdate, now: number) {
  const result = await db
    .updateTable('offers')
    .set({ ...toColumns(changes), updated_at: now, version: version + 1 })
    .where('id', '=', id)
    .where('version', '=', version)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}
