import Polyglot from 'node-polyglot';
import { describe, expect, it } from 'vitest';
import { en } from '../../../../src/i18n/en';
import { txnActionSummary } from '../../../../src/pages/investments/txn-action-summary';
import { guardrailStatusSummary } from '../../../../src/pages/investments/guardrail-types';
import { GUARDRAIL_LIMITS } from '../../../../contract/investments';
import { formatInr } from '../../../../src/format';

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

describe("a guardrail's (de)activation restates it first (issue 41 item 1)", () => {
  it('the guardrail, its caps in ₹, its status before → after, and that a checker decides it', () => {
    const g = {
      id: 3,
      scope: 'P2P',
      name: 'P2P deposits',
      status: 'ACTIVE',
      max_amount: 100000,
      daily_max_count: 5,
      daily_max_amount: 0,
      updatedBy: null,
      updatedAt: 0,
      version: 1,
      pendingRequestId: null,
    };
    const s = guardrailStatusSummary(g, GUARDRAIL_LIMITS, formatInr, t);
    expect(s.subject).toBe('P2P deposits (P2P) #3');
    expect(s.facts).toEqual([
      ['Amount per transaction', '₹1,00,000.00'],
      [t('investments.fields.daily_max_count'), '5'],
      ['Amount per day', t('investments.no_cap')],
    ]);
    expect(s.changes).toEqual([{ label: 'Status', before: 'ACTIVE', after: 'INACTIVE' }]);
    expect(s.next).toContain('make this guardrail INACTIVE; nothing changes until a checker approves it.');
  });
});
