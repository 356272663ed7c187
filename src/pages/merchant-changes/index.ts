import { lazyView } from '../../common/lazy-view';
import AccountBalanceIcon from '@mui/icons-material/AccountBalance';
import LockOpenIcon from '@mui/icons-material/LockOpen';
import BadgeIcon from '@mui/icons-material/Badge';
import type { PageEntry } from '../types';

const BANK_PEOPLE = ['CAN_RAISE_BANK_CHANGE', 'CAN_APPROVE_BANK_CHANGE'] as const;

/** /bank-change (settlement accounts) and its detail route (spec §2.3). */
export const bankChangePage: PageEntry = {
  name: 'bank-change',
  path: '/bank-change',
  title: 'merchantChanges.bank.list_title',
  access: BANK_PEOPLE,
  icon: AccountBalanceIcon,
  component: lazyView(() => import('./BankChangeListPage')),
};

/** /bank-change-loan (loan repayment accounts) and its detail route. */
export const bankChangeLoanPage: PageEntry = {
  name: 'bank-change-loan',
  path: '/bank-change-loan',
  title: 'merchantChanges.bank.loan_list_title',
  access: BANK_PEOPLE,
  icon: AccountBalanceIcon,
  component: lazyView(() => import('./BankChangeListPage').then((m) => ({ default: m.LoanBankChangePage }))),
};

/** /bank-ac/change (Change Bank Account). */
export const bankAcChangePage: PageEntry = {
  name: 'bank-ac-change',
  path: '/bank-ac/change',
  title: 'merchantChanges.bank.change_title',
  access: ['CAN_RAISE_BANK_CHANGE'],
  icon: AccountBalanceIcon,
  component: lazyView(() => import('./BankAccountFormPage')),
};

/** /bank-ac/beneficiary (Update Beneficiary Name). */
export const bankAcBeneficiaryPage: PageEntry = {
  name: 'bank-ac-beneficiary',
  path: '/bank-ac/beneficiary',
  title: 'merchantChanges.bank.beneficiary_title',
  access: ['CAN_RAISE_BANK_CHANGE'],
  icon: AccountBalanceIcon,
  component: lazyView(() => import('./BankAccountFormPage').then((m) => ({ default: m.UpdateBeneficiaryPage }))),
};

const UNBLOCK_PEOPLE = ['CAN_SETTLEMENT_UNBLOCK_MAKER', 'CAN_SETTLEMENT_UNBLOCK_CHECKER'] as const;

/** /merchant-settlement-unblock-new (raise) and its /requests (spec §2.3). */
export const settlementUnblockNewPage: PageEntry = {
  name: 'merchant-settlement-unblock-new',
  path: '/merchant-settlement-unblock-new',
  title: 'merchantChanges.settlement.raise_title',
  access: ['CAN_SETTLEMENT_UNBLOCK_MAKER'],
  icon: LockOpenIcon,
  component: lazyView(() => import('./SettlementPages')),
};

/** /settlement/unblock-request: the unblock queue. */
export const settlementUnblockRequestPage: PageEntry = {
  name: 'settlement-unblock-request',
  path: '/settlement/unblock-request',
  title: 'merchantChanges.settlement.queue_title',
  access: UNBLOCK_PEOPLE,
  icon: LockOpenIcon,
  component: lazyView(() => import('./SettlementPages').then((m) => ({ default: m.SettlementUnblockRequestPage }))),
};

/** /settlement/home: the settlement holds. */
export const settlementHomePage: PageEntry = {
  name: 'settlement-home',
  path: '/settlement/home',
  title: 'merchantChanges.settlement.home_title',
  access: [
    ...UNBLOCK_PEOPLE,
    'CAN_PERFORM_SETTLEMENT',
    'CAN_RAISE_SETTLEMENT_TYPE_CHANGE',
    'CAN_APPROVE_SETTLEMENT_TYPE_CHANGE',
  ],
  icon: LockOpenIcon,
  component: lazyView(() => import('./SettlementPages').then((m) => ({ default: m.SettlementHomePage }))),
};

const KYC_PEOPLE = [
  'CAN_VIEW_MERCHANT_KYC',
  'CAN_REVIEW_MERCHANT_KYC',
  'CAN_ASSIGN_MERCHANT_KYC',
  'CAN_APPROVE_MERCHANT_KYC',
] as const;

/** /merchantkyc/central-kyc: the central KYC queue and its cases. */
export const centralKycPage: PageEntry = {
  name: 'central-kyc',
  path: '/merchantkyc/central-kyc',
  title: 'merchantChanges.kyc.central_title',
  access: KYC_PEOPLE,
  icon: BadgeIcon,
  component: lazyView(() => import('./KycQueuePage')),
};

/** /merchantkyc/manual-kyc: the manual KYC queue. */
export const manualKycPage: PageEntry = {
  name: 'manual-kyc',
  path: '/merchantkyc/manual-kyc',
  title: 'merchantChanges.kyc.manual_title',
  access: KYC_PEOPLE,
  icon: BadgeIcon,
  component: lazyView(() => import('./KycQueuePage').then((m) => ({ default: m.ManualKycPage }))),
};

/** /merchantkyc/manual-kyc/admin: assignment of cases to reviewers. */
export const manualKycAdminPage: PageEntry = {
  name: 'manual-kyc-admin',
  path: '/merchantkyc/manual-kyc/admin',
  title: 'merchantChanges.kyc.admin_title',
  access: ['CAN_ASSIGN_MERCHANT_KYC'],
  icon: BadgeIcon,
  component: lazyView(() => import('./KycQueuePage').then((m) => ({ default: m.ManualKycAdminPage }))),
};

/** /assign-kyc (the spec names the route only): each reviewer's load, and the waiting cases assigned from the row. */
export const assignKycPage: PageEntry = {
  name: 'assign-kyc',
  path: '/assign-kyc',
  title: 'merchantChanges.kyc.assign_desk_title',
  access: ['CAN_ASSIGN_MERCHANT_KYC'],
  icon: BadgeIcon,
  component: lazyView(() => import('./KycQueuePage').then((m) => ({ default: m.AssignKycPage }))),
};

/** The merchant change pages, in menu order (src/pages/index.ts lists them as one entry). */
export const MERCHANT_CHANGE_PAGES: readonly PageEntry[] = [
  bankChangePage,
  bankChangeLoanPage,
  bankAcChangePage,
  bankAcBeneficiaryPage,
  settlementUnblockNewPage,
  settlementUnblockRequestPage,
  settlementHomePage,
  centralKycPage,
  manualKycPage,
  manualKycAdminPage,
  assignKycPage,
];
