/** The merchant alert bodies' rules (zod: the server's validation; kept out of calls.ts, which the first load reads). */
import { z } from 'zod';
import { alertTextShape, checkExpiry } from '../entities/alerts';
import { isMcc } from '../merchant/categories';
import { MERCHANT_ALERT_AUDIENCES, MERCHANT_ALERT_MESSAGES } from './calls';

/**
 * Enable a merchant alert: an audience (every merchant, one business category by its MCC, or a checked CSV file by its
 * job id), and the deposit alerts' header, body and future expiry (contract/entities/alerts.ts). `now` is read when
 * the body is checked, so a route's schema built once judges "future" at each request.
 */
export const enableMerchantAlertSchema = (now: () => number) =>
  z
    .object({
      audience: z.enum(MERCHANT_ALERT_AUDIENCES, { error: 'Choose an audience: ALL, CATEGORY or CSV.' }),
      category: z.string().trim().max(10).default(''),
      audience_file_id: z.number().int().positive().nullable().default(null),
      ...alertTextShape,
    })
    .superRefine((o, ctx) => {
      const issue = (path: string, message: string) => ctx.addIssue({ code: 'custom', path: [path], message });
      if (o.audience === 'CATEGORY' && !isMcc(o.category)) issue('category', MERCHANT_ALERT_MESSAGES.category);
      if (o.audience !== 'CATEGORY' && o.category !== '') issue('category', MERCHANT_ALERT_MESSAGES.noCategory);
      if (o.audience === 'CSV' && o.audience_file_id === null) issue('audience_file_id', MERCHANT_ALERT_MESSAGES.file);
      if (o.audience !== 'CSV' && o.audience_file_id !== null)
        issue('audience_file_id', MERCHANT_ALERT_MESSAGES.noFile);
      checkExpiry(o, ctx, now());
    });

export type EnableMerchantAlert = z.output<ReturnType<typeof enableMerchantAlertSchema>>;
