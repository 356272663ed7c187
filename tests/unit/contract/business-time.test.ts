import { describe, expect, it } from 'vitest';
import { daysBetween, istDayEnd, istDayOf, istDayStart } from '../../../contract/business-time';

describe('business days in IST', () => {
  it('a day starts at 00:00 IST (18:30 UTC the day before) and ends a millisecond before the next', () => {
    expect(new Date(istDayStart('2026-11-30')).toISOString()).toBe('2026-11-29T18:30:00.000Z');
    expect(istDayEnd('2026-11-30')).toBe(istDayStart('2026-12-01') - 1);
    expect(istDayOf(istDayEnd('2026-11-30'))).toBe('2026-11-30');
  });

  it('counts whole calendar days between two days, across a month and a year, negative backwards', () => {
    expect(daysBetween('2026-11-30', '2026-11-30')).toBe(0);
    expect(daysBetween('2026-11-30', '2026-12-01')).toBe(1);
    expect(daysBetween('2026-12-31', '2027-03-01')).toBe(60);
    expect(daysBetween('2026-12-01', '2026-11-30')).toBe(-1);
  });
});
