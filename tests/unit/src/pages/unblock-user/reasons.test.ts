import { describe, expect, it } from 'vitest';
import { RISK_REVIEW_REASON, UNBLOCK_REASONS } from '../../../../../contract/login-blocks/calls';
import { reasonsFor } from '../../../../../src/pages/unblock-user/UnblockDialog';

describe('the reasons an unblock offers (the server refuses a risk block lifted for another)', () => {
  it('offers every listed reason for a wrong-PIN or OTP lock, and only the risk review for a risk block', () => {
    expect(reasonsFor({ cause: 'WRONG_PIN' })).toEqual(UNBLOCK_REASONS);
    expect(reasonsFor({ cause: 'OTP_LOCK' })).toEqual(UNBLOCK_REASONS);
    expect(reasonsFor({ cause: 'RISK_BLOCK' })).toEqual([RISK_REVIEW_REASON]);
  });
});
