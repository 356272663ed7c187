import DashboardIcon from '@mui/icons-material/Dashboard';
import SavingsIcon from '@mui/icons-material/Savings';
import PhoneInTalkIcon from '@mui/icons-material/PhoneInTalk';
import { IVR_DASHBOARD, QUICK_SUMMARY, TP_DASHBOARD } from '../../../contract/dashboards/calls';
import { lazyView } from '../../common/lazy-view';
import type { PageEntry } from '../types';

/** /quick-summary (spec §2.3 Dashboards; issue 46 item 1): today's operations, each tile opening the list it counts. */
export const quickSummaryPage: PageEntry = {
  name: 'quick-summary',
  path: '/quick-summary',
  title: 'dashboards.quick_title',
  access: QUICK_SUMMARY.access.list,
  icon: DashboardIcon,
  component: lazyView(() => import('./QuickSummaryPage')),
};

/** /tp-dashboard (spec §2.3 Dashboards): the TP club and deposits book by product and day. */
export const tpDashboardPage: PageEntry = {
  name: 'tp-dashboard',
  path: '/tp-dashboard',
  title: 'dashboards.tp_title',
  access: TP_DASHBOARD.access.list,
  icon: SavingsIcon,
  component: lazyView(() => import('./TpDashboardPage')),
};

/** /ivr-dashboard (spec §2.3 Dashboards): IVR call volumes, answer and drop rates by language and hour. */
export const ivrDashboardPage: PageEntry = {
  name: 'ivr-dashboard',
  path: '/ivr-dashboard',
  title: 'dashboards.ivr_title',
  access: IVR_DASHBOARD.access.list,
  icon: PhoneInTalkIcon,
  component: lazyView(() => import('./IvrDashboardPage')),
};

export const DASHBOARD_PAGES: readonly PageEntry[] = [quickSummaryPage, tpDashboardPage, ivrDashboardPage];
