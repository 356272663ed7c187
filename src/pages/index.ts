import type { PageEntry } from './types';
import { rolePermissionPage } from './role-permission';
import { depositAlertsPage } from './alerts';
import { approvalsPage } from './approvals';
import { auditTrailPage } from './audit-trail';
import { goodwillCashbackPage } from './goodwill-cashback';
import { limitRequestsPage } from './limit-requests';
import { planAddPage } from './plan-add';

/** Every bespoke page, in menu order (after the resources). A new page adds one line here. */
export const PAGES: readonly PageEntry[] = [rolePermissionPage, approvalsPage, limitRequestsPage, goodwillCashbackPage, auditTrailPage, depositAlertsPage, planAddPage];
