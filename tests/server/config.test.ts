import { expect, it } from 'vitest';
import { loadConfig } from '../../server/config.js';
import { rateLimit } from '../../server/routes/crm/otp-rules.js';
import { TEST_JWT_SECRET } from './helpers/test-app.js';

const base = { JWT_SECRET: TEST_JWT_SECRET };
const production = { ...base, NODE_ENV: 'production', SMTP_URL: 'smtp://mail.example:587' };

it('sign-in rate limits can be raised outside production only', () => {
  expect(loadConfig(base).authRateLimitScale).toBe(1);
  expect(loadConfig({ ...base, AUTH_RATE_LIMIT_SCALE: '100' }).authRateLimitScale).toBe(100);
  expect(() => loadConfig({ ...production, AUTH_RATE_LIMIT_SCALE: '100' })).toThrow(
    /cannot loosen sign-in limits in production/,
  );
  expect(rateLimit('requestPerAddress', 1).limit).toBe(10);
  expect(rateLimit('requestPerAddress', 3).limit).toBe(30);
});

it('production needs a real JWT secret and no development conveniences', () => {
  expect(() => loadConfig({ NODE_ENV: 'production', SMTP_URL: 'smtp://mail.example:587' })).toThrow(
    /JWT_SECRET is required/,
  );
  expect(() => loadConfig({ JWT_SECRET: 'short' })).toThrow(/at least 32 bytes/);
  expect(loadConfig(production).devMode).toBe(false);
});

it('sessions last at most 8 hours', () => {
  expect(loadConfig(base).sessionTtlSeconds).toBe(8 * 3600);
  expect(() => loadConfig({ ...base, SESSION_TTL_SECONDS: '30000' })).toThrow(/at most 28800/);
});

it('FD rates: 0 < rate ≤ 15 with 2 decimals by default; a range that cannot hold a rate is refused at start', () => {
  expect(loadConfig(base).fdRates).toEqual({ min: 0, max: 15, decimals: 2 });
  expect(loadConfig({ ...base, FD_RATE_MAX: '12.5', FD_RATE_DECIMALS: '1' }).fdRates).toEqual({
    min: 0,
    max: 12.5,
    decimals: 1,
  });
  expect(() => loadConfig({ ...base, FD_RATE_MIN: '15' })).toThrow('FD_RATE_MIN must be below FD_RATE_MAX.');
  expect(() => loadConfig({ ...base, FD_RATE_MAX: '-3' })).toThrow(/FD_RATE_MAX must be a percentage/);
  expect(() => loadConfig({ ...base, FD_RATE_DECIMALS: '3' })).toThrow(/FD_RATE_DECIMALS must be 0, 1 or 2/);
});
