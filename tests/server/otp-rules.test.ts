import { describe, expect, it } from 'vitest';
import {
  acceptsTry,
  codeMatches,
  generateCode,
  hashCode,
  locksAfter,
  OTP_RULES,
  resendRefusal,
} from '../../server/routes/crm/otp-rules.js';

const key = Buffer.alloc(32, 1);
const fresh = { attempts: 0, sentAt: 0, expiresAt: OTP_RULES.lifeMs, usedAt: null };

describe('OTP rules', () => {
  it('generates 4-digit codes, zero-padded', () => {
    for (let i = 0; i < 200; i++) expect(generateCode()).toMatch(/^\d{4}$/);
  });

  it('hashes a code per challenge and compares in constant time', () => {
    const h = hashCode('c1', '0042', key);
    expect(h).toMatch(/^[0-9a-f]{64}$/);
    expect(hashCode('c2', '0042', key)).not.toBe(h);
    expect(codeMatches('c1', '0042', h, key)).toBe(true);
    expect(codeMatches('c1', '0043', h, key)).toBe(false);
    expect(codeMatches('c1', '0042', 'abc', key)).toBe(false);
  });

  it('accepts tries only while unused, unexpired and under 5 tries', () => {
    expect(acceptsTry(fresh, 1)).toBe(true);
    expect(acceptsTry({ ...fresh, attempts: 5 }, 1)).toBe(false);
    expect(acceptsTry({ ...fresh, usedAt: 1 }, 1)).toBe(false);
    expect(acceptsTry(fresh, OTP_RULES.lifeMs)).toBe(false);
  });

  it('allows a resend 30 s after the last send, 3 per window, never on an ended challenge', () => {
    expect(resendRefusal(fresh, 0, 29_999)).toBe('too-soon');
    expect(resendRefusal(fresh, 0, 30_000)).toBeNull();
    expect(resendRefusal(fresh, 3, 30_000)).toBe('too-many');
    expect(resendRefusal({ ...fresh, attempts: 5 }, 0, 60_000)).toBe('ended');
    expect(resendRefusal({ ...fresh, usedAt: 5 }, 0, 60_000)).toBe('ended');
    expect(resendRefusal(fresh, 0, OTP_RULES.lifeMs + 1)).toBeNull();
  });

  it('locks after 10 consecutive failures', () => {
    expect(locksAfter(9)).toBe(false);
    expect(locksAfter(10)).toBe(true);
  });
});
