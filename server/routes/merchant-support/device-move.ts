import type { Kysely } from 'kysely';
import {
  DEVICE_MESSAGES,
  illegalMoveMessage,
  kindOfProduct,
  moveOf,
  qcProblem,
  type DeviceMove,
} from '../../../contract/devices/lifecycle.js';
import type { MoveBody } from '../../../contract/devices/rules.js';
import { RETURN_MESSAGES } from '../../../contract/devices/returns.js';
import type { Database } from '../../db/database.js';
import type { Principal } from '../../plugins/auth.js';
import { RequestError } from '../../plugins/validation.js';
import { writeAudit } from '../../repositories/audit.js';
import { closeRepair, openRepair } from '../../repositories/device-repairs.js';
import { appendDeviceEvent, findDevice, moveDevice } from '../../repositories/devices.js';
import type { DeviceRow } from '../../repositories/merchant-stores.js';
import { requireMerchant } from './merchant-common.js';
import { toLifecycleDeviceDto } from './device-schemas.js';

/**
 * What the move sets besides the state, once its needs are checked: the merchant, store and a terminal ID on
 * allocation (the store must be the merchant's), the courier and AWB on shipping, the reason of a return request.
 * Throws the 400 of a need not met.
 */
async function columnsOf(db: Kysely<Database>, device: DeviceRow, move: DeviceMove, body: MoveBody, at: number) {
  const need = (value: string | undefined, label: string): string => {
    if (!value) throw new RequestError(400, `${label} is required for this move.`);
    return value;
  };
  const set: Parameters<typeof moveDevice>[5] = {};
  for (const n of move.needs) {
    if (n === 'allocation') {
      const merchantId = need(body.merchantId, 'Merchant ID');
      const storeId = need(body.storeId, 'Store ID');
      await requireMerchant(db, merchantId);
      const store = await db
        .selectFrom('merchant_stores')
        .select('store_id')
        .where('merchant_id', '=', merchantId)
        .where('store_id', '=', storeId)
        .executeTakeFirst();
      if (!store) throw new RequestError(400, DEVICE_MESSAGES.noStore);
      Object.assign(set, {
        merchant_id: merchantId,
        store_id: storeId,
        terminal_id: device.terminal_id || `T${String(device.id).padStart(8, '0')}`,
        assigned_at: at,
        courier: null,
        awb: null,
        return_reason: null,
        returned_at: null,
      });
    } else if (n === 'shipment') {
      Object.assign(set, { courier: need(body.courier, 'Courier'), awb: need(body.awb, 'AWB number') });
    } else if (n === 'qcPass' || n === 'qcFail') {
      const problem = qcProblem(kindOfProduct(device.product), n, body.checklist ?? {});
      if (problem) throw new RequestError(400, problem);
    } else {
      need(body.reason, 'Reason');
    }
  }
  if (move.to === 'RETURN_REQUESTED') Object.assign(set, { return_reason: body.reason, returned_at: at });
  return set;
}

/** Pure: what a move records in the timeline and the audit row besides from and to. */
function detailsOf(move: DeviceMove, body: MoveBody, after: DeviceRow): Record<string, unknown> {
  const d: Record<string, unknown> = {};
  for (const n of move.needs) {
    if (n === 'allocation') Object.assign(d, { merchantId: after.merchant_id, storeId: after.store_id });
    if (n === 'shipment') Object.assign(d, { courier: after.courier, awb: after.awb });
    if (n === 'qcPass' || n === 'qcFail') d.checklist = body.checklist;
    if (n === 'reason') d.reason = body.reason;
  }
  d.warehouseId = after.warehouse_id;
  return d;
}

/** What a move to REPAIR opens: its repair ticket (server/routes/merchant-support/device-returns.ts). */
export interface RepairTicket {
  vendor: string;
  fault: string;
  cost: number;
}

/** What a move records beyond itself: what else the caller's change recorded (an onboarding's plan, a shipment's
 * courier), in the timeline row and the audit row; and, for a move to REPAIR, its repair ticket. */
export interface MoveOptions {
  more?: Record<string, unknown>;
  repair?: RepairTicket;
}

/**
 * One move of a device inside the caller's transaction: the table allows it (409 naming both states), the version is
 * the one read (409), its needs are met (400), ONE conditional update on state + version, one timeline row and one
 * audit row. A move to REPAIR opens its repair ticket (it needs one: 400 without), a move out of REPAIR closes it.
 * Every move of a device goes through here: the move endpoint, onboarding, courier assignment, the repair ticket and
 * the speaker replacement (two moves in one transaction).
 */
export async function applyMove(
  trx: Kysely<Database>,
  actor: Principal,
  serial: string,
  body: MoveBody,
  { more = {}, repair }: MoveOptions = {},
): Promise<{ move: DeviceMove; before: DeviceRow; after: DeviceRow; dto: ReturnType<typeof toLifecycleDeviceDto> }> {
  const device = await findDevice(trx, serial);
  if (!device) throw new RequestError(404, DEVICE_MESSAGES.notFound);
  const move = moveOf(device.status, body.to);
  if (!move) throw new RequestError(409, illegalMoveMessage(device.status, body.to));
  if (device.version !== body.version) throw new RequestError(409, DEVICE_MESSAGES.stale);
  if (move.to === 'REPAIR' && !repair) throw new RequestError(400, RETURN_MESSAGES.needTicket);
  const at = Date.now();
  const set = await columnsOf(trx, device, move, body, at);
  if (!(await moveDevice(trx, serial, move.from, body.version, move.to, set, at)))
    throw new RequestError(409, DEVICE_MESSAGES.stale);
  const after = (await findDevice(trx, serial))!;
  const details: Record<string, unknown> = { ...detailsOf(move, body, after), ...more };
  if (repair) details.repair = { ...repair, id: await openRepair(trx, after, repair, actor.email, at) };
  if (move.from === 'REPAIR')
    details.repair = await closeRepair(trx, serial, move.to, body.reason ?? '', actor.email, at);
  await appendDeviceEvent(trx, { serial, from: move.from, to: move.to, actor: actor.email, at, details });
  await writeAudit(trx, {
    actor,
    action: 'device.move',
    entity: 'merchant_devices',
    entityId: serial,
    before: toLifecycleDeviceDto(device),
    after: { ...toLifecycleDeviceDto(after), ...more, ...(details.repair ? { repair: details.repair } : {}) },
    at,
  });
  return { move, before: device, after, dto: toLifecycleDeviceDto(after) };
}
