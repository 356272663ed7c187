import type { ResourceBundle } from '../types';
import { ALERT_LOG_FIRST_PAGE } from './log-paging';

/**
 * The alert log (spec §2.7, §7.7) as a view-less resource on the investment backend, so the Deposit Alerts page
 * reads it with useGetList and calls enableAlert / disableAlert through the combined provider. No list view: the
 * page at /deposit/alerts (src/pages/alerts) is its screen and its menu entry.
 */
const depositAlertLogs: ResourceBundle = {
  name: 'deposit-alert-logs',
  title: 'pages.deposit_alerts.logs_title',
  backend: 'investment',
  api: {
    paths: { list: '/accounts/alert-logs' },
    paging: { page: 'page', size: 'limit', base: ALERT_LOG_FIRST_PAGE },
    sort: false,
  },
  access: { list: ['CAN_ENABLE_DISABLE_ALERTS_AND_WITHDRAW'] },
};

export default depositAlertLogs;
