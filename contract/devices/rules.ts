/** The bodies of a device move and a stock transfer (zod: the server's validation; kept out of calls.ts). */
import { z } from 'zod';
import { DEVICE_KINDS, DEVICE_STATES } from './lifecycle';
import { REPAIR_COST_MAX, RETURN_MESSAGES } from './returns';

export const DEVICE_REASON_MAX = 300;
const words = (label: string, max: number) =>
  z.string().trim().min(1, `${label} is required.`).max(max, `Cannot be more than ${max} characters.`);

/**
 * A move: the state it goes to, the version it was read at (so a move made on a stale screen is refused), and what
 * the move needs (contract/devices/lifecycle.ts DEVICE_MOVES): the fields of other moves are ignored.
 */
export const moveBody = z.object({
  to: z.enum(DEVICE_STATES),
  version: z.number().int().positive(),
  merchantId: z
    .string()
    .trim()
    .regex(/^[0-9]{1,10}$/, 'Merchant ID: up to 10 digits.')
    .optional(),
  storeId: z
    .string()
    .trim()
    .regex(/^[0-9]{1,20}$/, 'Store ID: digits only.')
    .optional(),
  courier: words('Courier', 60).optional(),
  awb: z
    .string()
    .trim()
    .regex(/^[A-Za-z0-9-]{6,40}$/, 'AWB number: 6 to 40 letters, digits or dashes.')
    .optional(),
  checklist: z.record(z.string(), z.boolean()).optional(),
  reason: words('Reason', DEVICE_REASON_MAX).optional(),
});
export type MoveBody = z.infer<typeof moveBody>;

/** A transfer of N IN_STOCK devices of one model from one warehouse to another. */
export const transferBody = z.object({
  kind: z.enum(DEVICE_KINDS),
  model: words('Model', 50),
  from: words('From warehouse', 10),
  to: words('To warehouse', 10),
  count: z.number().int().min(1, 'Transfer at least one device.').max(500, 'Transfer at most 500 devices at once.'),
  reason: words('Reason', DEVICE_REASON_MAX),
});

const serial = z
  .string()
  .trim()
  .regex(/^[A-Z0-9]{4,30}$/, 'Device serial: 4 to 30 capital letters or digits.');
const merchantIdField = z
  .string()
  .trim()
  .regex(/^[0-9]{1,10}$/, 'Merchant ID: up to 10 digits.');

/** A repair ticket: the device leaves QC_FAILED for REPAIR with its vendor, fault and cost (rupees, two decimals). */
export const repairBody = z.object({
  version: z.number().int().positive(),
  vendor: words('Vendor', 80),
  fault: words('Fault', DEVICE_REASON_MAX),
  cost: z
    .number({ error: RETURN_MESSAGES.costRange })
    .min(0, RETURN_MESSAGES.costRange)
    .max(REPAIR_COST_MAX, RETURN_MESSAGES.costRange)
    .refine((v) => Math.abs(Math.round(v * 100) - v * 100) < 1e-6, 'At most two decimals.'),
});

/** A speaker replacement: the merchant's ACTIVE speaker returned, an IN_STOCK one allocated to the same store. */
export const replacementBody = z.object({
  returnSerial: serial,
  returnVersion: z.number().int().positive(),
  newSerial: serial,
  newVersion: z.number().int().positive(),
  reason: words('Reason', DEVICE_REASON_MAX),
});

/** A reactivation of a merchant's inactive ACTIVE terminal. */
export const reactivateBody = z.object({
  merchantId: merchantIdField,
  deviceSerial: serial,
  reason: words('Reason', DEVICE_REASON_MAX),
});
export const returnStatusQuery = z.object({ merchantId: merchantIdField });
export const returnDetailsQuery = z.object({ merchantId: merchantIdField, deviceSerial: serial });
export const qcBreakupQuery = z.object({ kind: z.enum(DEVICE_KINDS).optional() });
export const repairsQuery = z.object({ kind: z.enum(DEVICE_KINDS).default('SWIPE') });
