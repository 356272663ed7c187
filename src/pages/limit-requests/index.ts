import { lazyView } from '../../common/lazy-view';
import TuneIcon from '@mui/icons-material/Tune';
import type { PageEntry } from '../types';

/** /limit-requests: a maker proposes a transaction limit change (spec §3.4); `?limitId=` preselects a configuration. */
export const limitRequestsPage: PageEntry = {
  name: 'limit-requests',
  path: '/limit-requests',
  title: 'pages.limit_requests.title',
  access: ['CAN_SUBMIT_LIMIT_REQUEST'],
  icon: TuneIcon,
  component: lazyView(() => import('./LimitRequestPage')),
};
