import { lazyView } from '../../common/lazy-view';
import CampaignIcon from '@mui/icons-material/Campaign';
import { MERCHANT_ALERTS } from '../../../contract/bindings';
import type { PageEntry } from '../types';

/** /merchant-alerts (spec §2.3 'Merchant Alerts', route only; issue 43 item 5): alerts in the merchants' app. */
export const merchantAlertsPage: PageEntry = {
  name: 'merchant-alerts',
  path: '/merchant-alerts',
  title: 'merchantAlerts.title',
  access: MERCHANT_ALERTS.access.list,
  icon: CampaignIcon,
  component: lazyView(() => import('./MerchantAlertsPage')),
};
