/**
 * The card-swipe limit change's body (its endpoints are in contract/swipe-limits/calls.ts), apart so that the route
 * table, which reads the endpoints' access on the first screen, does not bring zod with it.
 */
import { z } from 'zod';
import { SWIPE_LIMIT_MAX } from './calls';

const rupees = (label: string) =>
  z
    .number()
    .positive(`${label}: more than ₹0.`)
    .max(SWIPE_LIMIT_MAX, `${label}: at most ₹1,00,00,000.`)
    .refine((n) => Math.round(n * 100) === n * 100, `${label}: at most two decimals.`);

/** A change: both limits, the version read (0 while the default applies); a transaction cannot exceed the day. */
export const swipeLimitBody = z
  .object({ perTxn: rupees('Per transaction'), perDay: rupees('Per day'), version: z.number().int().min(0) })
  .refine((b) => b.perTxn <= b.perDay, { message: 'The per-transaction limit cannot exceed the daily limit.' });
