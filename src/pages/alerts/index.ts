import { lazyView } from '../../common/lazy-view';
import NotificationsActiveIcon from '@mui/icons-material/NotificationsActive';
import type { PageEntry } from '../types';

/** Not /alerts: §2.3 gives /alerts/dispute to the disputes screens. */
export const path = '/deposit/alerts';

export const depositAlertsPage: PageEntry = {
  name: 'deposit-alerts',
  path,
  title: 'pages.deposit_alerts.title',
  access: ['CAN_ENABLE_DISABLE_ALERTS_AND_WITHDRAW'],
  icon: NotificationsActiveIcon,
  component: lazyView(() => import('./AlertsPage')),
};
