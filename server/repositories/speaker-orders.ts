import type { Kysely } from 'kysely';
import { DELIVERED_OR_LATER, type SpeakerOrderState } from '../../contract/devices/orders.js';
import type { Database } from '../db/database.js';
import { newestFirstPage } from './newest-first.js';

export interface SpeakerOrderFilter {
  state?: SpeakerOrderState;
  q?: string;
  page: number;
  size: number;
}

/**
 * The speaker orders across merchants (swipe_orders of product SPEAKER), each with its allocated device's state,
 * newest first; by state (contract/devices/orders.ts speakerOrderState, stated in SQL) and by order id, merchant id or
 * device serial (`q`).
 */
export function listSpeakerOrders(db: Kysely<Database>, f: SpeakerOrderFilter) {
  let base = db
    .selectFrom('swipe_orders as o')
    .leftJoin('merchant_devices as d', 'd.device_serial', 'o.device_serial')
    .where('o.product', '=', 'SPEAKER');
  if (f.q) {
    const q = f.q;
    base = base.where((eb) =>
      eb.or([eb('o.order_id', '=', q), eb('o.merchant_id', '=', q), eb('o.device_serial', '=', q)]),
    );
  }
  const live = (b: typeof base) => b.where('o.status', '!=', 'CANCELLED');
  switch (f.state) {
    case 'CANCELLED':
      base = base.where('o.status', '=', 'CANCELLED');
      break;
    case 'PLACED':
      base = live(base).where((eb) => eb.or([eb('d.status', 'is', null), eb('d.status', '=', 'IN_STOCK')]));
      break;
    case 'ALLOCATED':
    case 'SHIPPED':
      base = live(base).where('d.status', '=', f.state);
      break;
    case 'DELIVERED':
      base = live(base).where('d.status', 'in', [...DELIVERED_OR_LATER]);
      break;
  }
  return newestFirstPage(
    base,
    (s) =>
      s.select([
        'o.id',
        'o.order_id',
        'o.merchant_id',
        'o.store_id',
        'o.plan',
        'o.amount',
        'o.status',
        'o.device_serial',
        'o.created_at',
        'o.updated_at',
        'd.status as device_state',
        'd.model',
        'd.courier',
        'd.awb',
      ]),
    'o.created_at',
    f.page,
    f.size,
    'o.id',
  );
}
