/**
 * The card-swipe commercial terms of issue 44 item 2 (spec §2.3 /swipe sub-pages plans, coupons, MDR and rental update
 * and approve, bulk reject; §7.4 /swipe-pos/merchant/plans and bharat-swipe/crm payment/merchant/MDR/{id}): their
 * permission keys, the two four-eyes kinds, the rules and the exact words both sides use. Pure data.
 */
import type { PermissionKey } from '../permissions';

export const SWIPE_PLANS_VIEW_KEY = 'CAN_VIEW_SWIPE_COMMERCIALS' satisfies PermissionKey;
export const SWIPE_PLANS_MANAGE_KEY = 'CAN_MANAGE_SWIPE_PLANS' satisfies PermissionKey;
export const SWIPE_COUPONS_MANAGE_KEY = 'CAN_MANAGE_SWIPE_COUPONS' satisfies PermissionKey;
export const MDR_RAISE_KEY = 'CAN_RAISE_MDR_CHANGE' satisfies PermissionKey;
export const MDR_APPROVE_KEY = 'CAN_APPROVE_MDR_CHANGE' satisfies PermissionKey;
export const RENTAL_RAISE_KEY = 'CAN_RAISE_RENTAL_CHANGE' satisfies PermissionKey;
export const RENTAL_APPROVE_KEY = 'CAN_APPROVE_RENTAL_CHANGE' satisfies PermissionKey;

/** The maker-checker kinds (decisions at /maker/checker/mdr_change/{id}/decision and …/rental_change/…). */
export const MDR_CHANGE_KIND = 'MDR_CHANGE';
export const RENTAL_CHANGE_KIND = 'RENTAL_CHANGE';
export const BULK_REJECT_KINDS = [MDR_CHANGE_KIND, RENTAL_CHANGE_KIND] as const;
export type BulkRejectKind = (typeof BULK_REJECT_KINDS)[number];

/** The products a plan is for. */
export const PLAN_PRODUCTS = ['SWIPE', 'SPEAKER'] as const;
export type PlanProduct = (typeof PLAN_PRODUCTS)[number];

/** A coupon discounts the rent or the one-time fee, by a percent or a flat rupee amount. */
export const COUPON_TYPES = ['PERCENT', 'FLAT'] as const;
export const COUPON_APPLIES_TO = ['RENT', 'FEE'] as const;

/** Limits: an MDR rate is a percent from 0 to 5 (two decimals); a monthly rent up to ₹10,000. */
export const MDR_MAX = 5;
export const RENT_MAX = 10000;
/** Rows in one bulk-reject file. */
export const BULK_REJECT_MAX_ROWS = 500;

/** The words of each answer, as both sides show them. */
export const SWIPE_COMMERCIAL_MESSAGES = {
  notFound: 'No Record Found!',
  planSaved: 'Plan saved successfully!',
  planRetired: 'Plan retired successfully!',
  planExists: 'A plan with this code already exists.',
  planMoved: 'This plan was changed by someone else; reload it and try again.',
  planRetiredAlready: 'This plan is already retired.',
  couponSaved: 'Coupon created successfully!',
  couponDisabled: 'Coupon disabled successfully!',
  couponExists: 'A coupon with this code already exists.',
  couponDisabledAlready: 'This coupon is already disabled.',
  percentTooHigh: 'A percent discount cannot be more than 100.',
  validity: 'The end date must be after the start date.',
  mdrPlaced: 'MDR change request placed successfully!',
  mdrSame: 'The merchant already has this MDR rate.',
  mdrPending: 'An MDR change for this card network and type is already waiting for approval.',
  mdrMoved: 'The merchant’s MDR rate changed after this request was raised; raise it again.',
  rentalPlaced: 'Rental change request placed successfully!',
  rentalSame: 'The device already has this monthly rent.',
  rentalPending: 'A rental change for this device is already waiting for approval.',
  rentalMoved: 'The device’s monthly rent changed after this request was raised; raise it again.',
  bulkEmpty: 'The file has no request ids.',
  bulkTooMany: `A file can hold at most ${BULK_REJECT_MAX_ROWS} request ids.`,
  bulkDone: 'Requests rejected.',
} as const;

/** Why a bulk-reject row cannot be rejected (the dry run's and the confirmation's per-row answer). */
export const BULK_REJECT_REASONS = {
  notNumber: 'Not a request id.',
  duplicate: 'Listed twice.',
  notFound: 'No MDR or rental change with this id.',
  notPending: 'Already decided.',
  own: 'You raised this request.',
  notAllowed: 'You may not decide this kind.',
} as const;
