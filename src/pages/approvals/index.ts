import { lazyView } from '../../common/lazy-view';
import FactCheckIcon from '@mui/icons-material/FactCheck';
import type { PageEntry } from '../types';
import { INBOX_KIND_ACCESS } from '../../../contract/approvals/inbox';
import { INBOX_PAGE } from './inbox-access';

/** /approvals: the checker's inbox of pending maker-checker requests and payouts (spec §2.6, §3.4, §6, §7.3). */
export const approvalsPage: PageEntry = {
  name: INBOX_PAGE.name,
  path: '/approvals',
  title: 'pages.approvals.title',
  /** Whoever may see one of its kinds. */
  access: [...new Set(Object.values(INBOX_KIND_ACCESS).flat())],
  parts: INBOX_KIND_ACCESS,
  icon: FactCheckIcon,
  /** The area strings it shows (the kinds of every area). */
  messages: ['uploads', 'investments', 'merchantChanges', 'merchantRefunds'],
  component: lazyView(() => import('./ApprovalsPage')),
};
