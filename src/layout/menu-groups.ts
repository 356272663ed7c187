import type { ComponentType } from 'react';
import StorefrontIcon from '@mui/icons-material/Storefront';
import CreditCardIcon from '@mui/icons-material/CreditCard';
import GavelIcon from '@mui/icons-material/Gavel';
import PaymentsIcon from '@mui/icons-material/Payments';
import SavingsIcon from '@mui/icons-material/Savings';
import UploadFileIcon from '@mui/icons-material/UploadFile';
import ManageAccountsIcon from '@mui/icons-material/ManageAccounts';
import AppsIcon from '@mui/icons-material/Apps';
import LocalShippingIcon from '@mui/icons-material/LocalShipping';
import AccountBalanceIcon from '@mui/icons-material/AccountBalance';
import DashboardIcon from '@mui/icons-material/Dashboard';
import HealthAndSafetyIcon from '@mui/icons-material/HealthAndSafety';

/** One group of the left menu: an area of the spec (§1), its items by their menu key (resource or page name). */
export interface MenuGroup {
  id: string;
  /** i18n key. */
  label: string;
  icon: ComponentType;
  members: readonly string[];
}

/**
 * Issue 18: the menu grouped by the spec's areas, in this order. Items keep their own order inside a group. An item in
 * no group stays at the top level (the approvals inbox: every maker and checker's first stop); a test checks that
 * nothing else is left out.
 */
export const MENU_GROUPS: readonly MenuGroup[] = [
  {
    id: 'merchants',
    label: 'menu.groups.merchants',
    icon: StorefrontIcon,
    members: [
      'merchant-details',
      'vpa-detail',
      'merchant-detail',
      'merchant-details-update',
      'merchant-transaction',
      'payment-status',
      'refund',
      'loan-app',
      'credit-line',
      'unblock-user',
      'mobile-change-request',
      'frm',
      'refund-request',
      'refund-verify',
      'merchant-declaration',
      'notifications',
      'bank-change',
      'bank-change-loan',
      'bank-ac-change',
      'bank-ac-beneficiary',
      'merchant-settlement-unblock-new',
      'settlement-unblock-request',
      'settlement-home',
      'central-kyc',
      'manual-kyc',
      'manual-kyc-admin',
      'assign-kyc',
      'cpv-add-agent',
      'assign-cpv',
      'cpv-reports',
      'referral-code',
      'qr-orders',
      'crofam-ecom',
      'b2b-partners',
      'retailer',
    ],
  },
  {
    id: 'consumer',
    label: 'menu.groups.consumer',
    icon: CreditCardIcon,
    members: [
      'consumer-360',
      'limits',
      'limit-requests',
      'postpe-offers',
      'goodwill-cashback',
      'recharges',
      'rewards',
      'cashback',
      'postpe-campaign',
      'bpl',
      'upload-banner',
    ],
  },
  {
    id: 'disputes',
    label: 'menu.groups.disputes',
    icon: GavelIcon,
    members: [
      'view-dispute',
      'raise-dispute',
      'dispute-alerts',
      'merchant-alerts',
      'bulk-dispute',
      'sftp-panel',
      'bulk-process',
    ],
  },
  { id: 'payouts', label: 'menu.groups.payouts', icon: PaymentsIcon, members: ['postpe-payouts', 'payout-ops'] },
  {
    id: 'investments',
    label: 'menu.groups.investments',
    icon: SavingsIcon,
    members: [
      'investment-fd-plans',
      'plan-add',
      'deposit-alerts',
      'deposit',
      'pg-payment-timeout-config',
      'vpa-upload',
      'club-cancel-refund',
    ],
  },
  {
    id: 'uploads',
    label: 'menu.groups.uploads',
    icon: UploadFileIcon,
    members: ['merchant-support', 'config-uploads'],
  },
  {
    id: 'users',
    label: 'menu.groups.users',
    icon: ManageAccountsIcon,
    members: ['user', 'role-permission', 'audit-trail'],
  },
  // Issue 44: the spec's Delivery area (§2.3).
  {
    id: 'delivery',
    label: 'menu.groups.delivery',
    icon: LocalShippingIcon,
    members: ['delivery-provider', 'delivery-card', 'delivery-courier-assignment', 'warehouse-management'],
  },
  // Spec §2.3 "Reconciliation and settlement" (issue 45).
  {
    id: 'reconciliation',
    label: 'menu.groups.reconciliation',
    icon: AccountBalanceIcon,
    members: ['recon-upload-file', 'recon-on-spot', 'swipe-backtest', 'new-downtime', 'qr-priority-update'],
  },
  // Spec §2.3 "Other": the /swipe and /speaker frames (their sub-pages are tabs there) and the merchant cards (issue 44).
  {
    id: 'other',
    label: 'menu.groups.other',
    icon: AppsIcon,
    members: [
      'swipe',
      'speaker',
      'swipe-plans',
      'swipe-coupons',
      'swipe-mdr',
      'swipe-rental',
      'swipe-bulk-reject',
      'speaker-pricing',
      'speaker-audio-test',
      'speaker-waive-off',
      'speaker-invoices',
      'merchant-card',
      'cashfree',
      'caf-form',
      'upload-activity',
      'risk-manager',
      'bp-resume',
      'tp-club',
    ],
  },
  // Spec §2.3 "Dashboards": /downtime-alerts (issue 45 item 3).
  {
    id: 'dashboards',
    label: 'menu.groups.dashboards',
    icon: DashboardIcon,
    members: ['downtime-alerts', 'quick-summary', 'tp-dashboard', 'ivr-dashboard'],
  },
  // Spec §2.3 "Insurance" (issue 46 item 3).
  {
    id: 'insurance',
    label: 'menu.groups.insurance',
    icon: HealthAndSafetyIcon,
    members: ['insurance-detail', 'insurance-export', 'insurance-bulk-cancellation'],
  },
];

/** Items shown at the top level, above the groups. */
export const TOP_LEVEL_ITEMS: readonly string[] = ['approvals'];
