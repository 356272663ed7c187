import EventBusyIcon from '@mui/icons-material/EventBusy';
import NotificationsActiveIcon from '@mui/icons-material/NotificationsActive';
import LowPriorityIcon from '@mui/icons-material/LowPriority';
import { BANK_DOWNTIMES, QR_PRIORITY } from '../../../contract/bank-downtime/calls';
import { lazyView } from '../../common/lazy-view';
import type { PageEntry } from '../types';

/** /new-downtime ('Bank Downtime', spec §2.3; issue 45 item 3): declare, edit, end or cancel a bank's downtime. */
export const newDowntimePage: PageEntry = {
  name: 'new-downtime',
  path: '/new-downtime',
  title: 'bankDowntime.title',
  access: BANK_DOWNTIMES.access.list,
  // Declaring and changing: the downtime managers only (`new-downtime.manage`).
  parts: { manage: BANK_DOWNTIMES.access.edit },
  icon: EventBusyIcon,
  component: lazyView(() => import('./NewDowntimePage')),
};

/** /downtime-alerts (spec §2.3 Dashboards): current and upcoming downtimes and who is told. */
export const downtimeAlertsPage: PageEntry = {
  name: 'downtime-alerts',
  path: '/downtime-alerts',
  title: 'bankDowntime.alerts_title',
  access: BANK_DOWNTIMES.access.list,
  icon: NotificationsActiveIcon,
  component: lazyView(() => import('./DowntimeAlertsPage')),
};

/** /qr-priority-update (spec §2.3): the QR acquirer order, reordered and sent for approval (QR_PRIORITY). */
export const qrPriorityPage: PageEntry = {
  name: 'qr-priority-update',
  path: '/qr-priority-update',
  title: 'bankDowntime.qr_title',
  access: QR_PRIORITY.access.list,
  parts: { raise: QR_PRIORITY.access.raise },
  icon: LowPriorityIcon,
  component: lazyView(() => import('./QrPriorityPage')),
};

export const BANK_DOWNTIME_PAGES: readonly PageEntry[] = [newDowntimePage, downtimeAlertsPage, qrPriorityPage];
