import { describe, expect, it } from 'vitest';
import { nextAttemptAt, PUSH_RULES, syncMove, withdrawalMove } from '../../../contract/payment-ops/calls';
import type { PayoutComparison, PushLog, WithdrawalRequest } from '../../../dataProviders/payouts/payment-ops';
import { comparisonNote } from '../../../src/pages/payment-ops/CashfreePayoutStatusPage';
import {
  balanceAfter,
  covers,
  pushSummary,
  syncSummary,
  withdrawalSummary,
} from '../../../src/pages/payment-ops/summaries';
import { en } from '../../../src/i18n/en';

/** Translates from the catalogue, %{name} filled, as the console does. */
const translate = (key: string, options: Record<string, unknown> = {}) => {
  const text = key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown>)?.[part], en);
  if (typeof text !== 'string') return key;
  return text.replace(/%\{(\w+)\}/g, (_, name: string) => String(options[name] ?? ''));
};

const request: WithdrawalRequest = {
  id: 7,
  requestId: 'WR100001101',
  merchantId: '1000011',
  merchantName: 'Sharma Kirana',
  accountId: 'BSA10000110',
  accountStatus: 'ACTIVE',
  balance: 125_010.5,
  available: 125_010.5,
  amount: 2_500,
  charges: 10,
  status: 'PENDING',
  merchantNote: 'Stock purchase',
  requestedAt: 0,
  decidedBy: null,
  decidedAt: null,
  remarks: null,
  balanceAfter: null,
  withdrawalId: null,
  version: 1,
};

describe('withdrawal decisions', () => {
  it('moves: pending may be approved, held or rejected; on hold only approved or rejected; decided ones none', () => {
    expect(withdrawalMove('PENDING', 'HOLD')).toBe('ON_HOLD');
    expect(withdrawalMove('ON_HOLD', 'HOLD')).toBeNull();
    expect(withdrawalMove('ON_HOLD', 'APPROVE')).toBe('APPROVED');
    expect(withdrawalMove('APPROVED', 'REJECT')).toBeNull();
    expect(withdrawalMove('REJECTED', 'APPROVE')).toBeNull();
  });

  it('the approval restates merchant, ₹ amount and the balance after, in Indian grouping', () => {
    const s = withdrawalSummary(request, 'APPROVE', translate);
    expect(s.subject).toBe('Withdrawal WR100001101');
    expect(s.facts).toContainEqual(['Merchant', 'Sharma Kirana (1000011)']);
    expect(s.facts).toContainEqual(['Amount', '₹2,500.00']);
    expect(s.changes).toContainEqual({ label: 'Balance', before: '₹1,25,010.50', after: '₹1,22,510.50' });
    expect(s.changes).toContainEqual({ label: 'Status', before: 'Pending', after: 'Approved' });
    expect(s.next).toBe(
      '₹2,500.00 is debited from Sharma Kirana (1000011)’s Bharat Swipe balance (₹1,22,510.50 left) and the withdrawal goes to the bank.',
    );
    expect(s.note).toBeUndefined();
  });

  it('warns when the balance does not cover it; a hold or reject moves no balance', () => {
    const short = { ...request, available: 1_000 };
    expect(covers(short)).toBe(false);
    expect(withdrawalSummary(short, 'APPROVE', translate).note).toContain('₹1,000.00');
    const hold = withdrawalSummary(request, 'HOLD', translate);
    expect(hold.changes).toEqual([{ label: 'Status', before: 'Pending', after: 'On hold' }]);
    expect(balanceAfter(0.3, 0.1)).toBe(0.2);
  });
});

describe('transaction push', () => {
  it('backs off 10 s, 30 s, 90 s and stops after the last attempt', () => {
    expect(nextAttemptAt(1, 0)).toBe(10_000);
    expect(nextAttemptAt(3, 1_000)).toBe(91_000);
    expect(nextAttemptAt(PUSH_RULES.maxAttempts, 0)).toBeNull();
  });

  it('the push confirmation names the transaction, merchant, amount, status and the callback URL', () => {
    const t = {
      txnId: 'TXN000000000042',
      merchantId: '1000009',
      merchantName: 'Mehta Stores',
      amount: 1234.5,
      status: 'SUCCESS',
      callbackUrl: 'https://merchant1000009.example/payments/callback',
    } as PushLog;
    const s = pushSummary(t, 4, translate);
    expect(s.subject).toBe('Transaction TXN000000000042');
    expect(s.facts).toContainEqual(['Amount', '₹1,234.50']);
    expect(s.next).toContain('up to 4 attempts');
  });
});

describe('Cashfree sync', () => {
  it("only a stuck payout moves, to the provider's final SUCCESS or FAILED", () => {
    const stuck = { status: 'APPROVED', txnStatus: 'PENDING' };
    expect(syncMove(stuck, 'SUCCESS')).toEqual({ kind: 'sync', to: 'SUCCESS' });
    expect(syncMove(stuck, 'FAILED')).toEqual({ kind: 'sync', to: 'FAILED' });
    expect(syncMove(stuck, 'PENDING')).toEqual({ kind: 'same' });
    expect(syncMove({ status: 'SUCCESS', txnStatus: 'SUCCESS' }, 'REVERSED').kind).toBe('refused');
    expect(syncMove({ status: 'FAILED', txnStatus: 'FAILED' }, 'SUCCESS').kind).toBe('refused');
    expect(syncMove({ status: 'SUCCESS', txnStatus: 'SUCCESS' }, 'PENDING').kind).toBe('refused');
  });

  it('the sync confirmation says what changes; the note explains a refusal', () => {
    const c: PayoutComparison = {
      payout: {
        id: 12,
        amount: 150_000,
        status: 'APPROVED',
        txnStatus: 'PENDING',
        transactionId: 'TXN123',
        beneficiaryName: 'Asha Rao',
        updatedAt: 0,
        version: 2,
      },
      provider: {
        transferId: 'TXN123',
        status: 'SUCCESS',
        amount: 150_000,
        utr: 'CF123',
        message: 'Transfer completed',
        updatedAt: 0,
      },
      move: 'sync',
      syncTo: 'SUCCESS',
      refusal: null,
    };
    const s = syncSummary(c, translate);
    expect(s.subject).toBe('Payout #12');
    expect(s.facts).toContainEqual(['Amount', '₹1,50,000.00']);
    expect(s.changes).toEqual([
      { label: 'Payout status', before: 'APPROVED', after: 'SUCCESS' },
      { label: 'Transfer status', before: 'PENDING', after: 'SUCCESS' },
    ]);
    expect(comparisonNote({ ...c, move: 'refused', refusal: 'Not ours to sync.' })).toEqual({
      severity: 'warning',
      key: 'paymentOps.cashfree.differs',
      text: 'Not ours to sync.',
    });
    expect(comparisonNote({ ...c, move: 'missing' }).severity).toBe('info');
  });
});
