import Polyglot from 'node-polyglot';
import { describe, expect, it } from 'vitest';
import { en } from '../../../../src/i18n/en';
import { payoutMarkSummary } from '../../../../src/pages/payout-ops/payout-mark';

const polyglot = new Polyglot({ locale: 'en', phrases: en });
const t = (key: string, options?: Record<string, unknown>) => polyglot.t(key, options);

describe('marking a stuck payout restates it first (issue 41 item 1)', () => {
  it('the payout, how much, to whom, its UTR, the transfer status before → after, and what marking records', () => {
    const payout = {
      id: 31,
      consumerId: 'C-77',
      amount: 250000,
      txnStatus: 'PENDING',
      transactionId: 'UTR123',
      beneficiaryName: 'Asha Rao',
    };
    const s = payoutMarkSummary(payout, 'FAILED', t);
    expect(s.subject).toBe('Payout #31');
    expect(s.facts).toEqual([
      ['Amount', '₹2,50,000.00'],
      ['Consumer ID', 'C-77'],
      ['Beneficiary name', 'Asha Rao'],
      ['UTR', 'UTR123'],
    ]);
    expect(s.changes).toEqual([{ label: 'Transfer status', before: 'PENDING', after: 'FAILED' }]);
    expect(s.next).toBe(
      'The transfer of ₹2,50,000.00 to Asha Rao is recorded as FAILED at once, with your reason in its status marks.',
    );
  });
});
