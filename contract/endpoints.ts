/**
 * Every declared endpoint (contract/endpoint.ts), by area. The reference backend must answer each at its method,
 * path and permission (tests/server/endpoint-table.test.ts); the console calls them through
 * dataProviders/endpoint-client.ts. Areas move here one by one from routes and calls written by hand (issue 40).
 */
import type { Endpoint } from './endpoint';
import { ADMIN_ENDPOINTS } from './admin/calls';
import { APPROVAL_ENDPOINTS } from './approvals/calls';
import { CONSUMER_360_ENDPOINTS } from './consumer/calls';
import { CONSUMER_CALL_ENDPOINTS } from './consumer-calls/calls';
import { DISPUTE_ENDPOINTS } from './disputes/calls';
import { ENTITY_ENDPOINTS } from './entities/calls';
import { FRM_ENDPOINTS } from './frm/calls';
import { CPV_ENDPOINTS } from './cpv/calls';
import { INVESTMENT_ENDPOINTS } from './investments/calls';
import { LOGIN_BLOCK_ENDPOINTS } from './login-blocks/calls';
import { MOBILE_CHANGE_ENDPOINTS } from './mobile-change/calls';
import { MERCHANT_ALERT_ENDPOINTS } from './merchant-alerts/calls';
import { MERCHANT_ACTIONS, MERCHANT_LISTS, MERCHANT_READS } from './merchant/calls';
import { MERCHANT_CHANGE_ENDPOINTS } from './merchant-changes/calls';
import { MERCHANT_REFUND_ENDPOINTS } from './merchant-refunds/calls';
import { MERCHANT_SUPPORT_READS } from './merchant/support-reads';
import { OFFER_ENDPOINTS } from './offers/calls';
import { PAYOUT_ENDPOINTS } from './payouts/calls';
import { SAVED_VIEW_ENDPOINTS } from './saved-views/calls';
import { SERVICE_ENDPOINTS, type ServiceEndpoint } from './service/calls';
import { SESSION_ENDPOINTS } from './session/calls';
import { UPLOAD_ENDPOINTS } from './uploads/calls';
import { MERCHANT_CALL_ENDPOINTS } from './merchant-calls/calls';
import { SPEAKER_ENDPOINTS } from './speaker/calls';
import { DELIVERY_ENDPOINTS } from './delivery/calls';
import { TXN_RECON_ENDPOINTS } from './recon/calls';
import { SWIPE_COMMERCIAL_ENDPOINTS } from './swipe-commercial/calls';
import { PAYOUT_FMS_ENDPOINTS } from './payout-fms/calls';
import { DEVICE_ENDPOINTS } from './devices/calls';
import { ONBOARDING_ENDPOINTS } from './devices/onboarding-calls';
import { WAREHOUSE_ENDPOINTS } from './warehouses/calls';
import { SWIPE_BILLING_ENDPOINTS } from './swipe-billing/calls';
import { SWIPE_LIMIT_ENDPOINTS } from './swipe-limits/calls';
import { DEVICE_RETURN_ENDPOINTS } from './devices/returns';
import { PG_VPA_CALLS } from './pg-vpa/calls';
import { PAYMENT_OPS_ENDPOINTS } from './payment-ops/calls';
import { JOB_ENDPOINTS } from './jobs/calls';
import { DEVICE_REFUND_ENDPOINTS } from './devices/refunds';
import { SPEAKER_ORDER_ENDPOINTS } from './devices/orders';
import { BANK_DOWNTIME_ENDPOINTS } from './bank-downtime/calls';
import { DASHBOARD_ENDPOINTS } from './dashboards/calls';
import { CAF_ENDPOINTS } from './caf/calls';
import { RISK_ENDPOINTS } from './risk-manager/calls';
import { BP_ENDPOINTS } from './bp-resume/calls';
import { CLUB_ENDPOINTS } from './club/calls';
import { INSURANCE_ENDPOINTS } from './insurance/calls';
import { POSTPE_CAMPAIGN_ENDPOINTS } from './postpe-campaign/calls';
import { CONSUMER_CALLS_A_ENDPOINTS } from './consumer/calls-a';
import { PAYLATER_ADMIN_ENDPOINTS } from './paylater-admin/calls';

export const ENDPOINT_TABLES: Readonly<Record<string, Readonly<Record<string, Endpoint>>>> = {
  'merchant-360 lists': MERCHANT_LISTS,
  'merchant-360 reads': MERCHANT_READS,
  'merchant-360 actions': MERCHANT_ACTIONS,
  'consumer 360': CONSUMER_360_ENDPOINTS,
  disputes: DISPUTE_ENDPOINTS,
  payouts: PAYOUT_ENDPOINTS,
  investments: INVESTMENT_ENDPOINTS,
  'merchant changes': MERCHANT_CHANGE_ENDPOINTS,
  approvals: APPROVAL_ENDPOINTS,
  'merchant support uploads': UPLOAD_ENDPOINTS,
  'sign-in, sessions and live queues': SESSION_ENDPOINTS,
  offers: OFFER_ENDPOINTS,
  'admin (users, roles, permissions, audit)': ADMIN_ENDPOINTS,
  'saved views': SAVED_VIEW_ENDPOINTS,
  'blocked logins': LOGIN_BLOCK_ENDPOINTS,
  'mobile changes': MOBILE_CHANGE_ENDPOINTS,
  'merchant alerts': MERCHANT_ALERT_ENDPOINTS,
  'FRM complaints': FRM_ENDPOINTS,
  'merchant refunds': MERCHANT_REFUND_ENDPOINTS,
  'CPV visits and referral codes': CPV_ENDPOINTS,
  'merchant support reads': MERCHANT_SUPPORT_READS,
  'consumer calls (interest, video KYC, recharges, language)': CONSUMER_CALL_ENDPOINTS,
  'generic entities (from their schemas)': ENTITY_ENDPOINTS,
  'merchant calls (MCC change, QR orders)': MERCHANT_CALL_ENDPOINTS,
  'speaker tools (pricing, audio test, rent waive-off, invoices)': SPEAKER_ENDPOINTS,
  'delivery (partners, pincodes, card deliveries, merchant cards)': DELIVERY_ENDPOINTS,
  'swipe commercials (plans, coupons, MDR and rental changes, bulk reject)': SWIPE_COMMERCIAL_ENDPOINTS,
  'devices (lifecycle, stock, transfers)': DEVICE_ENDPOINTS,
  'device onboarding and shipments': ONBOARDING_ENDPOINTS,
  'warehouse management': WAREHOUSE_ENDPOINTS,
  'swipe invoices (rent, chargebacks)': SWIPE_BILLING_ENDPOINTS,
  'swipe transaction limits': SWIPE_LIMIT_ENDPOINTS,
  'device returns (QC breakup, repairs, replacement, reactivation)': DEVICE_RETURN_ENDPOINTS,
  'payment-gateway timeouts and VPA files': PG_VPA_CALLS,
  'payment operations (withdrawals, transaction push, Cashfree payout status)': PAYMENT_OPS_ENDPOINTS,
  'background jobs (bulk process, SFTP files, swipe backtest)': JOB_ENDPOINTS,
  'device refunds (deposit, advance rent)': DEVICE_REFUND_ENDPOINTS,
  'speaker orders': SPEAKER_ORDER_ENDPOINTS,
  'payout FMS (accounts, ledgers, fund transfers, thresholds) and payout channel config': PAYOUT_FMS_ENDPOINTS,
  'merchant-transaction reconciliation (settlement files, reviews, on-spot)': TXN_RECON_ENDPOINTS,
  'bank downtime (downtimes, alerts, QR priority)': BANK_DOWNTIME_ENDPOINTS,
  'dashboards (quick summary, TP, IVR)': DASHBOARD_ENDPOINTS,
  'customer application form (CAF PDF)': CAF_ENDPOINTS,
  'risk manager (velocity limits and blocks)': RISK_ENDPOINTS,
  'onboarding journeys (stuck, resumed)': BP_ENDPOINTS,
  'TP club (members, collections, cashback, force withdrawal, interest, cancel-refund)': CLUB_ENDPOINTS,
  insurance: INSURANCE_ENDPOINTS,
  'pay-later campaigns': POSTPE_CAMPAIGN_ENDPOINTS,
  'consumer 360 calls A (contacts, verified name, repayment links, sanction letters, death certificate)':
    CONSUMER_CALLS_A_ENDPOINTS,
  'pay-later admin (BPL plans, app banners)': PAYLATER_ADMIN_ENDPOINTS,
};

/** The server's own endpoints, outside every backend (health, the OpenAPI document): public, at each mount. */
export const SERVICE_ENDPOINT_TABLE: Readonly<Record<string, ServiceEndpoint>> = SERVICE_ENDPOINTS;
