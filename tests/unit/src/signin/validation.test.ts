import { describe, expect, it } from 'vitest';
import { cleanOtp, validateEmail, validateOtp } from '../../../../src/signin/validation';

describe('sign-in validation (spec §5.1)', () => {
  it('e-mail: required, valid, trimmed', () => {
    expect(validateEmail('')).toBe('validation.required');
    expect(validateEmail('   ')).toBe('validation.required');
    expect(validateEmail('not-an-email')).toBe('validation.invalid_email');
    expect(validateEmail('  ops@console.example ')).toBeNull();
  });
  it('code: required, exactly 4 digits', () => {
    expect(validateOtp('')).toBe('validation.required');
    expect(validateOtp('123')).toBe('validation.invalid_otp');
    expect(validateOtp('12a4')).toBe('validation.invalid_otp');
    expect(validateOtp('12345')).toBe('validation.invalid_otp');
    expect(validateOtp('0123')).toBeNull();
  });
  it('keeps digits only, at most 4', () => {
    expect(cleanOtp('1a2 3-45')).toBe('1234');
  });
});
