import CreditScoreIcon from '@mui/icons-material/CreditScore';
import { BPL_PLANS } from '../../../contract/paylater-admin/calls';
import { lazyView } from '../../common/lazy-view';
import type { PageEntry } from '../types';

/** /bpl (spec §2.3 Pay-later; issue 46 item 2): BPL credit plans, their terms changed under four eyes, paused by ops. */
export const bplPage: PageEntry = {
  name: 'bpl',
  path: '/bpl',
  title: 'paylaterAdmin.bpl_title',
  access: BPL_PLANS.access.list,
  // Raising a change to a plan's terms: makers; pausing and resuming: ops.
  parts: { raise: BPL_PLANS.access.raise, operate: BPL_PLANS.access.edit },
  icon: CreditScoreIcon,
  component: lazyView(() => import('./BplPage')),
};
