import Polyglot from 'node-polyglot';
import { describe, expect, it } from 'vitest';
import { en } from '../../../../src/i18n/en';
import { txnActionSummary } from '../../../../src/pages/investments/txn-action-summary';

const polyglot = new Polyglot({ locale: 'en', phrases: en });
const t = (key: string, options?: Record<string, unknown>) => polyglot.t(key, options);

describe('raising an action on a P2P transaction restates it first (issue 41 item 1)', () => {
  it('which action on which transaction, the account, how much, and that a checker decides it', () => {
    const txn = {
      id: 9,
      accountId: 4,
      product: 'P2P',
      txnType: 'WITHDRAWAL',
      amount: 150000,
      status: 'ACTION_REQUIRED',
      reference: 'REF9',
      remarks: null,
      createdAt: 0,
    };
    const s = txnActionSummary(txn, 'FORCED_WITHDRAWAL', t);
    expect(s.subject).toBe('Raise Forced withdrawal on transaction 9');
    expect(Object.fromEntries(s.facts)).toMatchObject({ Amount: '₹1,50,000.00', Reference: 'REF9' });
    expect(s.facts[0]?.[1]).toBe('#4');
    expect(s.changes).toEqual([{ label: 'Status', before: 'ACTION_REQUIRED', after: 'Forced withdrawal' }]);
    expect(s.next).toBe(
      'Raising asks a checker for the Forced withdrawal; nothing changes until a checker approves it.',
    );
  });
});
