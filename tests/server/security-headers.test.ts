import { describe, expect, it } from 'vitest';
import { securityHeadersOf } from '../../server/plugins/security-headers.js';

describe('security headers', () => {
  it('are helmet’s for the options, computed once: CSP directives as given, nosniff, no powered-by', () => {
    const headers = securityHeadersOf({
      contentSecurityPolicy: { directives: { defaultSrc: ["'self'"], objectSrc: ["'none'"] } },
      hsts: false,
    });
    expect(headers['content-security-policy']).toContain("default-src 'self'");
    expect(headers['content-security-policy']).toContain("object-src 'none'");
    expect(headers['x-content-type-options']).toBe('nosniff');
    expect(headers['strict-transport-security']).toBeUndefined();
    expect(headers['x-powered-by']).toBeUndefined();
  });
});
