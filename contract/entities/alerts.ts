import { z } from 'zod';
import { fromText } from '../strict-number';
import { ALERT_LOG_FIRST_PAGE, ALERT_LOG_PAGE_SIZE } from './alert-log-paging';

/**
 * Deposit alerts (spec §2.7, §3.9, §4 Alert form, §5.7, §7.7): pure data plus zod, shared by the console's alert
 * form and the reference backend's /accounts/enable-alert and /accounts/disable-alert routes.
 */
export const ALERT_TYPES = ['HOMESCREEN_ALERT', 'WITHDRAWAL_ALERT', 'WITHDRAWAL_CTA_ALERT'] as const;
export type AlertType = (typeof ALERT_TYPES)[number];
/** ALL, a product (FD), P2P; HOMESCREEN_ALERT has none (''). */
export const ALERT_PRODUCTS = ['ALL', 'FD', 'P2P'] as const;
export const ALERT_DEFAULT_PRODUCT = 'ALL';
export const NO_PRODUCT = '';
export const ALERT_STATUSES = ['ENABLE', 'DISABLE'] as const;
export type AlertStatus = (typeof ALERT_STATUSES)[number];

/** Spec §9: alert log page 0, limit 10. */
export { ALERT_LOG_FIRST_PAGE, ALERT_LOG_PAGE_SIZE };

export const ALERT_MESSAGES = {
  oldDate: 'Date and time should not be old',
  required: 'Required!',
  product: 'Choose an account: ALL, FD or P2P.',
  noProduct: 'A home-screen alert has no account.',
} as const;

/** The account selector shows (and a product is needed) for every type but HOMESCREEN_ALERT (§4). */
export const needsProduct = (type: unknown): boolean => type !== 'HOMESCREEN_ALERT';

/** Expiry must be in the future (§5.7). */
export const isFutureExpiry = (expiry: unknown, now: number): boolean =>
  typeof expiry === 'number' && Number.isFinite(expiry) && expiry > now;

const alertType = z.enum(ALERT_TYPES, { error: ALERT_MESSAGES.required });
const product = z.string().trim().max(50).default(NO_PRODUCT);

type Target = { alert_type: AlertType; product: string };
function checkProduct(o: Target, ctx: z.RefinementCtx) {
  if (needsProduct(o.alert_type) && !(ALERT_PRODUCTS as readonly string[]).includes(o.product)) {
    ctx.addIssue({ code: 'custom', path: ['product'], message: ALERT_MESSAGES.product });
  }
  if (!needsProduct(o.alert_type) && o.product !== NO_PRODUCT) {
    ctx.addIssue({ code: 'custom', path: ['product'], message: ALERT_MESSAGES.noProduct });
  }
}

/** The longest header and body an alert takes (deposit and merchant alerts alike): longer is refused, never cut. */
export const ALERT_TEXT_LIMITS = { header: 200, body: 1000 } as const;

/** What every alert shows (deposit and merchant alerts): header, body and an expiry in epoch ms. */
export const alertTextShape = {
  header: z
    .string({ error: ALERT_MESSAGES.required })
    .trim()
    .min(1, ALERT_MESSAGES.required)
    .max(ALERT_TEXT_LIMITS.header),
  body: z.string({ error: ALERT_MESSAGES.required }).trim().min(1, ALERT_MESSAGES.required).max(ALERT_TEXT_LIMITS.body),
  expiry_time: z.number({ error: ALERT_MESSAGES.oldDate }).int(),
};

/** The expiry's issue when it is not after `now` (§5.7's 'Date and time should not be old'). */
export function checkExpiry(o: { expiry_time: number }, ctx: z.RefinementCtx, now: number): void {
  if (!isFutureExpiry(o.expiry_time, now))
    ctx.addIssue({ code: 'custom', path: ['expiry_time'], message: ALERT_MESSAGES.oldDate });
}

/** Enable: type, product, header, body and a future expiry in epoch ms (§3.9, §7.7). `now` is the judge's clock. */
export const enableAlertSchema = (now: number) =>
  z.object({ alert_type: alertType, product, ...alertTextShape }).superRefine((o, ctx) => {
    checkProduct(o, ctx);
    checkExpiry(o, ctx, now);
  });

/** Disable: only type and product (§4); anything else sent is ignored. */
export const disableAlertSchema = z.object({ alert_type: alertType, product }).superRefine(checkProduct);

export const alertLogQuerySchema = z.object({
  page: fromText(z.number().int().min(0).default(ALERT_LOG_FIRST_PAGE)),
  limit: fromText(z.number().int().min(1).max(200).default(ALERT_LOG_PAGE_SIZE)),
});

export type EnableAlert = z.output<ReturnType<typeof enableAlertSchema>>;
export type DisableAlert = z.output<typeof disableAlertSchema>;
