import { describe, expect, it } from 'vitest';
import { parseAmount } from '../../../../src/format';
import { amountProblem, validAmount } from '../../../../src/common/amount-input';

describe('parseAmount (issue 41 item 2: amounts accept Indian grouping)', () => {
  it('reads plain digits and Indian grouping to the same amount', () => {
    expect(parseAmount('100000')).toEqual({ plain: '100000', value: 100000 });
    expect(parseAmount('1,00,000')).toEqual({ plain: '100000', value: 100000 });
    expect(parseAmount('25,000')).toEqual({ plain: '25000', value: 25000 });
    expect(parseAmount('12,34,56,789')).toEqual({ plain: '123456789', value: 123456789 });
    expect(parseAmount(' ₹ 50,00,000 ')).toEqual({ plain: '5000000', value: 5000000 });
  });

  it('keeps at most two decimals, refuses more', () => {
    expect(parseAmount('1,00,000.50')).toEqual({ plain: '100000.50', value: 100000.5 });
    expect(parseAmount('999.5')).toEqual({ plain: '999.5', value: 999.5 });
    expect(parseAmount('10.123')).toBeNull();
    expect(parseAmount('10.')).toBeNull();
    expect(parseAmount('1.2.3')).toBeNull();
  });

  it('refuses commas that are not Indian grouping', () => {
    for (const typed of ['1,2,3', '100,000', '1,000,000', ',100', '1,00', '1,00,00', '1,,000', '1,000.5,0'])
      expect(parseAmount(typed), typed).toBeNull();
  });

  it('refuses negatives, letters, exponents and hex', () => {
    for (const typed of ['-500', '−3', '12a', 'abc', '1e5', '0x10', '+5', 'Infinity', ''])
      expect(parseAmount(typed), typed).toBeNull();
  });

  it('drops leading zeros from what is sent', () => {
    expect(parseAmount('007')).toEqual({ plain: '7', value: 7 });
    expect(parseAmount('0.50')).toEqual({ plain: '0.50', value: 0.5 });
  });
});

describe('amountProblem / validAmount: refused with a message, never cut', () => {
  it('names what is wrong, in that order', () => {
    expect(amountProblem('')).toBeNull();
    expect(amountProblem('1,2,3')).toEqual({ key: 'validation.amount_invalid' });
    expect(amountProblem('100000', { maxChars: 3 })).toEqual({ key: 'validation.amount_too_long', args: { max: 3 } });
    expect(amountProblem('1,00,001', { max: 100000 })).toEqual({
      key: 'validation.amount_too_large',
      args: { max: '₹1,00,000.00' },
    });
    expect(amountProblem('0')).toEqual({ key: 'validation.amount_positive' });
  });

  it('counts the limit on the amount sent, not the commas typed', () => {
    expect(validAmount('1,00,00,00,000', { maxChars: 10 })).toEqual({ plain: '1000000000', value: 1e9 });
    expect(validAmount('1,00,000', { maxChars: 5 })).toBeNull();
  });
});
