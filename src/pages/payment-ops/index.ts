import { createElement } from 'react';
import { Navigate } from 'react-router-dom';
import AccountBalanceIcon from '@mui/icons-material/AccountBalance';
import { lazyView } from '../../common/lazy-view';
import { CASHFREE_ACCESS, TXN_PUSH_ACCESS, WITHDRAWAL_ACCESS } from '../../../contract/payment-ops/calls';
import type { PageEntry } from '../types';

/** The access-table parts that allow deciding a withdrawal, pushing a status, syncing a payout. */
export const DECIDE_PART = 'merchant-withdrawal.decide';
export const PUSH_PART = 'transaction-push.push';
export const SYNC_PART = 'cashfree-payout-status.sync';

/** /merchant-withdrawal (spec §2.3 Payouts; issue 45 item 5): merchants' withdrawal requests, decided with remarks. */
export const merchantWithdrawalPage: PageEntry = {
  name: 'merchant-withdrawal',
  path: '/merchant-withdrawal',
  title: 'paymentOps.withdrawal_title',
  access: WITHDRAWAL_ACCESS.list,
  parts: { decide: WITHDRAWAL_ACCESS.decide },
  component: lazyView(() => import('./MerchantWithdrawalPage')),
};

/** /payment/transaction-push (spec §2.3 Payouts): re-send a transaction's final status, with its delivery log. */
export const transactionPushPage: PageEntry = {
  name: 'transaction-push',
  path: '/payment/transaction-push',
  title: 'paymentOps.push_title',
  access: TXN_PUSH_ACCESS.show,
  parts: { push: TXN_PUSH_ACCESS.create },
  component: lazyView(() => import('./TransactionPushPage')),
};

const CASHFREE_CHILDREN: readonly PageEntry[] = [
  {
    name: 'cashfree-payout-status',
    path: '/cashfree/payout-status',
    title: 'paymentOps.payout_status_title',
    access: CASHFREE_ACCESS.show,
    parts: { sync: CASHFREE_ACCESS.edit },
    component: lazyView(() => import('./CashfreePayoutStatusPage')),
  },
];

/** /cashfree (spec §2.3 Other, including /cashfree/payout-status): its own route opens the payout status. */
export const cashfreeGroup: PageEntry = {
  name: 'cashfree',
  path: '/cashfree',
  title: 'paymentOps.cashfree_title',
  access: CASHFREE_ACCESS.show,
  icon: AccountBalanceIcon,
  children: CASHFREE_CHILDREN,
  // Relative: the console lives under its basename (/crm), which an absolute path here would leave.
  component: function CashfreeIndex() {
    return createElement(Navigate, { to: 'payout-status', replace: true });
  },
};
