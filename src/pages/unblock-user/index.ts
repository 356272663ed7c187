import { lazyView } from '../../common/lazy-view';
import LockOpenIcon from '@mui/icons-material/LockOpen';
import { LOGIN_BLOCKS } from '../../../contract/bindings';
import type { PageEntry } from '../types';

/** /unblock-user (spec §2.3 route only; issue 43 item 2): find a blocked merchant or consumer login and lift it. */
export const unblockUserPage: PageEntry = {
  name: 'unblock-user',
  path: '/unblock-user',
  title: 'pages.unblock_user.title',
  access: LOGIN_BLOCKS.access.list,
  icon: LockOpenIcon,
  component: lazyView(() => import('./UnblockUserPage')),
};
