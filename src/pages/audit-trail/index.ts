import { lazyView } from '../../common/lazy-view';
import HistoryIcon from '@mui/icons-material/History';
import type { PageEntry } from '../types';

/** /audit-trail: the append-only record of every mutation (DESIGN.md §5). */
export const auditTrailPage: PageEntry = {
  name: 'audit-trail',
  path: '/audit-trail',
  title: 'pages.audit_trail.title',
  access: ['CAN_VIEW_AUDIT_TRAIL'],
  icon: HistoryIcon,
  component: lazyView(() => import('./AuditTrailPage')),
};
