import { describe, expect, it } from 'vitest';
import { cancelRaiseSummary } from '../../../../src/pages/insurance/cancel-summary';

const t = (key: string, args?: Record<string, unknown>) => (args ? `${key} ${JSON.stringify(args)}` : key);

describe('cancelRaiseSummary', () => {
  const check = {
    jobId: 7,
    fileName: 'cancel-nov.csv',
    total: 3,
    toCancel: 2,
    rejected: 1,
    refundTotal: 612.5,
    rows: [
      { line: 2, policyId: 'POL-1002-1', verdict: 'ACTIVE', refund: 412.5, error: null },
      { line: 3, policyId: 'POL-1003-1', verdict: 'ACTIVE', refund: 200, error: null },
      { line: 4, policyId: 'POL-9-9', verdict: 'UNKNOWN', refund: 0, error: 'No policy with this ID.' },
    ],
  };

  it('restates the file, how many policies are cancelled, the rows left out and the ₹ refunds total', () => {
    const s = cancelRaiseSummary(t, check);
    expect(s.facts).toEqual([
      ['insurance.cancel.file', 'cancel-nov.csv'],
      ['insurance.cancel.to_cancel', '2'],
      ['insurance.cancel.left_out', '1'],
      ['insurance.cancel.refund_total', '₹612.50'],
    ]);
    expect(s.next).toBe('insurance.cancel.next');
  });

  it('lists each policy to cancel with its refund (not the rows left out), and how many more', () => {
    const s = cancelRaiseSummary(t, check);
    expect(s.changes).toHaveLength(2);
    expect(s.changes![0]!.label).toContain('POL-1002-1');
    expect(s.changes![0]!.after).toContain('₹412.50');
    expect(s).not.toHaveProperty('note');
    const more = cancelRaiseSummary(t, { ...check, toCancel: 30 });
    expect(more.note).toBe('insurance.cancel.more {"n":28}');
  });
});
