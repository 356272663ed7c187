import { describe, expect, it } from 'vitest';
import {
  epochSecondsToMillis,
  formatDate,
  formatDateTime,
  formatInr,
  orNotAvailable,
  statusColour,
} from '../../../../src/format';

describe('formatInr (spec §9)', () => {
  it('groups digits the Indian way with two decimals', () => {
    expect(formatInr(123456)).toBe('₹1,23,456.00');
    expect(formatInr(12345678.5)).toBe('₹1,23,45,678.50');
    expect(formatInr(999)).toBe('₹999.00');
    expect(formatInr(1000)).toBe('₹1,000.00');
    expect(formatInr('250000')).toBe('₹2,50,000.00');
  });
  it('puts a minus before negatives and shows N/A when empty', () => {
    expect(formatInr(-123456)).toBe('-₹1,23,456.00');
    expect(formatInr(-0.001)).toBe('₹0.00');
    expect(formatInr(null)).toBe('N/A');
    expect(formatInr('')).toBe('N/A');
    expect(formatInr('abc')).toBe('N/A');
  });
});

describe('dates (spec §9)', () => {
  const at = new Date(2026, 0, 5, 7, 8, 9);
  it('dd/MM/yy and dd/MM/yy HH:mm:ss', () => {
    expect(formatDate(at.getTime())).toBe('05/01/26');
    expect(formatDateTime(at.getTime())).toBe('05/01/26 07:08:09');
  });
  it('epoch seconds × 1000', () => {
    expect(epochSecondsToMillis(1_700_000_000)).toBe(1_700_000_000_000);
    expect(formatDateTime(Math.floor(at.getTime() / 1000), 'seconds')).toBe('05/01/26 07:08:09');
  });
  it('N/A for empty or invalid', () => {
    expect(formatDate(undefined)).toBe('N/A');
    expect(formatDateTime('not a date')).toBe('N/A');
    expect(orNotAvailable('')).toBe('N/A');
    expect(orNotAvailable(0)).toBe('0');
  });
});

describe('statusColour (spec §4)', () => {
  it.each([
    ['APPROVED', 'green'],
    ['success', 'green'],
    ['ACTIVE', 'green'],
    ['CREDIT', 'green'],
    ['DONE', 'green'],
    ['REJECTED', 'red'],
    ['FAILED', 'orangeRed'],
    ['CANCELLED', 'orangeRed'],
    ['DEBIT', 'orangeRed'],
    ['REFUND_FAILED', 'orangeRed'],
    ['PENDING', 'yellow'],
    ['INIT', 'yellow'],
    ['APPROVAL_PENDING', 'yellow'],
    ['REFUNDED', 'blue'],
    ['DRAFT', 'khaki'],
    ['INACTIVE', 'grey'],
  ])('%s → %s', (status, colour) => expect(statusColour(status)).toBe(colour));
});
