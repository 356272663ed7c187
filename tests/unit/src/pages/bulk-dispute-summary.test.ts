import Polyglot from 'node-polyglot';
import { describe, expect, it } from 'vitest';
import { BULK_DISPUTE_COLUMNS, type BulkDisputeRow } from '../../../../contract/disputes/bulk';
import { en } from '../../../../src/i18n/en';
import { bulkDisputeSummary } from '../../../../src/pages/disputes/bulk/bulk-summary';

const polyglot = new Polyglot({ locale: 'en', phrases: en });
const t = (key: string, options?: Record<string, unknown>) => polyglot.t(key, options);
const row = (i: number): BulkDisputeRow => ({
  ...(Object.fromEntries(BULK_DISPUTE_COLUMNS.map((c) => [c, ''])) as BulkDisputeRow),
  merchantId: String(1000001 + i),
  paymentTransactionId: `PTX${i}`,
  disputeCategory: 'FRAUD',
});

describe('a bulk dispute file shows the count and a sample before it is raised (issue 41 item 1)', () => {
  it('how many disputes, the first five rows, the rest counted, and that they open at once', () => {
    const s = bulkDisputeSummary(
      'bulk.csv',
      Array.from({ length: 7 }, (_, i) => row(i)),
      t,
    );
    expect(s.subject).toBe('bulk.csv: 7 rows');
    expect(s.facts).toHaveLength(6);
    expect(s.facts[0]).toEqual(['Disputes', '7']);
    expect(s.facts[1]).toEqual(['Row 1', '1000001 · PTX0 · FRAUD']);
    expect(s.note).toBe('…and 2 more rows.');
    expect(s.next).toBe('Raising opens all 7 dispute cases at once (all or none); each starts as INIT.');
  });
});
