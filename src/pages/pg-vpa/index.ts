import TimerIcon from '@mui/icons-material/Timer';
import AlternateEmailIcon from '@mui/icons-material/AlternateEmail';
import { PG_TIMEOUTS, VPA_UPLOADS } from '../../../contract/pg-vpa/calls';
import { lazyView } from '../../common/lazy-view';
import type { PageEntry } from '../types';

/** /pg/payment-timeout-config (spec §2.3 Investments; issue 45 item 5): the gateway's timeouts, changed under four eyes. */
export const pgTimeoutsPage: PageEntry = {
  name: 'pg-payment-timeout-config',
  path: '/pg/payment-timeout-config',
  title: 'pgVpa.timeouts.title',
  access: PG_TIMEOUTS.access.list,
  parts: { raise: PG_TIMEOUTS.access.raise },
  icon: TimerIcon,
  component: lazyView(() => import('./PgTimeoutsPage')),
};

/** /vpa/upload (spec §2.3 Investments; issue 45 item 5): merchants' VPAs from a CSV, dry run then confirmation. */
export const vpaUploadPage: PageEntry = {
  name: 'vpa-upload',
  path: '/vpa/upload',
  title: 'pgVpa.vpa.title',
  access: VPA_UPLOADS.access.create,
  icon: AlternateEmailIcon,
  component: lazyView(() => import('./VpaUploadPage')),
};
