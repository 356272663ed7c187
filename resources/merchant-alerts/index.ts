import { MERCHANT_ALERTS, MERCHANT_ALERT_LOGS } from '../../contract/bindings';
import type { ResourceBundle } from '../types';

/**
 * The merchant alerts and their log (issue 43 item 5) as view-less resources on the merchant-support backend, read by
 * /merchant-alerts (src/pages/merchant-alerts) through the data provider; the page is their screen and menu entry.
 */
export const merchantAlertsResource: ResourceBundle = { ...MERCHANT_ALERTS, title: 'merchantAlerts.list_title' };
export const merchantAlertLogsResource: ResourceBundle = {
  ...MERCHANT_ALERT_LOGS,
  title: 'merchantAlerts.logs_title',
};
