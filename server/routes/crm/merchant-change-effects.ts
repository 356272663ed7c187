import { ACCOUNT_MOVED, applyBankChange } from '../../repositories/merchant-bank.js';
import { applyKycDecision } from '../../repositories/merchant-kyc.js';
import { applySettlementUnblock } from '../../repositories/settlement-unblock.js';
import { applySettlementType, SETTLEMENT_TYPE_MOVED } from '../../repositories/settlement-type.js';
import { applyMobileChange } from '../../repositories/mobile-change.js';
import { MOBILE_CHANGE_MESSAGES } from '../../../contract/mobile-change/calls.js';
import { appliedOr409 } from './approval-effect.js';
import { applyMccChange } from '../../repositories/merchant-calls.js';
import { MERCHANT_CALL_MESSAGES } from '../../../contract/merchant-calls/rules.js';

export const HOLD_RELEASED = 'This settlement hold was already released.';
export const CASE_CLOSED = 'This KYC case is no longer open.';

/**
 * What approving each merchant change does (KIND_RULES `onApprove`, in the decision's transaction). Each applies
 * with one conditional update; when its target moved on since the request, a 409 undoes the decision too.
 */
export const applyBankChangeEffect = appliedOr409(
  (db, request, _checker, at) => applyBankChange(db, request, at),
  ACCOUNT_MOVED,
);

export const applySettlementUnblockEffect = appliedOr409(
  (db, request, checker, at) => applySettlementUnblock(db, request, checker.email, at),
  HOLD_RELEASED,
);

export const applyKycReviewEffect = appliedOr409(
  (db, request, checker, at) => applyKycDecision(db, request, checker.email, at),
  CASE_CLOSED,
);

export const applySettlementTypeEffect = appliedOr409(
  (db, request, _checker, at) => applySettlementType(db, request, at),
  SETTLEMENT_TYPE_MOVED,
);

/** A merchant's registered mobile, only while it is still the one the request saw (else 409 "changed since"). */
export const applyMobileChangeEffect = appliedOr409(
  (db, request, _checker, at) => applyMobileChange(db, request, at),
  MOBILE_CHANGE_MESSAGES.changedSince,
);

/** An approved MCC change (issue 43 item 7): the merchant's MCC, on the MCC the maker saw. */
export const applyMccChangeEffect = appliedOr409(
  (db, request, _checker, at) => applyMccChange(db, request, at),
  MERCHANT_CALL_MESSAGES.mccMoved,
);
