import { REFUND_MESSAGES } from '../../../contract/merchant-refunds/rules.js';
import { recordApprovedRefund } from '../../repositories/merchant-refunds.js';
import { appliedOr409 } from '../crm/approval-effect.js';

/**
 * Approving a merchant refund (KIND_RULES.MERCHANT_REFUND), inside the decision's one conditional update: the amount is
 * added to the transaction's refunded amount while it still fits (else 409, the decision undone), and the refund row
 * the merchant 360's refunds tab lists is written, its id from the request's.
 */
export const applyMerchantRefund = appliedOr409(
  (db, request, _checker, at) => recordApprovedRefund(db, request, at),
  REFUND_MESSAGES.moved,
);
