/**
 * The server the browser suite runs against: the built console and the reference backend on a fresh SQLite file,
 * in development mode (so the OTP outbox is readable by the tests), with single sign-on through a local provider.
 */
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startTestProvider } from '../server/helpers/oidc-test-provider.js';

const dir = mkdtempSync(join(tmpdir(), 'console-e2e-'));
// E2E_SQLITE_FILE: a journey that restarts its own server keeps the database (tests/e2e/bulk-process.spec.ts).
process.env.SQLITE_FILE = process.env.E2E_SQLITE_FILE || join(dir, 'e2e.sqlite');
process.env.PORT = process.env.E2E_PORT ?? '8181';
process.env.HOST = '127.0.0.1';
process.env.LOG_LEVEL = process.env.LOG_LEVEL ?? 'warn';
process.env.CONSOLE_DEV_MODE = '1';
// Every spec signs in from 127.0.0.1, a few as the same person: ~40 sign-ins in minutes would meet the real limits.
process.env.AUTH_RATE_LIMIT_SCALE = '100';
delete process.env.DATABASE_URL;
// Single sign-on against a real OpenID provider on this machine (tests/e2e/signin-sso.spec.ts).
const provider = await startTestProvider(`http://127.0.0.1:${process.env.PORT}/api/crm/login/oidc/callback`);
Object.assign(process.env, {
  OIDC_ISSUER: provider.issuer,
  OIDC_CLIENT_ID: provider.clientId,
  OIDC_CLIENT_SECRET: provider.clientSecret,
  OIDC_REDIRECT_URL: `http://127.0.0.1:${process.env.PORT}/api/crm/login/oidc/callback`,
  OIDC_LABEL: 'Test SSO',
});
await import('../../server/main.js');
