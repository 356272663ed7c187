import type { PermissionKey } from '../permissions';
import type { DisputeProduct } from './rules';

/** Which keys show a product (spec §2.4, §6): holding either of its pair is enough. */
export const DISPUTE_PRODUCT_KEYS: Readonly<Record<DisputeProduct, readonly PermissionKey[]>> = {
  SWIPE: ['CAN_LIST_MANAGE_DISPUTE_SWIPE', 'CAN_DISPUTE_ALERT_SWIPE_VIEW'],
  QR: ['CAN_LIST_MANAGE_DISPUTE_QR', 'CAN_DISPUTE_ALERT_QR_VIEW'],
};

/** Any dispute product: the keys that open the disputes screens at all. */
export const ANY_DISPUTE_KEYS: readonly PermissionKey[] = [...DISPUTE_PRODUCT_KEYS.SWIPE, ...DISPUTE_PRODUCT_KEYS.QR];

export const FRM_COMPLAINT_KEY: PermissionKey = 'CAN_CREATE_FRM_COMPLAINT';
