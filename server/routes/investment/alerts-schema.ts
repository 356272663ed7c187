import { z } from 'zod';
import {
  ALERT_LOG_FIRST_PAGE,
  ALERT_LOG_PAGE_SIZE,
  checkExpiry,
  disableAlertSchema,
  enableAlertSchema,
} from '../../../contract/entities/alerts.js';
import { pageParam, sizeParam, snapshotParam } from '../paging.js';

/**
 * Enable (§3.9, §7.7) as a route schema: the shared rules, with "not in the past" judged at the moment of each
 * request (the shared schema takes the judge's clock; the route's schema is built once).
 */
export const enableAlertBody = enableAlertSchema(Number.NEGATIVE_INFINITY).superRefine((alert, ctx) =>
  checkExpiry(alert, ctx, Date.now()),
);

export const disableAlertBody = disableAlertSchema;

/** The 0-based log (§2.7, §9): page from 0, limit 10; under the first page's snapshot key (routes/paging.ts). */
export const alertLogQuery = z.object({
  page: pageParam(ALERT_LOG_FIRST_PAGE),
  limit: sizeParam(ALERT_LOG_PAGE_SIZE),
  snapshot: snapshotParam,
});

/** The alert row after a change (repositories/alerts.ts): flags and times as stored. */
export const alertRow = z
  .object({
    id: z.number().int(),
    alert_type: z.string(),
    product: z.string(),
    header: z.string(),
    body: z.string(),
    expiry_time: z.number().nullable(),
    enabled: z.number().int(),
    updated_by: z.string(),
    updated_at: z.number(),
  })
  .nullable();

export const alertLogDto = z.object({
  id: z.number().int(),
  alert_type: z.string(),
  product: z.string(),
  action: z.string(),
  header: z.string().nullable(),
  body: z.string().nullable(),
  expiry_time: z.number().nullable(),
  agent_email: z.string(),
  created_at: z.number(),
});
