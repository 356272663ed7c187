import { describe, expect, it } from 'vitest';
import {
  bankChangeBody,
  bankLabel,
  bankVerifyBody,
  ACCOUNT_FORMAT,
  IFSC_FORMAT,
  IFSC_TOO_LONG,
  MERCHANT_ID_FORMAT,
  NAME_FORMAT,
  nameMatchScore,
} from '../../../contract/merchant-changes/bank';
import { pennyDrop } from '../../../server/repositories/merchant-bank-verify';
import { seededAccountNumber } from '../../../server/db/seed/merchant-changes';
import {
  bankFormErrors,
  canVerify,
  EMPTY_BANK_FORM,
  raiseBlocker,
  verifies,
} from '../../../src/pages/merchant-changes/bank-form';
import { decideBlocker } from '../../../src/pages/merchant-changes/DecisionButtons';
import { reviewBlocker } from '../../../src/pages/merchant-changes/KycReview';

describe('bank entries (spec §3.6, §9)', () => {
  it('labels an entry with the first 4 characters of the IFSC and the last 4 digits of the account', () => {
    expect(bankLabel('HDFC0001234', '50100012345678')).toBe('HDFC5678');
  });

  it('IFSC: at most 11 characters, the RBI format, upper-cased', () => {
    const body = { merchantId: '1000010', purpose: 'SETTLEMENT', accountNumber: '123456789012' };
    expect(bankVerifyBody.safeParse({ ...body, ifsc: 'hdfc0001234' }).data?.ifsc).toBe('HDFC0001234');
    const long = bankVerifyBody.safeParse({ ...body, ifsc: 'HDFC00012345' });
    expect(long.error?.issues.map((i) => i.message)).toContain(IFSC_TOO_LONG);
    const bad = bankVerifyBody.safeParse({ ...body, ifsc: 'HDFC1001234' });
    expect(bad.error?.issues[0]?.message).toBe(IFSC_FORMAT);
  });

  it('a bank change needs a verification id and remarks', () => {
    const base = {
      purpose: 'SETTLEMENT',
      accountNumber: '123456789012',
      ifsc: 'HDFC0001234',
      beneficiaryName: 'Asha Stores',
      remarks: 'x',
    };
    expect(bankChangeBody.safeParse(base).success).toBe(false);
    expect(bankChangeBody.safeParse({ ...base, verificationId: 3 }).success).toBe(true);
    expect(bankChangeBody.safeParse({ ...base, verificationId: 3, remarks: '  ' }).success).toBe(false);
  });
});

describe('the bank change form never cuts (issue 41 item 2)', () => {
  const filled = {
    ...EMPTY_BANK_FORM,
    merchantId: '1000010',
    accountNumber: '123456789012',
    ifsc: 'HDFC0001234',
    beneficiaryName: 'Asha Stores',
    remarks: 'Merchant asked',
  };
  it('a value one character over its limit is kept, refused with its rule’s message, and cannot be verified', () => {
    expect(bankFormErrors(filled)).toEqual({});
    expect(canVerify(filled)).toBe(true);
    const over = {
      merchantId: '10000100001',
      accountNumber: '1'.repeat(19),
      ifsc: 'HDFC00012345',
      beneficiaryName: 'A'.repeat(101),
      remarks: 'r'.repeat(301),
    };
    expect(bankFormErrors({ ...filled, ...over })).toEqual({
      merchantId: MERCHANT_ID_FORMAT,
      accountNumber: ACCOUNT_FORMAT,
      ifsc: IFSC_TOO_LONG,
      beneficiaryName: NAME_FORMAT,
      remarks: 'Cannot be more than 300 characters.',
    });
    expect(canVerify({ ...filled, accountNumber: over.accountNumber })).toBe(false);
    expect(canVerify({ ...filled, merchantId: over.merchantId })).toBe(false);
    expect(raiseBlocker({ ...filled, remarks: over.remarks }, null)).toBe('merchantChanges.form.fill_all');
  });
});

describe('name match and the reference penny drop', () => {
  it('scores shared words 0-100, titles and punctuation ignored', () => {
    expect(nameMatchScore('M/S PUNE SWEETS', 'Pune Sweets')).toBe(100);
    expect(nameMatchScore('PUNE SWEETS AND DAIRY', 'Pune Sweets')).toBe(67);
    expect(nameMatchScore('RAVI KUMAR', 'Pune Sweets')).toBe(0);
    expect(nameMatchScore('', 'Pune Sweets')).toBe(0);
  });

  it('is deterministic by the last digit: 9 fails, 7 and 8 another name, else the merchant’s', () => {
    expect(pennyDrop('123456789', 'Pune Sweets')).toMatchObject({ result: 'FAILED', nameAtBank: null });
    expect(pennyDrop('123456787', 'Pune Sweets').nameAtBank).not.toBe('PUNE SWEETS');
    expect(pennyDrop('123456788', 'Pune Sweets')).toEqual(pennyDrop('123456788', 'Pune Sweets'));
    expect(pennyDrop('123456780', 'Pune Sweets')).toMatchObject({ result: 'SUCCESS', nameAtBank: 'PUNE SWEETS' });
  });

  it('seeded accounts cover all three outcomes', () => {
    const outcomes = new Set(
      Array.from({ length: 10 }, (_, i) => {
        const drop = pennyDrop(seededAccountNumber(i, 'SETTLEMENT'), 'Pune Sweets');
        return drop.result === 'FAILED' ? 'fail' : drop.nameAtBank === 'PUNE SWEETS' ? 'match' : 'mismatch';
      }),
    );
    expect(outcomes).toEqual(new Set(['fail', 'match', 'mismatch']));
  });
});

describe('why a button is unavailable', () => {
  const verification = {
    verificationId: 1,
    merchantId: '1000010',
    accountNumber: '123456789010',
    ifsc: 'HDFC0001234',
    result: 'SUCCESS' as const,
    nameAtBank: 'PUNE SWEETS',
    merchantName: 'Pune Sweets',
    matchScore: 100,
    nameMatch: 'MATCH' as const,
    reference: 'PD1',
    message: 'Account verified.',
    createdAt: 1,
  };
  const form = {
    ...EMPTY_BANK_FORM,
    merchantId: '1000010',
    accountNumber: '123456789010',
    ifsc: 'hdfc0001234',
    beneficiaryName: 'Pune Sweets',
    remarks: 'Moved bank',
  };

  it('raising needs every field, then a successful verification of exactly this account', () => {
    expect(raiseBlocker(EMPTY_BANK_FORM, null)).toBe('merchantChanges.form.fill_all');
    expect(raiseBlocker(form, null)).toBe('merchantChanges.form.verify_first');
    expect(verifies(verification, form)).toBe(true);
    expect(raiseBlocker({ ...form, accountNumber: '123456789011' }, verification)).toBe(
      'merchantChanges.form.verify_first',
    );
    expect(raiseBlocker(form, { ...verification, result: 'FAILED' })).toBe('merchantChanges.form.verification_failed');
    expect(raiseBlocker(form, verification)).toBeNull();
  });

  it('deciding: decided, own request, no permission', () => {
    const pending = { id: 1, status: 'PENDING', canDecide: true, raisedByViewer: false };
    expect(decideBlocker(pending)).toBeNull();
    expect(decideBlocker({ ...pending, status: 'APPROVED' })).toBe('merchantChanges.decide.already_decided');
    expect(decideBlocker({ ...pending, canDecide: false, raisedByViewer: true })).toBe(
      'merchantChanges.decide.own_request',
    );
    expect(decideBlocker({ ...pending, canDecide: false })).toBe('merchantChanges.decide.not_allowed');
  });

  it('KYC review: pending decision, not assigned, someone else’s', () => {
    const kase = {
      id: 1,
      status: 'ASSIGNED',
      assigneeEmail: 'Maker@console.example',
      pendingRequestId: null,
      pendingDecision: null,
    };
    expect(reviewBlocker(kase, 'maker@console.example')).toBeNull();
    expect(reviewBlocker(kase, 'other@console.example')).toBe('merchantChanges.kyc.not_yours');
    expect(reviewBlocker({ ...kase, status: 'PENDING' }, 'maker@console.example')).toBe(
      'merchantChanges.kyc.not_assigned',
    );
    expect(reviewBlocker({ ...kase, pendingRequestId: 4 }, 'maker@console.example')).toBe(
      'merchantChanges.kyc.pending',
    );
  });
});
