import ShieldIcon from '@mui/icons-material/Shield';
import { RISK_RULES } from '../../../contract/risk-manager/calls';
import { lazyView } from '../../common/lazy-view';
import type { PageEntry } from '../types';

/** /risk-manager (spec §2.3 Other, exact; issue 46 item 5): velocity limits and blocks under four eyes. */
export const riskManagerPage: PageEntry = {
  name: 'risk-manager',
  path: '/risk-manager',
  title: 'others.risk_manager_title',
  access: RISK_RULES.access.list,
  parts: { raise: RISK_RULES.access.raise },
  icon: ShieldIcon,
  messages: ['others'],
  component: lazyView(() => import('./RiskManagerPage')),
};
