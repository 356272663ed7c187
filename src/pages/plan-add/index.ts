import { lazyView } from '../../common/lazy-view';
import AddCircleIcon from '@mui/icons-material/AddCircle';
import type { PageEntry } from '../types';

/** Spec §2.3, DESIGN.md §2: FD plans live at /investment-fd-plans and /plan/add (the add form). */
export const path = '/plan/add';

export const planAddPage: PageEntry = {
  name: 'plan-add',
  path,
  title: 'resources.fd_plans.create_title',
  access: ['CAN_UPDATE_FIXED_DEPOSIT_ISSUER_PLANS'],
  icon: AddCircleIcon,
  component: lazyView(() => import('./PlanAddPage')),
};
