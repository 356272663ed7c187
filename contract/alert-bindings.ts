/** The alerts' bindings: the deposit alert log, and merchant alerts with their log (contract/bindings.ts lists them). */
import type { Binding } from './binding';
import { ALERT_LOG_FIRST_PAGE } from './entities/alert-log-paging';

/** An alert log's list (deposit or merchant alerts): its path, 10 a page from page 0, unsorted. */
const alertLogApi = (list: string, size: 'limit' | 'size') =>
  ({ paths: { list }, paging: { page: 'page', size, base: ALERT_LOG_FIRST_PAGE }, sort: false }) as const;

/** The deposit alert log (spec §2.7, §7.7): 10 a page from page 0. */
export const DEPOSIT_ALERT_LOGS = {
  name: 'deposit-alert-logs',
  backend: 'investment',
  api: alertLogApi('/accounts/alert-logs', 'limit'),
  /** `enable` / `disable`: turning a depositor's alerts on or off (POST /accounts/enable-alert, /disable-alert). */
  access: {
    list: ['CAN_ENABLE_DISABLE_ALERTS_AND_WITHDRAW'],
    enable: ['CAN_ENABLE_DISABLE_ALERTS_AND_WITHDRAW'],
    disable: ['CAN_ENABLE_DISABLE_ALERTS_AND_WITHDRAW'],
  },
} as const satisfies Binding;

/**
 * Merchant alerts (issue 43 item 5, /merchant-alerts; merchant-support `merchant-alerts`): listed, enabled (with a CSV
 * audience file) and disabled by whoever holds CAN_MANAGE_MERCHANT_ALERTS.
 */
export const MERCHANT_ALERTS = {
  // Not 'merchant-alerts': that is the page's name in the access table.
  name: 'merchant-alert-list',
  backend: 'merchant-support',
  path: 'merchant-alerts',
  access: {
    list: ['CAN_MANAGE_MERCHANT_ALERTS'],
    create: ['CAN_MANAGE_MERCHANT_ALERTS'],
    edit: ['CAN_MANAGE_MERCHANT_ALERTS'],
  },
} as const satisfies Binding;

/** The merchant alert log: 10 a page from page 0, as the deposit alert log. */
export const MERCHANT_ALERT_LOGS = {
  name: 'merchant-alert-logs',
  backend: 'merchant-support',
  api: alertLogApi('/merchant-alerts/logs', 'size'),
  access: { list: ['CAN_MANAGE_MERCHANT_ALERTS'] },
} as const satisfies Binding;
