/**
 * The endpoints of issue 44 item 2 (card-swipe commercial terms), declared once (contract/endpoint.ts): the plans
 * (§7.4 GET /swipe-pos/merchant/plans, and their upkeep beside it), the coupons, a merchant's MDR read (§7.4
 * bharat-swipe/crm payment/merchant/MDR/{id}), the MDR and rental change raises on the CRM API (their decisions are
 * the maker-checker core's, contract/approvals/calls.ts) and the bulk reject with its dry run.
 */
import type { Endpoint } from '../endpoint';
import { BULK_REJECTS, MDR_CHANGE_REQUESTS, RENTAL_CHANGE_REQUESTS, SWIPE_COUPONS, SWIPE_PLANS } from './bindings';

const PLANS = '/swipe-pos/merchant/plans';
const COUPONS = '/swipe-pos/coupons';

export const SWIPE_COMMERCIAL_CALLS = {
  /** Every plan, active first then by code (`active=true`: the ones a device can be given). */
  plans: {
    backend: 'merchant-support',
    method: 'GET',
    path: PLANS,
    access: { rules: SWIPE_PLANS.access, actions: ['list'] },
    paging: 'whole',
  },
  createPlan: {
    backend: 'merchant-support',
    method: 'POST',
    path: PLANS,
    access: { rules: SWIPE_PLANS.access, actions: ['create'] },
    idempotent: true,
  },
  /** A plan's terms, on the version the editor saw (moved since: 409). */
  updatePlan: {
    backend: 'merchant-support',
    method: 'PUT',
    path: `${PLANS}/:planCode`,
    access: { rules: SWIPE_PLANS.access, actions: ['edit'] },
    idempotent: true,
  },
  /** Plans are never deleted (devices and requests name them): a retired plan is offered to no new device. */
  retirePlan: {
    backend: 'merchant-support',
    method: 'POST',
    path: `${PLANS}/:planCode/retire`,
    access: { rules: SWIPE_PLANS.access, actions: ['edit'] },
    idempotent: true,
  },
  coupons: {
    backend: 'merchant-support',
    method: 'GET',
    path: COUPONS,
    access: { rules: SWIPE_COUPONS.access, actions: ['list'] },
    paging: 'whole',
  },
  createCoupon: {
    backend: 'merchant-support',
    method: 'POST',
    path: COUPONS,
    access: { rules: SWIPE_COUPONS.access, actions: ['create'] },
    idempotent: true,
  },
  disableCoupon: {
    backend: 'merchant-support',
    method: 'POST',
    path: `${COUPONS}/:code/disable`,
    access: { rules: SWIPE_COUPONS.access, actions: ['edit'] },
    idempotent: true,
  },
  /** A merchant's MDR in force: one rate per card network and type, and any change waiting for a checker. */
  merchantMdr: {
    backend: 'merchant-support',
    method: 'GET',
    path: '/bharat-swipe/crm/payment/merchant/MDR/:merchantId',
    access: { rules: MDR_CHANGE_REQUESTS.access, actions: ['list'] },
  },
  /** A maker's MDR change: merchant, card network and type, the new rate, remarks; 201 with the PENDING request. */
  raiseMdr: {
    backend: 'crm',
    method: 'POST',
    path: '/merchants/raise/request/mdr',
    access: { rules: MDR_CHANGE_REQUESTS.access, actions: ['raise'] },
    idempotent: true,
  },
  /** A maker's rental change: merchant, device serial, the new monthly rent, remarks; 201 with the PENDING request. */
  raiseRental: {
    backend: 'crm',
    method: 'POST',
    path: '/merchants/raise/request/rental',
    access: { rules: RENTAL_CHANGE_REQUESTS.access, actions: ['raise'] },
    idempotent: true,
  },
  /** The dry run: each listed id with what rejecting it would do (or why it cannot be); nothing changes. */
  bulkRejectPreview: {
    backend: 'crm',
    method: 'POST',
    path: '/maker/checker/bulk-reject/preview',
    access: { rules: BULK_REJECTS.access, actions: ['edit'] },
    // Changes nothing: a replay answers again harmlessly, and every permissioned POST takes a key.
    idempotent: true,
  },
  /** The confirmation: each rejectable id rejected as its single decision would be; the others answered with why. */
  bulkReject: {
    backend: 'crm',
    method: 'POST',
    path: '/maker/checker/bulk-reject',
    access: { rules: BULK_REJECTS.access, actions: ['edit'] },
    idempotent: true,
  },
} as const satisfies Record<string, Endpoint>;

export const SWIPE_COMMERCIAL_ENDPOINTS: Readonly<Record<string, Endpoint>> = SWIPE_COMMERCIAL_CALLS;
