import { merchantId } from '../../../contract/merchant-changes/bank';
import {
  SETTLEMENT_TYPE_REASONS,
  SETTLEMENT_TYPES,
  settlementTypeBody,
  type SettlementTypeBody,
} from '../../../contract/merchant-changes/settlement';

export interface SettlementTypeInput {
  settlementType: string;
  reason: string;
  remarks: string;
}

/** The merchant's settlement now, as GET /merchants/{id}/settlement/type answers it. */
export interface CurrentSettlement {
  merchantId: string;
  merchantName: string;
  settlementType: string | null;
  settlementHold: string | null;
  pendingRequestId: number | null;
}

export const EMPTY_SETTLEMENT_TYPE_FORM: SettlementTypeInput = { settlementType: '', reason: '', remarks: '' };

/** Pure: is this a merchant id the lookup may be sent for (the contract's rule)? */
export const isMerchantId = (value: string): boolean => merchantId.safeParse(value.trim()).success;

/** Pure: the types a merchant may be moved to (every type but the one it has). */
export const otherTypes = (current: CurrentSettlement | null): string[] =>
  SETTLEMENT_TYPES.filter((t) => t !== current?.settlementType);

/**
 * Pure: why the request cannot be raised yet, as an i18n key (null when it can): the merchant not looked up, a
 * change already pending, the type unchanged, instant settlement on a DELAYED hold (the settlement config rule),
 * or a field missing.
 */
export function settlementTypeBlocker(current: CurrentSettlement | null, input: SettlementTypeInput): string | null {
  if (!current) return 'merchantChanges.settlementType.blocked.lookup';
  if (current.pendingRequestId !== null) return 'merchantChanges.settlementType.blocked.pending';
  if (!input.settlementType) return 'merchantChanges.settlementType.blocked.type';
  if (input.settlementType === current.settlementType) return 'merchantChanges.settlementType.blocked.same';
  if (input.settlementType === 'INSTANT_SETTLEMENT' && current.settlementHold === 'DELAYED')
    return 'merchantChanges.settlementType.blocked.delayed';
  if (!(SETTLEMENT_TYPE_REASONS as readonly string[]).includes(input.reason))
    return 'merchantChanges.settlementType.blocked.reason';
  if (!input.remarks.trim()) return 'merchantChanges.settlementType.blocked.remarks';
  return null;
}

/** Pure: the request body (the contract parses it, so what is sent is what the server accepts). */
export function toSettlementTypeBody(input: SettlementTypeInput): SettlementTypeBody {
  return settlementTypeBody.parse({ ...input, remarks: input.remarks.trim() });
}
