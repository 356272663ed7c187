import { z } from 'zod';
import { DEVICE_KINDS, kindOfProduct } from '../../../contract/devices/lifecycle.js';
import { toDeviceDto, type DeviceRow } from '../../repositories/merchant-stores.js';
import { deviceDto } from './merchant-schemas.js';

/** A device serial in a path (shared by the onboarding, courier-assignment and returns routes). */
export const serialParam = z.object({
  serial: z
    .string()
    .trim()
    .regex(/^[A-Z0-9]{4,30}$/, 'Device serial: 4 to 30 capital letters or digits.'),
});

export const lifecycleDeviceDto = deviceDto.extend({
  kind: z.enum(DEVICE_KINDS),
  merchantId: z.string(),
  warehouseId: z.string(),
  courier: z.string().nullable(),
  awb: z.string().nullable(),
  stateChangedAt: z.number().nullable(),
  version: z.number().int(),
});
export const eventDto = z.object({
  id: z.number().int(),
  deviceSerial: z.string(),
  from: z.string(),
  to: z.string(),
  actor: z.string(),
  at: z.number(),
  details: z.record(z.string(), z.unknown()),
});
export const moveDto = z.object({ from: z.string(), to: z.string(), needs: z.array(z.string()) });

/** Pure: a device as the lifecycle pages read it (the merchant 360's fields, and where it is and how it got there). */
export function toLifecycleDeviceDto(d: DeviceRow) {
  return {
    ...toDeviceDto(d),
    kind: kindOfProduct(d.product),
    merchantId: d.merchant_id,
    warehouseId: d.warehouse_id,
    courier: d.courier,
    awb: d.awb,
    stateChangedAt: d.state_changed_at === null ? null : Number(d.state_changed_at),
    version: d.version,
  };
}
