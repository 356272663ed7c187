import { lazy } from 'react';
import FactCheckIcon from '@mui/icons-material/FactCheck';
import type { PageEntry } from '../types';

/** /approvals: the checker's inbox of pending maker-checker requests and payouts (spec §2.6, §3.4, §6, §7.3). */
export const approvalsPage: PageEntry = {
  name: 'approvals',
  path: '/approvals',
  title: 'pages.approvals.title',
  permissions: ['CAN_APPROVE_LIMIT_REQUEST', 'CAN_APPROVE_CASHBACK_REQUEST', 'CAN_SUBMIT_LIMIT_REQUEST', 'CAN_SUBMIT_CASHBACK_REQUEST', 'CAN_APPROVE_PAYOUT'],
  icon: FactCheckIcon,
  component: lazy(() => import('./ApprovalsPage')),
};
