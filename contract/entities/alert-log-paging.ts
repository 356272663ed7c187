/** The Alert Logs table pages 10 at a time from page 0 (spec §2.7, §9). Zod-free, so the app shell can read it. */
export const ALERT_LOG_PAGE_SIZE = 10;
export const ALERT_LOG_FIRST_PAGE = 0;
