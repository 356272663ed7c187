import { describe, expect, it } from 'vitest';
import { changeValue, fieldChanges, formatUtc } from '../../../../../src/pages/audit-trail/audit-format';
import { dayEndText, dayStartMs, dayStartText, nextDayStartMs } from '../../../../../src/pages/audit-trail/day-range';

describe('the audit trail as a field-level diff (issue 41 item 6)', () => {
  it('lists each changed field by dotted path, before → after, and hides the unchanged ones', () => {
    const before = { name: 'FD 1Y', active: true, configs: { rate: 7.1, tenure: { months: 12 } }, tags: ['a'] };
    const after = { name: 'FD 1Y', active: false, configs: { rate: 7.25, tenure: { months: 12 } }, tags: ['a', 'b'] };
    expect(fieldChanges(before, after)).toEqual([
      { field: 'active', before: true, after: false },
      { field: 'configs.rate', before: 7.1, after: 7.25 },
      { field: 'tags', before: ['a'], after: ['a', 'b'] },
    ]);
  });

  it('a created or deleted record: every field from or to absent', () => {
    expect(fieldChanges(null, { id: 7, status: 'PENDING' })).toEqual([
      { field: 'id', before: undefined, after: 7 },
      { field: 'status', before: undefined, after: 'PENDING' },
    ]);
    expect(fieldChanges({ id: 7 }, null)).toEqual([{ field: 'id', before: 7, after: undefined }]);
    expect(changeValue(undefined, '(none)')).toBe('(none)');
    expect(changeValue('INACTIVE', '(none)')).toBe('INACTIVE');
    expect(changeValue({ a: 1 }, '(none)')).toBe('{"a":1}');
  });

  it('nothing changed: no fields; a value that is not an object is one unnamed field', () => {
    expect(fieldChanges({ a: { b: 1 } }, { a: { b: 1 } })).toEqual([]);
    expect(fieldChanges(null, null)).toEqual([]);
    expect(fieldChanges('old', 'new')).toEqual([{ field: '', before: 'old', after: 'new' }]);
  });

  it('keeps the UTC time for the tooltip', () => {
    expect(formatUtc(Date.UTC(2026, 0, 5, 3, 4, 5))).toBe('05/01/26 03:04:05');
  });
});

describe('the day range in the user zone ⇄ the moments the server filters by', () => {
  it('From is the local midnight that starts the day; To the one that ends it (exclusive)', () => {
    expect(dayStartMs('2026-01-05')).toBe(new Date(2026, 0, 5).getTime());
    expect(nextDayStartMs('2026-01-05')).toBe(new Date(2026, 0, 6).getTime());
    expect(nextDayStartMs('2026-01-31')).toBe(new Date(2026, 1, 1).getTime());
    expect(dayStartMs('')).toBeNull();
    expect(nextDayStartMs('')).toBeNull();
  });

  it('shows the days back as chosen', () => {
    expect(dayStartText(new Date(2026, 0, 5).getTime())).toBe('2026-01-05');
    expect(dayEndText(new Date(2026, 0, 6).getTime())).toBe('2026-01-05');
    expect(dayStartText(undefined)).toBe('');
    expect(dayEndText(null)).toBe('');
  });
});
