import type { AccessEntry } from '../../authProvider';
import { partOf, type PageEntry } from './types';
import { rolePermissionPage } from './role-permission';
import { depositAlertsPage } from './alerts';
import { approvalsPage } from './approvals';
import { auditTrailPage } from './audit-trail';
import { goodwillCashbackPage } from './goodwill-cashback';
import { unblockUserPage } from './unblock-user';
import { mobileChangePage } from './mobile-change';
import { limitRequestsPage } from './limit-requests';
import { planAddPage } from './plan-add';
import { MERCHANT_SUPPORT_PAGES } from './merchant-support';
import { DISPUTE_PAGES } from './disputes';
import { consumer360Page } from './consumer-360';
import { MERCHANT_CHANGE_PAGES } from './merchant-changes';
import { depositGroup } from './investments';
import { payoutOpsGroup } from './payout-ops';
import { MERCHANT_360_PAGES } from './merchant-360';
import { merchantDeclarationPage } from './merchant-360/declaration';
import { frmPage } from './frm';
import { merchantAlertsPage } from './merchant-alerts';
import { refundRequestPage, refundVerifyPage } from './merchant-refunds';
import { CPV_PAGES } from './cpv';
import { referralCodePage } from './referral-code';
import { qrOrdersPage } from './qr-orders';
import { rechargesPage } from './recharges';
import { SPEAKER_TOOL_PAGES } from './speaker-tools';
import { deliveryCardPage, deliveryProviderPage, merchantCardGroup } from './delivery';
import { warehouseManagementPage } from './warehouses';
import { SWIPE_COMMERCIAL_PAGES } from './swipe-commercial';
import { DEVICE_PAGES } from './devices';
import { courierAssignmentPage } from './device-onboarding';
import { pgTimeoutsPage, vpaUploadPage } from './pg-vpa';
import { cashfreeGroup } from './payment-ops';
import { JOB_PAGES } from './jobs';
import { TXN_RECON_PAGES } from './txn-recon';
import { BANK_DOWNTIME_PAGES } from './bank-downtime';
import { DASHBOARD_PAGES } from './dashboards';
import { cafFormPage } from './caf-form';
import { uploadActivityPage } from './upload-activity';
import { MENU_ONLY_PAGES } from './menu-only';
import { riskManagerPage } from './risk-manager';
import { bpResumePage } from './bp-resume';
import { INSURANCE_PAGES } from './insurance';
import { postpeCampaignPage } from './postpe-campaign';
import { bplPage } from './bpl';
import { uploadBannerPage } from './upload-banner';
import { CLUB_PAGES } from './tp-club';

/** Every bespoke page, in menu order (after the resources). A new page adds one line here. */
export const PAGES: readonly PageEntry[] = [
  rolePermissionPage,
  approvalsPage,
  limitRequestsPage,
  goodwillCashbackPage,
  auditTrailPage,
  depositAlertsPage,
  planAddPage,
  ...MERCHANT_SUPPORT_PAGES,
  ...DISPUTE_PAGES,
  consumer360Page,
  ...MERCHANT_CHANGE_PAGES,
  depositGroup,
  payoutOpsGroup,
  ...MERCHANT_360_PAGES,
  merchantDeclarationPage,
  unblockUserPage,
  frmPage,
  mobileChangePage,
  merchantAlertsPage,
  refundRequestPage,
  refundVerifyPage,
  ...CPV_PAGES,
  referralCodePage,
  qrOrdersPage,
  rechargesPage,
  ...SPEAKER_TOOL_PAGES,
  deliveryProviderPage,
  deliveryCardPage,
  warehouseManagementPage,
  merchantCardGroup,
  ...SWIPE_COMMERCIAL_PAGES,
  ...DEVICE_PAGES,
  courierAssignmentPage,
  pgTimeoutsPage,
  vpaUploadPage,
  cashfreeGroup,
  ...JOB_PAGES,
  ...TXN_RECON_PAGES,
  ...BANK_DOWNTIME_PAGES,
  ...DASHBOARD_PAGES,
  cafFormPage,
  uploadActivityPage,
  ...MENU_ONLY_PAGES,
  riskManagerPage,
  bpResumePage,
  ...INSURANCE_PAGES,
  postpeCampaignPage,
  bplPage,
  uploadBannerPage,
  ...CLUB_PAGES,
];

/** Pure: the access-table entries of pages, their parts (`<page>.<part>`) and their sub-pages. */
export function pageAccessEntries(pages: readonly PageEntry[]): AccessEntry[] {
  return pages.flatMap((page) => [
    { name: page.name, access: page.access },
    ...Object.entries(page.parts ?? {}).map(([part, access]) => ({ name: partOf(page, part), access })),
    ...pageAccessEntries(page.children ?? []),
  ]);
}

export const PAGE_ACCESS: readonly AccessEntry[] = pageAccessEntries(PAGES);
