import { DEVICE_REFUND_MESSAGES } from '../../../contract/devices/refunds.js';
import { applyDeviceRefund } from '../../repositories/device-refunds.js';
import { appliedOr409 } from './approval-effect.js';

/**
 * Approving a device refund (KIND_RULES.DEVICE_REFUND), inside the decision's one conditional update: the amount is
 * added to the payment's refunded amount while it still fits (else 409, the decision undone).
 */
export const applyDeviceRefundEffect = appliedOr409(
  (db, request) => applyDeviceRefund(db, request),
  DEVICE_REFUND_MESSAGES.moved,
);
