/**
 * The binding of every entity the console and the reference backend share (contract/binding.ts): the one place
 * that says which backend serves an entity, at which path, and which permission keys open each action.
 * Schema-driven entities (contract/entities/) carry their binding in their schema; ENTITY_SCHEMAS lists them.
 */
import type { Binding } from './binding';
import { ENTITY_SCHEMAS } from './entities';
import { bindingOf } from './schema';
import { MERCHANT_CHANGE_BINDINGS } from './merchant-changes/bindings';
import { MOBILE_CHANGE_REQUESTS } from './mobile-change/calls';
import { MERCHANT_CALL_BINDINGS } from './merchant-calls/bindings';
import { SPEAKER_BINDINGS } from './speaker/calls';
import { DEVICE_REFUNDS } from './devices/refunds';
import { BANK_DOWNTIME_BINDINGS } from './bank-downtime/calls';
import { RISK_RULES } from './risk-manager/calls';
import { BP_JOURNEYS } from './bp-resume/calls';
import { INSURANCE_BINDINGS } from './insurance/calls';
import { POSTPE_CAMPAIGN_BINDINGS } from './postpe-campaign/calls';
import { PAYLATER_ADMIN_BINDINGS } from './paylater-admin/calls';
import { SWIPE_COMMERCIAL_BINDINGS } from './swipe-commercial/bindings';
import { PG_VPA_BINDINGS } from './pg-vpa/calls';
import { PAYOUT_FMS_BINDINGS } from './payout-fms/bindings';
import { DEPOSIT_ALERT_LOGS, MERCHANT_ALERT_LOGS, MERCHANT_ALERTS } from './alert-bindings';

export const USERS = {
  name: 'user',
  backend: 'admin',
  path: 'users',
  access: {
    list: ['CAN_LIST_USER'],
    show: ['CAN_LIST_USER'],
    create: ['CAN_ADD_USER'],
    edit: ['CAN_EDIT_USER'],
    delete: ['CAN_DELETE_USER'],
    /** Lifting a sign-in lock after 10 failed codes (Role & Permission page): whoever manages roles. */
    unlock_otp: ['CAN_MANAGE_ROLE_PERMISSION'],
  },
} as const satisfies Binding;

/** Roles: edited on the Role & Permission page, so no screens of their own. */
export const ROLES = {
  name: 'roles',
  backend: 'admin',
  access: {
    list: ['CAN_MANAGE_ROLE_PERMISSION'],
    show: ['CAN_MANAGE_ROLE_PERMISSION'],
    edit: ['CAN_MANAGE_ROLE_PERMISSION'],
  },
} as const satisfies Binding;

/** The permission catalogue as the admin API serves it (`GET /permissions` → [{ id, name, family }]); read-only. */
export const PERMISSIONS = {
  name: 'permissions',
  backend: 'admin',
  access: { list: ['CAN_MANAGE_ROLE_PERMISSION'] },
} as const satisfies Binding;

/** Payouts (spec §2.6, §3.8, §7.7) at /postpe-payouts: list, details, approve and reject. */
export const PAYOUTS = {
  name: 'postpe-payouts',
  backend: 'payouts',
  path: 'payout-requests',
  /** `decide`: approve or reject a payout in APPROVAL_PENDING (spec §2.6). */
  access: { list: ['CAN_VIEW_PAYOUT'], decide: ['CAN_APPROVE_PAYOUT'] },
} as const satisfies Binding;

/** The maker-checker requests (CRM API, spec §7.3), read by the bespoke approval pages. */
export const APPROVAL_REQUESTS = {
  name: 'approval-requests',
  backend: 'crm',
  path: 'maker/checker/requests',
  access: {
    list: [
      'CAN_SUBMIT_LIMIT_REQUEST',
      'CAN_APPROVE_LIMIT_REQUEST',
      'CAN_SUBMIT_CASHBACK_REQUEST',
      'CAN_APPROVE_CASHBACK_REQUEST',
      'CAN_RAISE_BANK_CHANGE',
      'CAN_APPROVE_BANK_CHANGE',
      'CAN_SETTLEMENT_UNBLOCK_MAKER',
      'CAN_SETTLEMENT_UNBLOCK_CHECKER',
      'CAN_REVIEW_MERCHANT_KYC',
      'CAN_APPROVE_MERCHANT_KYC',
      'CAN_RAISE_INVESTMENT_REQUEST',
      'CAN_APPROVE_INVESTMENT_REQUEST',
      'PAYOUT_GUARDRAIL_ADMIN',
      'CAN_RAISE_INTERNAL_TRANSFER',
      'CAN_APPROVE_INTERNAL_TRANSFER',
      'CAN_RAISE_SETTLEMENT_TYPE_CHANGE',
      'CAN_APPROVE_SETTLEMENT_TYPE_CHANGE',
      'CAN_RAISE_MCC_CHANGE',
      'CAN_APPROVE_MCC_CHANGE',
      'CAN_RAISE_MOBILE_CHANGE',
      'CAN_APPROVE_MOBILE_CHANGE',
      'CAN_RAISE_MERCHANT_REFUND',
      'CAN_VERIFY_MERCHANT_REFUND',
      'CAN_RAISE_SPEAKER_RENT_WAIVER',
      'CAN_APPROVE_SPEAKER_RENT_WAIVER',
      'CAN_RAISE_MDR_CHANGE',
      'CAN_APPROVE_MDR_CHANGE',
      'CAN_RAISE_RENTAL_CHANGE',
      'CAN_APPROVE_RENTAL_CHANGE',
      'CAN_RAISE_PG_TIMEOUT_CHANGE',
      'CAN_APPROVE_PG_TIMEOUT_CHANGE',
      'CAN_RAISE_DEVICE_REFUND',
      'CAN_APPROVE_DEVICE_REFUND',
      'CAN_RAISE_FMS_TRANSFER',
      'CAN_APPROVE_FMS_TRANSFER',
      'CAN_RAISE_PAYOUT_CONFIG_CHANGE',
      'CAN_APPROVE_PAYOUT_CONFIG_CHANGE',
      'CAN_RAISE_QR_PRIORITY',
      'CAN_APPROVE_QR_PRIORITY',
      'CAN_RAISE_RISK_RULE_CHANGE',
      'CAN_APPROVE_RISK_RULE_CHANGE',
      'CAN_MANAGE_CAMPAIGNS',
      'CAN_APPROVE_CAMPAIGN_LAUNCH',
      'CAN_RAISE_INSURANCE_CANCEL',
      'CAN_APPROVE_INSURANCE_CANCEL',
      'CAN_RAISE_VERIFIED_NAME',
      'CAN_APPROVE_VERIFIED_NAME',
      'CAN_RAISE_BPL_PLAN_CHANGE',
      'CAN_APPROVE_BPL_PLAN_CHANGE',
    ],
  },
} as const satisfies Binding;

export const GOODWILL_CASHBACK_REQUESTS = {
  name: 'goodwill-cashback-requests',
  backend: 'crm',
  path: 'maker/checker/cashback',
  api: { fixedQuery: { productType: 'GOODWILL' } },
  /** `raise`: a maker's new goodwill cashback request; `decide`: a checker's approval or rejection. */
  access: {
    list: ['CAN_SUBMIT_CASHBACK_REQUEST', 'CAN_APPROVE_CASHBACK_REQUEST'],
    raise: ['CAN_SUBMIT_CASHBACK_REQUEST'],
    decide: ['CAN_APPROVE_CASHBACK_REQUEST'],
  },
} as const satisfies Binding;

/**
 * Limit change requests (maker-checker, spec §3.4, §7.3) at /maker/checker/limit/request: a maker raises one, a
 * checker decides it; the limit configurations they pick from are listed to either (`raise` or `decide`). Read
 * through APPROVAL_REQUESTS and the limit-requests page, so it has no console resource of its own.
 */
export const LIMIT_REQUESTS = {
  name: 'limit-change-requests',
  backend: 'crm',
  path: 'maker/checker/limit/request',
  access: { raise: ['CAN_SUBMIT_LIMIT_REQUEST'], decide: ['CAN_APPROVE_LIMIT_REQUEST'] },
} as const satisfies Binding;

/** The audit trail (admin API). */
export const AUDIT = {
  name: 'audit',
  backend: 'admin',
  access: { list: ['CAN_VIEW_AUDIT_TRAIL'] },
} as const satisfies Binding;

/** Offers (§3.5) on the postpe backend at /offers, route /postpe-offers (§2.3). */
export const OFFERS = {
  name: 'postpe-offers',
  backend: 'postpe',
  path: 'offers',
  access: {
    list: ['CAN_MANAGE_POSTPE_OFFERS'],
    show: ['CAN_MANAGE_POSTPE_OFFERS'],
    create: ['CAN_MANAGE_POSTPE_OFFERS'],
    edit: ['CAN_MANAGE_POSTPE_OFFERS'],
  },
} as const satisfies Binding;

/** The FD cache admin action (POST), a view-less resource so the button calls it through the data provider. */
export const FD_ADMIN_ACTION = {
  name: 'fd-admin-action',
  backend: 'investment',
  api: { paths: { create: '/fd/crm/admin-action' } },
  access: { create: ['CAN_UPDATE_FIXED_DEPOSIT_ISSUER_PLANS'] },
} as const satisfies Binding;

/**
 * Blocked merchant and consumer logins (issue 43 item 2, /unblock-user; CRM `login/blocks`): listed and lifted by whoever
 * holds CAN_UNBLOCK_USER.
 */
export const LOGIN_BLOCKS = {
  name: 'login-blocks',
  backend: 'crm',
  path: 'login/blocks',
  access: { list: ['CAN_UNBLOCK_USER'], edit: ['CAN_UNBLOCK_USER'] },
} as const satisfies Binding;

/** Every binding, bespoke and schema-driven. */
export const BINDINGS: readonly Binding[] = [
  USERS,
  ROLES,
  PERMISSIONS,
  PAYOUTS,
  APPROVAL_REQUESTS,
  GOODWILL_CASHBACK_REQUESTS,
  LIMIT_REQUESTS,
  AUDIT,
  OFFERS,
  DEPOSIT_ALERT_LOGS,
  FD_ADMIN_ACTION,
  LOGIN_BLOCKS,
  MOBILE_CHANGE_REQUESTS,
  MERCHANT_ALERTS,
  MERCHANT_ALERT_LOGS,
  ...ENTITY_SCHEMAS.map(bindingOf),
  ...MERCHANT_CHANGE_BINDINGS,
  ...MERCHANT_CALL_BINDINGS,
  ...SPEAKER_BINDINGS,
  ...SWIPE_COMMERCIAL_BINDINGS,
  ...PG_VPA_BINDINGS,
  DEVICE_REFUNDS,
  ...PAYOUT_FMS_BINDINGS,
  ...BANK_DOWNTIME_BINDINGS,
  RISK_RULES,
  BP_JOURNEYS,
  ...INSURANCE_BINDINGS,
  ...POSTPE_CAMPAIGN_BINDINGS,
  ...PAYLATER_ADMIN_BINDINGS,
];

export const bindingNamed = (name: string): Binding | undefined => BINDINGS.find((b) => b.name === name);

export * from './alert-bindings';
export * from './upload-bindings';
export * from './consumer-bindings';
export * from './invest-ops-bindings';

/**
 * Saved views (issue 18) on the CRM backend at /saved-views: every signed-in user manages their own (the routes
 * declare 'authenticated'); only the owner changes a view, and shares it only with a role they hold.
 */
export const SAVED_VIEWS = {
  name: 'saved-views',
  backend: 'crm',
  path: 'saved-views',
  access: {},
} as const satisfies Binding;
