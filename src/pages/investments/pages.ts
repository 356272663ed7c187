import { lazyView } from '../../common/lazy-view';
import SavingsIcon from '@mui/icons-material/Savings';
import {
  DEPOSIT_GUARDRAILS,
  DEPOSIT_UPLOADS,
  INVESTMENT_ACCOUNTS,
  INVESTMENT_REQUESTS,
  MUTUAL_FUNDS,
  P2P_VARIABLE_EARNING,
} from '../../../contract/bindings';
import { groupIndexView } from '../group-index';
import type { PageEntry } from '../types';

export const depositGuardrailsPage: PageEntry = {
  name: 'deposit-guardrails-page',
  path: '/deposit/guardrails',
  title: 'investments.guardrails.title',
  access: DEPOSIT_GUARDRAILS.access.list,
  component: lazyView(() => import('./DepositGuardrailsPage')),
};

export const depositGuardrailsAuditPage: PageEntry = {
  name: 'deposit-guardrails-audit',
  path: '/deposit/guardrails/audit',
  title: 'investments.guardrails.audit_title',
  access: DEPOSIT_GUARDRAILS.access.list,
  component: lazyView(() => import('./GuardrailAuditPage')),
};

/** The two uploads: the Deposit menu's bulk upload pages (spec §6 CAN_ENABLE_DISABLE_ALERTS_AND_WITHDRAW). */
export const merchantCashbackPage: PageEntry = {
  name: 'deposit-merchant-cashback',
  path: '/deposit/merchant-cashback',
  title: 'investments.uploads.cashback_title',
  access: DEPOSIT_UPLOADS.access.create,
  component: lazyView(() => import('./DepositUploadPage').then((m) => ({ default: m.MerchantCashbackPage }))),
};

export const depositBulkPage: PageEntry = {
  name: 'deposit-upload',
  path: '/deposit/upload',
  title: 'investments.uploads.deposit_title',
  access: DEPOSIT_UPLOADS.access.create,
  component: lazyView(() => import('./DepositUploadPage').then((m) => ({ default: m.DepositBulkPage }))),
};

/** Investment accounts, limits, mutual funds and the P2P action pages (spec §2.3 investments and deposits). */
const INVESTMENT_PAGES: readonly PageEntry[] = [
  {
    name: 'investment-account',
    path: '/investment-account',
    title: 'investments.accounts.title',
    access: INVESTMENT_ACCOUNTS.access.list,
    component: lazyView(() => import('./InvestmentAccountPage')),
  },
  {
    name: 'investment-account-change-limit',
    path: '/investment-account-change-limit',
    title: 'investments.change_limit.title',
    access: INVESTMENT_REQUESTS.access.list,
    component: lazyView(() => import('./ChangeLimitPage')),
  },
  {
    name: 'p2p-forced-withdrawal',
    path: '/p2p/forced-withdrawal',
    title: 'investments.p2p.forced_withdrawal',
    access: INVESTMENT_REQUESTS.access.list,
    component: lazyView(() => import('./TxnActionsPage').then((m) => ({ default: m.ForcedWithdrawalPage }))),
  },
  {
    name: 'p2p-hold-amount',
    path: '/p2p/hold-amount',
    title: 'investments.p2p.hold_amount',
    access: INVESTMENT_REQUESTS.access.list,
    component: lazyView(() => import('./TxnActionsPage').then((m) => ({ default: m.HoldAmountPage }))),
  },
  {
    name: 'p2p-variable-earning',
    path: '/p2p/variable-earning',
    title: 'investments.p2p.variable_earning',
    access: P2P_VARIABLE_EARNING.access.create,
    component: lazyView(() => import('./DepositUploadPage').then((m) => ({ default: m.VariableEarningPage }))),
  },
  {
    name: 'p2p-add-money',
    path: '/p2p/add-money',
    title: 'investments.p2p.add_money',
    access: INVESTMENT_REQUESTS.access.list,
    component: lazyView(() => import('./AddMoneyPage')),
  },
  {
    name: 'mutual-fund',
    path: '/mutual-fund',
    title: 'investments.mutual_fund.title',
    access: MUTUAL_FUNDS.access.list,
    component: lazyView(() => import('./MutualFundPage')),
  },
];

const DEPOSIT_CHILDREN: readonly PageEntry[] = [
  depositGuardrailsPage,
  depositGuardrailsAuditPage,
  merchantCashbackPage,
  depositBulkPage,
  ...INVESTMENT_PAGES,
];

/**
 * The Deposit menu group (spec §2.3 investments and deposits, §6 CAN_ENABLE_DISABLE_ALERTS_AND_WITHDRAW): its items
 * show only to those their own permissions allow, and the group only while one is left.
 */
export const depositGroup: PageEntry = {
  name: 'deposit',
  path: '/deposit',
  title: 'investments.groups.deposit',
  access: [...new Set(DEPOSIT_CHILDREN.flatMap((c) => c.access))],
  icon: SavingsIcon,
  children: DEPOSIT_CHILDREN,
  component: groupIndexView(() => depositGroup),
};
