import type { Binding } from '../binding';
import {
  MDR_APPROVE_KEY,
  MDR_RAISE_KEY,
  RENTAL_APPROVE_KEY,
  RENTAL_RAISE_KEY,
  SWIPE_COUPONS_MANAGE_KEY,
  SWIPE_PLANS_MANAGE_KEY,
  SWIPE_PLANS_VIEW_KEY,
} from './rules';

/** Swipe and speaker plans (spec §7.4 /swipe-pos/merchant/plans): read by the commercial team, kept by plan admins. */
export const SWIPE_PLANS = {
  name: 'swipe-plans',
  backend: 'merchant-support',
  path: 'swipe-pos/merchant/plans',
  access: {
    list: [SWIPE_PLANS_VIEW_KEY, SWIPE_PLANS_MANAGE_KEY, RENTAL_RAISE_KEY],
    create: [SWIPE_PLANS_MANAGE_KEY],
    edit: [SWIPE_PLANS_MANAGE_KEY],
  },
} as const satisfies Binding;

/** Discount codes on a device's rent or one-time fee. */
export const SWIPE_COUPONS = {
  name: 'swipe-coupons',
  backend: 'merchant-support',
  path: 'swipe-pos/coupons',
  access: {
    list: [SWIPE_PLANS_VIEW_KEY, SWIPE_COUPONS_MANAGE_KEY],
    create: [SWIPE_COUPONS_MANAGE_KEY],
    edit: [SWIPE_COUPONS_MANAGE_KEY],
  },
} as const satisfies Binding;

/** A merchant's MDR rate per card network and type, changed under four eyes (spec §7.4 payment/merchant/MDR/{id}). */
export const MDR_CHANGE_REQUESTS = {
  name: 'mdr-change-requests',
  backend: 'crm',
  path: 'merchants/raise/request/mdr',
  access: {
    list: [SWIPE_PLANS_VIEW_KEY, MDR_RAISE_KEY, MDR_APPROVE_KEY],
    raise: [MDR_RAISE_KEY],
    decide: [MDR_APPROVE_KEY],
  },
} as const satisfies Binding;

/** A merchant device's monthly rent, changed under four eyes. */
export const RENTAL_CHANGE_REQUESTS = {
  name: 'rental-change-requests',
  backend: 'crm',
  path: 'merchants/raise/request/rental',
  access: {
    list: [RENTAL_RAISE_KEY, RENTAL_APPROVE_KEY],
    raise: [RENTAL_RAISE_KEY],
    decide: [RENTAL_APPROVE_KEY],
  },
} as const satisfies Binding;

/** Rejecting many pending MDR and rental changes from one CSV of request ids (each as its kind's checker would). */
export const BULK_REJECTS = {
  name: 'swipe-bulk-reject',
  backend: 'crm',
  path: 'maker/checker/bulk-reject',
  access: { edit: [MDR_APPROVE_KEY, RENTAL_APPROVE_KEY] },
} as const satisfies Binding;

export const SWIPE_COMMERCIAL_BINDINGS: readonly Binding[] = [
  SWIPE_PLANS,
  SWIPE_COUPONS,
  MDR_CHANGE_REQUESTS,
  RENTAL_CHANGE_REQUESTS,
  BULK_REJECTS,
];
