import ReplayIcon from '@mui/icons-material/Replay';
import { BP_JOURNEYS } from '../../../contract/bp-resume/calls';
import { lazyView } from '../../common/lazy-view';
import type { PageEntry } from '../types';

/** /bp-resume (spec §2.3 Other, exact; issue 46 item 5): stuck onboarding journeys, resumed from the failed step. */
export const bpResumePage: PageEntry = {
  name: 'bp-resume',
  path: '/bp-resume',
  title: 'others.bp_resume_title',
  access: BP_JOURNEYS.access.list,
  parts: { resume: BP_JOURNEYS.access.edit },
  icon: ReplayIcon,
  component: lazyView(() => import('./BpResumePage')),
};
