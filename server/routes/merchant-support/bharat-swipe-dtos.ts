import { z } from 'zod';
import {
  ACTIVITY_STATES,
  CASHBACK_STATES,
  CHARGE_STATES,
  ORDER_STATES,
  TPV_STATES,
} from '../../../contract/bharat-swipe/calls.js';
import { okSchema } from '../success-envelope.js';

/** The answers of the bharat-swipe §7.4 reads (issue 44 item 5): one schema per list or record. */
export const list = <T extends z.ZodType>(item: T) => ({ 200: okSchema(z.array(item)) });

export const monthDto = z.object({
  id: z.string(),
  month: z.string(),
  devices: z.number().int(),
  rent: z.number(),
  luCharge: z.number(),
  total: z.number(),
  paid: z.number(),
  due: z.number(),
  waived: z.number(),
  cashback: z.number(),
  status: z.enum(CHARGE_STATES),
});
export const chargeDto = z.object({
  id: z.number().int(),
  month: z.string(),
  deviceSerial: z.string(),
  terminalId: z.string().nullable(),
  model: z.string().nullable(),
  rent: z.number(),
  luCharge: z.number(),
  total: z.number(),
  txnCount: z.number().int(),
  txnVolume: z.number(),
  status: z.enum(CHARGE_STATES),
  chargedAt: z.number(),
  paidAt: z.number().nullable(),
});
export const luDto = z.object({
  id: z.number().int(),
  month: z.string(),
  deviceSerial: z.string(),
  txnCount: z.number().int(),
  threshold: z.number().int(),
  luCharge: z.number(),
  status: z.enum(CHARGE_STATES),
});
export const cashbackDto = z.object({
  id: z.number().int(),
  month: z.string(),
  deviceSerial: z.string(),
  rent: z.number(),
  txnVolume: z.number(),
  targetVolume: z.number(),
  cashback: z.number(),
  status: z.enum(CASHBACK_STATES),
  creditedAt: z.number().nullable(),
});
export const tpvDto = z.object({
  merchantId: z.string(),
  status: z.enum(TPV_STATES),
  accountHolder: z.string().nullable(),
  accountNo: z.string().nullable(),
  ifsc: z.string().nullable(),
  bankName: z.string().nullable(),
  nameAtBank: z.string().nullable(),
  nameMatch: z.number().nullable(),
  failureReason: z.string().nullable(),
  requestedAt: z.number().nullable(),
  verifiedAt: z.number().nullable(),
});
export const inactivityDto = z.object({
  id: z.string(),
  deviceSerial: z.string(),
  terminalId: z.string(),
  storeId: z.string(),
  deviceStatus: z.string(),
  lastTxnAt: z.number().nullable(),
  idleDays: z.number().int().nullable(),
  state: z.enum(ACTIVITY_STATES),
});
export const eventDto = z.object({
  id: z.number().int(),
  deviceSerial: z.string(),
  status: z.string(),
  reason: z.string(),
  remarks: z.string().nullable(),
  actor: z.string(),
  createdAt: z.number(),
  updatedAt: z.number(),
});
export const orderDto = z.object({
  id: z.string(),
  orderId: z.string(),
  storeId: z.string(),
  plan: z.string(),
  quantity: z.number().int(),
  amount: z.number(),
  status: z.enum(ORDER_STATES),
  createdAt: z.number(),
  updatedAt: z.number(),
});
export const orderStatusDto = orderDto.extend({
  courier: z.string().nullable(),
  awb: z.string().nullable(),
  history: z.array(z.object({ status: z.enum(ORDER_STATES), at: z.number() })),
});
