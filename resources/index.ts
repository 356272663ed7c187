import type { ResourceBundle } from './types';
import {
  approvalRequestsResource,
  auditResource,
  goodwillCashbackResource,
  loginBlocksResource,
  mobileChangeRequestsResource,
} from './approvals/approval-resources';
import payouts from './payouts';
import roles from './roles';
import { permissionsResource } from './roles/permissions-resource';
import users from './users';
import offers from './offers';
import depositAlertLogs from './alerts';
import { merchantAlertLogsResource, merchantAlertsResource } from './merchant-alerts';
import notifications from './notifications';
import fdPlans from './fd-plans';
import { fdAdminActionResource } from './fd-plans/admin-action-resource';
import limits from './limits';
import merchantSupportUploads from './merchant-support';
import { MERCHANT_CHANGE_RESOURCES } from './merchant-changes';
import { INVESTMENT_RESOURCES } from './investments';
import { speakerRentWaiversResource } from './speaker/speaker-resources';
import { deviceRefundsResource } from './device-refunds/device-refunds-resource';

/** Every resource of the console, in menu order. A new entity adds one line here. */
export const RESOURCES: readonly ResourceBundle[] = [
  users,
  roles,
  permissionsResource,
  payouts,
  approvalRequestsResource,
  goodwillCashbackResource,
  auditResource,
  loginBlocksResource,
  mobileChangeRequestsResource,
  notifications,
  fdPlans,
  fdAdminActionResource,
  limits,
  offers,
  depositAlertLogs,
  merchantSupportUploads,
  ...MERCHANT_CHANGE_RESOURCES,
  ...INVESTMENT_RESOURCES,
  merchantAlertsResource,
  merchantAlertLogsResource,
  speakerRentWaiversResource,
  deviceRefundsResource,
];
