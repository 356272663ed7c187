import { lazyView } from '../../common/lazy-view';
import HistoryIcon from '@mui/icons-material/History';
import { AUDIT } from '../../../contract/bindings';
import { LIST_PAGE_SIZE } from '../../../contract/schema';
import type { PageEntry } from '../types';

/** Newest first, 20 a page, no filter (AuditTrailPage). */
export const AUDIT_FIRST_PAGE = {
  resource: AUDIT.name,
  sort: { field: 'id', order: 'DESC' },
  perPage: LIST_PAGE_SIZE,
} as const satisfies PageEntry['firstPage'];

/** /audit-trail: the append-only record of every mutation (DESIGN.md §5). */
export const auditTrailPage: PageEntry = {
  name: 'audit-trail',
  path: '/audit-trail',
  title: 'pages.audit_trail.title',
  access: ['CAN_VIEW_AUDIT_TRAIL'],
  icon: HistoryIcon,
  component: lazyView(() => import('./AuditTrailPage')),
  firstPage: AUDIT_FIRST_PAGE,
};
