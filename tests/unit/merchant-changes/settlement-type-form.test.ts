import { describe, expect, it } from 'vitest';
import {
  EMPTY_SETTLEMENT_TYPE_FORM,
  isMerchantId,
  otherTypes,
  settlementTypeBlocker,
  toSettlementTypeBody,
  type CurrentSettlement,
} from '../../../src/pages/merchant-changes/settlement-type-form';

const auto: CurrentSettlement = {
  merchantId: '1000002',
  merchantName: 'Pune Stores',
  settlementType: 'AUTO_SETTLEMENT',
  settlementHold: null,
  pendingRequestId: null,
};
const filled = { settlementType: 'INSTANT_SETTLEMENT', reason: 'Merchant request', remarks: ' asked by phone ' };

describe('settlement type change form', () => {
  it('offers only the type the merchant does not have', () => {
    expect(otherTypes(auto)).toEqual(['INSTANT_SETTLEMENT']);
    expect(otherTypes({ ...auto, settlementType: 'INSTANT_SETTLEMENT' })).toEqual(['AUTO_SETTLEMENT']);
    expect(otherTypes(null)).toEqual(['AUTO_SETTLEMENT', 'INSTANT_SETTLEMENT']);
  });

  it('says why the request cannot be raised yet, in order', () => {
    const key = (k: string) => `merchantChanges.settlementType.blocked.${k}`;
    expect(settlementTypeBlocker(null, filled)).toBe(key('lookup'));
    expect(settlementTypeBlocker({ ...auto, pendingRequestId: 7 }, filled)).toBe(key('pending'));
    expect(settlementTypeBlocker(auto, EMPTY_SETTLEMENT_TYPE_FORM)).toBe(key('type'));
    expect(settlementTypeBlocker(auto, { ...filled, settlementType: 'AUTO_SETTLEMENT' })).toBe(key('same'));
    expect(settlementTypeBlocker({ ...auto, settlementHold: 'DELAYED' }, filled)).toBe(key('delayed'));
    expect(settlementTypeBlocker({ ...auto, settlementHold: 'BLOCKED' }, filled)).toBeNull();
    expect(settlementTypeBlocker(auto, { ...filled, reason: '' })).toBe(key('reason'));
    expect(settlementTypeBlocker(auto, { ...filled, remarks: '   ' })).toBe(key('remarks'));
    expect(settlementTypeBlocker(auto, filled)).toBeNull();
  });

  it('sends the body the contract accepts (remarks trimmed) and checks merchant ids before a lookup', () => {
    expect(toSettlementTypeBody(filled)).toEqual({
      settlementType: 'INSTANT_SETTLEMENT',
      reason: 'Merchant request',
      remarks: 'asked by phone',
    });
    expect(() => toSettlementTypeBody({ ...filled, settlementType: 'WEEKLY' })).toThrow();
    expect(isMerchantId('1000002')).toBe(true);
    expect(isMerchantId('10a')).toBe(false);
    expect(isMerchantId('12345678901')).toBe(false); // kept as typed and said, never cut to 10 (issue 41 item 2)
    expect(isMerchantId('')).toBe(false);
  });
});
