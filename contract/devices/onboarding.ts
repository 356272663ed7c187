/**
 * Device onboarding, courier assignment and the delivery dashboard (issue 44 items 2, 3, 4 parts), declared once
 * (contract/endpoint.ts) beside the device lifecycle on the merchant-support backend:
 * - onboarding: an IN_STOCK device goes to a merchant's store with a plan (and optionally a coupon, its use counted
 *   once in the same transaction) after the store's pincode is checked serviceable: the lifecycle's ALLOCATE move
 *   plus the merchant's rent/plan record;
 * - courier assignment: an ALLOCATED device gets an active courier that serves the store's pincode and an AWB unique
 *   per courier (the SHIPPED move); its delivery is the DELIVERED move;
 * - the shipments list (courier, state, SLA breached) and the dashboard's counts (aggregate queries).
 * Pure data and pure functions: the server's routes and the console's pages both read them.
 */
import { z } from 'zod';
import { roundRupees, toPaise } from '../money';
import { DEVICE_KINDS } from './lifecycle';
import type { DevicePaymentKind } from './refunds';

export { ONBOARDING_ENDPOINTS } from './onboarding-calls';

/** The states the delivery pages list and count. */
export const DELIVERY_DEVICE_STATES = ['ALLOCATED', 'SHIPPED', 'DELIVERED'] as const;
export type DeliveryDeviceState = (typeof DELIVERY_DEVICE_STATES)[number];

const serialField = z
  .string()
  .trim()
  .regex(/^[A-Z0-9]{4,30}$/, 'Device serial: 4 to 30 capital letters or digits.');
const version = z.number().int().positive();

export const onboardBody = z.object({
  serial: serialField,
  version,
  merchantId: z
    .string()
    .trim()
    .regex(/^[0-9]{1,10}$/, 'Merchant ID: up to 10 digits.'),
  storeId: z
    .string()
    .trim()
    .regex(/^[0-9]{1,20}$/, 'Store ID: digits only.'),
  planCode: z.string().trim().min(1, 'Plan is required.').max(30),
  couponCode: z.string().trim().max(30).optional(),
});
export type OnboardBody = z.infer<typeof onboardBody>;

export const assignBody = z.object({
  version,
  partnerId: z.number().int().positive(),
  awb: z
    .string()
    .trim()
    .regex(/^[A-Za-z0-9-]{6,30}$/, 'AWB number: 6 to 30 letters, digits or dashes.'),
});
export const deliverBody = z.object({ version });

export const shipmentsQuery = z.object({
  kind: z.enum(DEVICE_KINDS).default('SWIPE'),
  serial: serialField.optional(),
  state: z.enum(DELIVERY_DEVICE_STATES).optional(),
  courier: z.string().trim().max(12).optional(),
  slaBreached: z.enum(['true', 'false']).optional(),
});

export const ONBOARDING_MESSAGES = {
  onboarded: 'Device allocated.',
  shipped: 'Courier assigned.',
  delivered: 'Device delivered.',
  planNotFound: 'No such active plan.',
  planProduct: (plan: string, kind: string) => `Plan ${plan} is not a ${kind} plan.`,
  couponNotFound: 'No such coupon.',
  couponUnusable: (code: string) => `Coupon ${code} is disabled, outside its validity or used up.`,
  noPincode: 'This store has no pincode.',
  courierInactive: (code: string) => `Delivery partner ${code} is inactive.`,
  courierPincode: (code: string, pincode: string) => `Delivery partner ${code} does not serve pincode ${pincode}.`,
  awbTaken: (awb: string, code: string) => `AWB ${awb} is already used by ${code}.`,
} as const;

/** A coupon's terms as the rent arithmetic needs them. */
export interface CouponTerms {
  discountType: string;
  discountValue: number;
  appliesTo: string;
}

/**
 * Pure: the monthly rent and one-time fee a plan gives after a coupon (PERCENT or FLAT off RENT or FEE), in rupees,
 * computed in whole paise and never below zero.
 */
export function chargesAfterCoupon(
  plan: { monthlyRent: number; oneTimeFee: number },
  coupon: CouponTerms | null,
): { monthlyRent: number; oneTimeFee: number; discount: number } {
  const rent = toPaise(plan.monthlyRent);
  const fee = toPaise(plan.oneTimeFee);
  if (!coupon) return { monthlyRent: rent / 100, oneTimeFee: fee / 100, discount: 0 };
  const base = coupon.appliesTo === 'FEE' ? fee : rent;
  const off = Math.min(
    base,
    coupon.discountType === 'PERCENT' ? Math.round((base * coupon.discountValue) / 100) : toPaise(coupon.discountValue),
  );
  return {
    monthlyRent: coupon.appliesTo === 'FEE' ? rent / 100 : (rent - off) / 100,
    oneTimeFee: coupon.appliesTo === 'FEE' ? (fee - off) / 100 : fee / 100,
    discount: roundRupees(off / 100),
  };
}

/**
 * Pure: what the merchant pays up front when a terminal is allocated through onboarding, as `device_payments` rows
 * (ours, README): the plan's one-time fee is held as the SECURITY_DEPOSIT and the first month's rent is paid as
 * ADVANCE_RENT, both after the coupon; a charge the coupon brings to ₹0 is no payment. /swipe/refunds refunds them once
 * the terminal comes back.
 */
export function upfrontPayments(charges: {
  monthlyRent: number;
  oneTimeFee: number;
}): { kind: DevicePaymentKind; paid: number }[] {
  const rows: { kind: DevicePaymentKind; paid: number }[] = [
    { kind: 'SECURITY_DEPOSIT', paid: roundRupees(charges.oneTimeFee) },
    { kind: 'ADVANCE_RENT', paid: roundRupees(charges.monthlyRent) },
  ];
  return rows.filter((r) => toPaise(r.paid) > 0);
}

export const DAY_MS = 86_400_000;

/** Pure: whether a shipment left more than its courier's SLA days ago without being delivered. */
export const slaBreached = (state: string, shippedAt: number | null, slaDays: number | null, now: number): boolean =>
  state === 'SHIPPED' && shippedAt !== null && slaDays !== null && now - shippedAt > slaDays * DAY_MS;
