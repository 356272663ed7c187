import { randomInt } from 'node:crypto';
import type { Kysely, Selectable } from 'kysely';
import type { ServiceRequestCreate, ServiceRequestState } from '../../contract/merchant/service-requests.js';
import type { Database, MerchantServiceRequestTable } from '../db/database.js';

type RequestRow = Selectable<MerchantServiceRequestTable>;

/** The device a request is raised for: this merchant's, in this store, of this product. */
export function findStoreDevice(db: Kysely<Database>, b: ServiceRequestCreate) {
  return db
    .selectFrom('merchant_devices')
    .select(['device_serial', 'status'])
    .where('merchant_id', '=', b.merchantId)
    .where('store_id', '=', b.storeId)
    .where('product', '=', b.product)
    .where('device_serial', '=', b.deviceSerial)
    .executeTakeFirst();
}

/** Whether the device already has a request of this type still being worked on. */
export async function hasOpenRequest(
  db: Kysely<Database>,
  b: Pick<ServiceRequestCreate, 'merchantId' | 'deviceSerial' | 'type'>,
  open: readonly string[],
): Promise<boolean> {
  const row = await db
    .selectFrom('merchant_service_requests')
    .select('id')
    .where('merchant_id', '=', b.merchantId)
    .where('device_serial', '=', b.deviceSerial)
    .where('type', '=', b.type)
    .where('status', 'in', open)
    .executeTakeFirst();
  return row !== undefined;
}

/** A new OPEN request; its id is `SR` + the time and 3 random digits (unique in the table). */
export async function insertServiceRequest(
  db: Kysely<Database>,
  b: ServiceRequestCreate,
  now: number,
): Promise<RequestRow> {
  const requestId = `SR${now}${String(randomInt(1000)).padStart(3, '0')}`;
  await db
    .insertInto('merchant_service_requests')
    .values({
      merchant_id: b.merchantId,
      request_id: requestId,
      store_id: b.storeId,
      device_serial: b.deviceSerial,
      product: b.product,
      type: b.type,
      status: 'OPEN',
      description: b.description,
      resolution: null,
      created_at: now,
      updated_at: now,
    })
    .execute();
  return (await db
    .selectFrom('merchant_service_requests')
    .selectAll()
    .where('request_id', '=', requestId)
    .executeTakeFirst())!;
}

/**
 * ONE conditional UPDATE: the request moves from the status it was read in (`from`) to `to`. False when another
 * caller moved it first (the caller answers 409).
 */
export async function moveServiceRequest(
  db: Kysely<Database>,
  requestId: string,
  from: string,
  to: ServiceRequestState,
  resolution: string | undefined,
  now: number,
): Promise<boolean> {
  const result = await db
    .updateTable('merchant_service_requests')
    .set({ status: to, updated_at: now, ...(resolution !== undefined ? { resolution } : {}) })
    .where('request_id', '=', requestId)
    .where('status', '=', from)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}
