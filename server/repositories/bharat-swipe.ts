/** The bharat-swipe calls' reads and writes (issue 44 item 5; migration 0047), on the devices of merchant_devices. */
import type { Insertable, Kysely } from 'kysely';
import type { Database } from '../db/database.js';
import type { SwipeQrCodeTable } from '../db/tables/bharat-swipe.js';

type Db = Kysely<Database>;

/** A merchant's bharat-swipe device months, newest month first (optionally one month), with the device's terminal. */
export function chargesOf(db: Db, merchantId: string, month?: string) {
  let q = db
    .selectFrom('swipe_monthly_charges as c')
    .leftJoin('merchant_devices as d', 'd.device_serial', 'c.device_serial')
    .selectAll('c')
    .select(['d.terminal_id', 'd.model'])
    .where('c.merchant_id', '=', merchantId);
  if (month) q = q.where('c.month', '=', month);
  return q.orderBy('c.month', 'desc').orderBy('c.device_serial').execute();
}

export function tpvOf(db: Db, merchantId: string) {
  return db.selectFrom('swipe_tpv').selectAll().where('merchant_id', '=', merchantId).executeTakeFirst();
}

/** Each of the merchant's bharat-swipe devices with its last transaction. */
export function activityOf(db: Db, merchantId: string) {
  return db
    .selectFrom('merchant_devices as d')
    .leftJoin('swipe_device_activity as a', 'a.device_serial', 'd.device_serial')
    .select(['d.device_serial', 'd.terminal_id', 'd.store_id', 'd.status', 'a.last_txn_at', 'a.reactivated_at'])
    .where('d.merchant_id', '=', merchantId)
    .where('d.product', '=', 'bharat')
    .orderBy('d.device_serial')
    .execute();
}

export function deviceEventsOf(db: Db, merchantId: string, kind: 'REACTIVATION' | 'DEACTIVATION') {
  return db
    .selectFrom('swipe_device_events')
    .selectAll()
    .where('merchant_id', '=', merchantId)
    .where('kind', '=', kind)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .execute();
}

export function ordersOf(db: Db, merchantId: string) {
  return db
    .selectFrom('swipe_orders')
    .selectAll()
    .where('merchant_id', '=', merchantId)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .execute();
}

export function orderOf(db: Db, merchantId: string, orderId: string) {
  return db
    .selectFrom('swipe_orders')
    .selectAll()
    .where('merchant_id', '=', merchantId)
    .where('order_id', '=', orderId)
    .executeTakeFirst();
}

export function storeOf(db: Db, merchantId: string, storeId: string) {
  return db
    .selectFrom('merchant_stores')
    .select(['store_id', 'name', 'status'])
    .where('merchant_id', '=', merchantId)
    .where('store_id', '=', storeId)
    .executeTakeFirst();
}

/** A store's static QR, if one was generated. */
export function staticQrOf(db: Db, staticKey: string) {
  return db.selectFrom('swipe_qr_codes').selectAll().where('static_key', '=', staticKey).executeTakeFirst();
}

/** Inserts a QR; a static one only if its store has none (the unique static_key decides). Null when it did not land. */
export async function insertQr(db: Db, row: Insertable<SwipeQrCodeTable>) {
  const inserted = await db
    .insertInto('swipe_qr_codes')
    .values(row)
    .onConflict((oc) => oc.column('static_key').doNothing())
    .returningAll()
    .executeTakeFirst();
  return inserted ?? null;
}
