/** The warehouse management's bodies and messages (zod: the server's validation and the console's form). */
import { z } from 'zod';
import { DEVICE_STATES, WITH_MERCHANT, type DeviceState } from '../devices/lifecycle';
import { PINCODE_PATTERN } from '../patterns';

/**
 * The states in which a device is held at its warehouse (in stock, returned, in QC or repair): not with a merchant,
 * not scrapped. A warehouse holding any cannot be deactivated.
 */
export const HELD_STATES: readonly DeviceState[] = DEVICE_STATES.filter(
  (s) => s !== 'SCRAPPED' && !WITH_MERCHANT.includes(s),
);

export const WAREHOUSE_MESSAGES = {
  notFound: 'Unknown warehouse.',
  duplicate: 'A warehouse with this code exists already.',
  stale: 'This warehouse was changed by someone else; reload and try again.',
  added: 'Warehouse added:',
  saved: 'Warehouse saved:',
  deactivated: 'Warehouse deactivated:',
  activated: 'Warehouse activated:',
  inactiveTarget: 'That warehouse is inactive.',
} as const;

/** The 409 of a deactivation refused: the warehouse still holds `count` devices. */
export const holdsStockMessage = (code: string, count: number): string =>
  `Cannot deactivate ${code}: it holds ${count} device${count === 1 ? '' : 's'}. Move them out first.`;

const text = (label: string, max: number) =>
  z.string().trim().min(1, `${label} is required.`).max(max, `Cannot be more than ${max} characters.`);

/** What an edit sets (and the version it was read at, so an edit made on a stale screen is refused). */
export const warehouseFields = z.object({
  name: text('Name', 100),
  city: text('City', 60),
  pincode: z.string().trim().regex(PINCODE_PATTERN, 'Pincode: 6 digits, not starting with 0.'),
  capacity: z
    .number()
    .int('Capacity: a whole number of devices.')
    .min(1, 'Capacity: at least 1 device.')
    .max(1_000_000, 'Capacity: at most 1,000,000 devices.'),
});
export const warehouseCode = z
  .string()
  .trim()
  .regex(/^WH-[A-Z0-9]{2,7}$/, 'Code: WH- and 2 to 7 capital letters or digits.');

export const createWarehouseBody = warehouseFields.extend({ code: warehouseCode });
export const updateWarehouseBody = warehouseFields.extend({ version: z.number().int().positive() });
export const warehouseStatusBody = z.object({ active: z.boolean(), version: z.number().int().positive() });
export type WarehouseFields = z.infer<typeof warehouseFields>;
