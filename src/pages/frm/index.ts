import { lazyView } from '../../common/lazy-view';
import ReportProblemIcon from '@mui/icons-material/ReportProblem';
import { FRM_MANAGE_KEY } from '../../../contract/frm/rules';
import type { PageEntry } from '../types';

/** /frm (spec §2.3; issue 43 item 4): the FRM complaints raised from chargeback rows, worked to a close. */
export const frmPage: PageEntry = {
  name: 'frm',
  path: '/frm',
  title: 'frm.title',
  access: [FRM_MANAGE_KEY],
  icon: ReportProblemIcon,
  component: lazyView(() => import('./FrmPage')),
};
