import { lazyView } from '../../common/lazy-view';
import PaymentsIcon from '@mui/icons-material/Payments';
import { INTERNAL_TRANSFERS, PAYOUT_GUARDRAILS, PAYOUT_STATUS } from '../../../contract/bindings';
import { groupIndexView } from '../group-index';
import type { PageEntry } from '../types';
import { payoutReconPage } from '../payout-recon';
import { merchantWithdrawalPage, transactionPushPage } from '../payment-ops';
import { PAYOUT_FMS_PAGES } from '../payout-fms';

const PAYOUT_CHILDREN: readonly PageEntry[] = [
  {
    name: 'payout-guardrail-page',
    path: '/payout/guardrail',
    title: 'investments.guardrails.payout_title',
    access: PAYOUT_GUARDRAILS.access.list,
    component: lazyView(() => import('./PayoutGuardrailPage')),
  },
  {
    name: 'payout-status-page',
    path: '/payout/status',
    title: 'investments.payout_status.title',
    access: PAYOUT_STATUS.access.show,
    component: lazyView(() => import('./PayoutStatusPage')),
  },
  {
    name: 'internal-transfer-request',
    path: '/payout/internal-ac-transfer/request',
    aliases: ['/payout/internal-account-transfer/request'],
    title: 'investments.transfers.request_title',
    access: INTERNAL_TRANSFERS.access.list,
    component: lazyView(() => import('./TransferRequestPage')),
  },
  {
    name: 'internal-transfer-history',
    path: '/payout/internal-ac-transfer/history',
    aliases: ['/payout/internal-account-transfer/history'],
    title: 'investments.transfers.history_title',
    access: INTERNAL_TRANSFERS.access.list,
    component: lazyView(() => import('./TransferHistoryPage')),
  },
  payoutReconPage,
  merchantWithdrawalPage,
  transactionPushPage,
  ...PAYOUT_FMS_PAGES,
];

/** The Payouts menu group (spec §2.3 payouts, §6): each item behind its own permission; the group while one is left. */
export const payoutOpsGroup: PageEntry = {
  name: 'payout-ops',
  path: '/payout',
  title: 'investments.groups.payouts',
  access: [...new Set(PAYOUT_CHILDREN.flatMap((c) => c.access))],
  icon: PaymentsIcon,
  children: PAYOUT_CHILDREN,
  component: groupIndexView(() => payoutOpsGroup),
};
