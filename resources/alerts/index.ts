import { DEPOSIT_ALERT_LOGS } from '../../contract/bindings';
import type { ResourceBundle } from '../types';

/**
 * The alert log (spec §2.7, §7.7) as a view-less resource on the investment backend, so the Deposit Alerts page
 * reads it with useGetList and calls enableAlert / disableAlert through the combined provider. No list view: the
 * page at /deposit/alerts (src/pages/alerts) is its screen and its menu entry.
 */
const depositAlertLogs: ResourceBundle = { ...DEPOSIT_ALERT_LOGS, title: 'pages.deposit_alerts.logs_title' };

export default depositAlertLogs;
