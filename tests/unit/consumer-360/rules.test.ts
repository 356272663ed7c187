import { describe, expect, it } from 'vitest';
import {
  cashbackRulesFor,
  isCashbackAmount,
  isTierRule,
  tierCashbackAmount,
} from '../../../contract/consumer/cashback';
import { displayedRate, emiLedger, emiSchedule, foreclosureQuote } from '../../../contract/consumer/emi';
import { cashbackBody, forecloseBody, limitBody } from '../../../contract/consumer/forms';
import {
  billPaidDateShown,
  canApplyCashback,
  canCheckBankTransfer,
  canForeclose,
  canRevertQrRefund,
  canSeeEmiDetails,
  canGetLenderNoc,
  changeIndicator,
  effectiveRange,
  emiSupportedLabel,
  holdTarget,
  lookupProblem,
  merchantCategoryLabel,
  normaliseLookup,
  showsExpectedTime,
} from '../../../contract/consumer/rules';

const NOW = 1_800_000_000;
const card = (over: object = {}) => ({
  txnType: 'CARD_USAGE',
  txnIndicator: 'DEBIT',
  status: 'SUCCESS',
  updatedAt: NOW - 3600,
  ...over,
});

describe('lookup (spec §2.13)', () => {
  it.each([
    ['+91 98765 43210', '9876543210'],
    ['09876543210', '9876543210'],
    ['98765-43210', '9876543210'],
    ['1001', '1001'],
    ['1234567890123456', '123456789012'],
  ])('%s → %s', (raw, kept) => expect(normaliseLookup(raw)).toBe(kept));
  it('an empty value cannot be searched', () => {
    expect(lookupProblem('')).toBe('consumer360.lookup.required');
    expect(lookupProblem('1001')).toBeNull();
  });
});

describe('state rules (spec §4)', () => {
  it('hold: a SUCCESS card debit less than a day old → HOLD; HOLD → SUCCESS; otherwise none', () => {
    expect(holdTarget(card(), NOW)).toBe('HOLD');
    expect(holdTarget(card({ status: 'HOLD', updatedAt: NOW - 10 * 86_400 }), NOW)).toBe('SUCCESS');
    expect(holdTarget(card({ updatedAt: NOW - 86_400 }), NOW)).toBeNull();
    expect(holdTarget(card({ txnIndicator: 'CREDIT' }), NOW)).toBeNull();
    expect(holdTarget(card({ txnType: 'PAYMENT' }), NOW)).toBeNull();
    expect(holdTarget(card({ status: 'FAILED' }), NOW)).toBeNull();
  });
  it('cashback only on PAYMENT or CARD_USAGE in SUCCESS with none yet', () => {
    expect(canApplyCashback(card())).toBe(true);
    expect(canApplyCashback(card({ txnType: 'PAYMENT', cashbackAmount: 0 }))).toBe(true);
    expect(canApplyCashback(card({ cashbackAmount: 20 }))).toBe(false);
    expect(canApplyCashback(card({ status: 'PENDING' }))).toBe(false);
    expect(canApplyCashback(card({ txnType: 'QR_REFUND' }))).toBe(false);
  });
  it('revert a QR refund not REVERTED; Check only SUCCESS; EMI details for ACTIVE, FORECLOSED, CLOSED', () => {
    expect(canRevertQrRefund({ txnType: 'QR_REFUND', subStatus: null })).toBe(true);
    expect(canRevertQrRefund({ txnType: 'QR_REFUND', subStatus: 'REVERTED' })).toBe(false);
    expect(canCheckBankTransfer('SUCCESS')).toBe(true);
    expect(canCheckBankTransfer('PENDING')).toBe(false);
    expect(['ACTIVE', 'FORECLOSED', 'CLOSED', 'PENDING'].map(canSeeEmiDetails)).toEqual([true, true, true, false]);
    expect(canForeclose({ canForeclose: false, loanStatus: 'ACTIVE' })).toBe(false);
    expect(canForeclose({ canForeclose: true, loanStatus: 'ACTIVE' })).toBe(true);
    expect(['CLOSED', 'FORECLOSED', 'ACTIVE', 'PENDING'].map(canGetLenderNoc)).toEqual([true, true, false, false]);
  });
  it('bill display, 6513, LDC expected time, a one-ended range, the change indicator', () => {
    expect(billPaidDateShown('CARRY_FORWARDED')).toBe(false);
    expect(emiSupportedLabel('CONVERTED TO EMI')).toBe('Y');
    expect(emiSupportedLabel('PAID')).toBe('N');
    expect(merchantCategoryLabel('6513')).toBe('Rent Payments');
    expect(showsExpectedTime({ disbursalType: 'LDC', status: 'PENDING' })).toBe(true);
    expect(showsExpectedTime({ disbursalType: 'LDC', status: 'SUCCESS' })).toBe(false);
    expect(effectiveRange(1, undefined)).toBeNull();
    expect(effectiveRange(1, 2)).toEqual({ from: 1, to: 2 });
    expect([changeIndicator(-1), changeIndicator(0), changeIndicator(null)]).toEqual(['down', 'up', 'none']);
  });
});

describe('cashback rules (spec §5.8, §6)', () => {
  it('offers the rule codes of the transaction type that the permissions allow', () => {
    expect(cashbackRulesFor('PAYMENT', ['CAN_GIVE_POSTPE_TIER_QR_CASHBACK'])).toEqual(['QR_TXN_CASHBACK_TIER']);
    expect(cashbackRulesFor('CARD_USAGE', ['CAN_GIVE_POSTPE_TIER_QR_CASHBACK'])).toEqual([]);
    expect(cashbackRulesFor('CARD_USAGE', ['CAN_GIVE_POSTPE_EXCLUSIVE_CARD_CASHBACK'])).toHaveLength(2);
  });
  it('tier rules take a tier 1–5; others an amount of at most 3 characters', () => {
    expect(isTierRule('CARD_TXN_CASHBACK_TIER')).toBe(true);
    expect(tierCashbackAmount(3)).toBe(30);
    expect(['50', '9.5', '.5', '999'].every(isCashbackAmount)).toBe(true);
    expect(['1000', '0', '', 'ab', '-1'].some(isCashbackAmount)).toBe(false);
    const base = { txnId: 'T', consumerId: 1 };
    expect(cashbackBody.safeParse({ ...base, cashbackRuleCode: 'QR_TXN_CASHBACK_TIER', tier: 6 }).success).toBe(false);
    expect(cashbackBody.safeParse({ ...base, cashbackRuleCode: 'QR_TXN_CASHBACK_TIER', tier: 5 }).success).toBe(true);
  });
  it('foreclose needs a bank reference of at most 20; a new limit has at most 6 digits', () => {
    const f = { bankReferenceNumber: 'X'.repeat(20), consumerId: 1, loanId: 1, txnType: 'OFFLINE_BILL_PAYMENT' };
    expect(forecloseBody.safeParse(f).success).toBe(true);
    expect(forecloseBody.safeParse({ ...f, bankReferenceNumber: 'X'.repeat(21) }).success).toBe(false);
    expect(forecloseBody.safeParse({ ...f, txnType: 'UPI' }).success).toBe(false);
    expect(limitBody.safeParse({ consumerId: 1, newLimit: '999999.99', remarks: 'x' }).success).toBe(true);
    expect(limitBody.safeParse({ consumerId: 1, newLimit: '1000000', remarks: 'x' }).success).toBe(false);
  });
});

describe('EMI schedule, quote and ledger (spec §3.17, §5.8)', () => {
  const terms = {
    disbursedAmount: 12_000,
    tenure: 6,
    rateOfInterest: 16,
    dateOfLoanDisbursed: NOW,
    paidInstallments: 2,
  };
  it('no interest in the first month; the principal adds up to the loan', () => {
    const rows = emiSchedule(terms);
    expect(rows[0]!.interestAmount).toBe(0);
    expect(rows[1]!.interestAmount).toBe(160);
    expect(rows.reduce((s, r) => s + r.principleAmount, 0)).toBe(12_000);
    expect(rows.filter((r) => r.paid)).toHaveLength(2);
  });
  it('the rate shown is rate × tenure / (tenure − 1) to 2 decimals', () => {
    expect(displayedRate(16, 6)).toBe(19.2);
    expect(displayedRate(15, 7)).toBe(17.5);
  });
  it('the quote: outstanding principal plus this month interest; the ledger starts with the disbursal debit', () => {
    const q = foreclosureQuote(terms);
    expect(q).toMatchObject({
      paidPrincipal: 4000,
      paidInterest: 160,
      foreclosurePrincipal: 8000,
      foreclosureInterest: 106.67,
    });
    expect(q.foreclosureAmount).toBe(8106.67);
    expect(foreclosureQuote({ ...terms, paidInstallments: 0 }).foreclosureInterest).toBe(0);
    const ledger = emiLedger(terms);
    expect(ledger[0]!.amount).toBe(-12_000);
    expect(ledger).toHaveLength(3);
  });
});
