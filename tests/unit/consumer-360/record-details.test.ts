import { describe, expect, it } from 'vitest';
import { RECORD_DETAILS, valueAt } from '../../../src/pages/consumer-360/details/record-details';
import { en } from '../../../src/i18n/en';

const lookup = (key: string): unknown =>
  key
    .split('.')
    .reduce<unknown>((at, k) => (at && typeof at === 'object' ? (at as Record<string, unknown>)[k] : undefined), en);

describe('record detail dialogs', () => {
  it('reads a dotted path, and nothing past a missing step', () => {
    const r = { a: 1, payee_details: { vpa: 'x@upi' }, refundInfo: null };
    expect(valueAt(r, 'payee_details.vpa')).toBe('x@upi');
    expect(valueAt(r, 'a')).toBe(1);
    expect(valueAt(r, 'refundInfo.status')).toBeUndefined();
    expect(valueAt(r, 'nope.deeper')).toBeUndefined();
  });

  it("every kind has a title with its ref (or the spec's own modal title) and labels that exist in en.ts", () => {
    // Spec §2.13 names the transaction modal 'Transaction Details', without a ref.
    const SPEC_TITLES = ['Transaction Details'];
    for (const [kind, spec] of Object.entries(RECORD_DETAILS)) {
      const title = String(lookup(spec.title));
      if (!SPEC_TITLES.includes(title)) expect(title, kind).toContain('%{ref}');
      for (const f of spec.fields) expect(typeof lookup(f.label), `${kind} ${f.label}`).toBe('string');
      expect(new Set(spec.fields.map((f) => f.path)).size, kind).toBe(spec.fields.length);
    }
  });
});
