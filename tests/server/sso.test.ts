/**
 * Single sign-on with OpenID Connect (issue 42 item 5) against a real provider on this machine (oidc-provider): the
 * authorization code flow with PKCE from the console's start to a session, staff matched by verified e-mail, and
 * every way it must not sign anyone in. Runs on SQLite, and on PostgreSQL under scripts/with-postgres.sh.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  SSO_CALLBACK_PATH,
  SSO_ERROR_KEY,
  SSO_REDEEM_PATH,
  SSO_START_PATH,
  SSO_TICKET_KEY,
} from '../../contract/sso.js';
import { TAB_COOKIE_NAME, TAB_SESSION_PATH } from '../../contract/tab-session.js';
import { SSO_TICKET_REFUSED } from '../../server/routes/crm/sso-routes.js';
import { signInAtProvider, startTestProvider, type TestProvider } from './helpers/oidc-test-provider.js';
import { bearer, createTestApp, type TestApp } from './helpers/test-app.js';

const ORIGIN = 'http://127.0.0.1:9';
const CALLBACK = `${ORIGIN}/api/crm${SSO_CALLBACK_PATH}`;

let provider: TestProvider;
let t: TestApp;
const db = () => t.database.handle.db;

beforeAll(async () => {
  provider = await startTestProvider(CALLBACK);
  t = await createTestApp({
    OIDC_ISSUER: provider.issuer,
    OIDC_CLIENT_ID: provider.clientId,
    OIDC_CLIENT_SECRET: provider.clientSecret,
    OIDC_REDIRECT_URL: CALLBACK,
    OIDC_LABEL: 'Company SSO',
  });
}, 60_000);
afterAll(async () => {
  await t?.close();
  await provider?.close();
});

/** The console's path (and fragment) the callback sent the browser to. */
const fragmentOf = (location: string) => new URLSearchParams(new URL(location, ORIGIN).hash.slice(1));

/** Start → provider (signed in as `login`) → callback: where the browser lands back in the console. */
async function signIn(login: string, returnTo = '/crm/payouts?status=APPROVAL_PENDING') {
  const start = await t.app.inject({ url: `/api/crm${SSO_START_PATH}?returnTo=${encodeURIComponent(returnTo)}` });
  expect(start.statusCode, start.body).toBe(303);
  const back = await signInAtProvider(String(start.headers.location), login, ORIGIN);
  const callback = await t.app.inject({ url: back.slice(ORIGIN.length) });
  expect(callback.statusCode).toBe(303);
  return { location: String(callback.headers.location), callbackUrl: back };
}

const redeem = (ticket: string) =>
  t.app.inject({ method: 'POST', url: `/api/crm${SSO_REDEEM_PATH}`, payload: { ticket } });

describe('signing in with the provider', () => {
  it('the console is told the button’s label', async () => {
    const res = await t.app.inject({ url: '/crm/config.json' });
    expect(res.json().sso).toEqual({ label: 'Company SSO' });
  });

  it('a staff member with a verified e-mail comes back to the page asked for with a ticket, redeemed once for a session', async () => {
    const { location } = await signIn('ops@console.example');
    expect(location).toMatch(/^\/crm\/payouts\?status=APPROVAL_PENDING#sso_ticket=[A-Za-z0-9_-]{43}$/);
    const ticket = fragmentOf(location).get(SSO_TICKET_KEY)!;
    const first = await redeem(ticket);
    expect(first.statusCode, first.body).toBe(200);
    const { token, userId } = first.json().data as { token: string; userId: number };
    const ops = await db()
      .selectFrom('staff')
      .select('id')
      .where('email', '=', 'ops@console.example')
      .executeTakeFirst();
    expect(userId).toBe(ops!.id);
    const me = await t.app.inject({ url: `/api/crm/users/${userId}`, headers: bearer(token) });
    expect(me.statusCode, me.body).toBe(200);
    const audit = await db()
      .selectFrom('audit_log')
      .select(['action', 'after_json'])
      .where('actor_id', '=', userId)
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    expect(audit.action).toBe('auth.sign-in');
    expect(JSON.parse(String(audit.after_json))).toMatchObject({ method: 'oidc', issuer: provider.issuer });
    // One use.
    const again = await redeem(ticket);
    expect(again.statusCode).toBe(400);
    expect(again.json().message).toBe(SSO_TICKET_REFUSED);
  });

  it('the redemption sets the tab cookie, which opens the same session in a new tab', async () => {
    const { location } = await signIn('ops@console.example');
    const res = await redeem(fragmentOf(location).get(SSO_TICKET_KEY)!);
    const setCookie = String([res.headers['set-cookie']].flat()[0]);
    expect(setCookie).toMatch(new RegExp(`^${TAB_COOKIE_NAME}=[^;]+; Path=/api/crm; HttpOnly; SameSite=Strict$`));
    const tab = await t.app.inject({
      method: 'POST',
      url: `/api/crm${TAB_SESSION_PATH}`,
      headers: { cookie: setCookie.split(';')[0]!, 'sec-fetch-site': 'same-origin' },
    });
    expect(tab.statusCode, tab.body).toBe(200);
    const sid = (token: string) => JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString()).sid as string;
    expect(sid(tab.json().data.token)).toBe(sid(res.json().data.token));
  });

  it('the e-mail is matched whatever its case', async () => {
    const { location } = await signIn('Ops@Console.Example');
    expect(fragmentOf(location).get(SSO_TICKET_KEY)).toBeTruthy();
  });

  it('a ticket past its minute is refused', async () => {
    const { location } = await signIn('ops@console.example');
    await db()
      .updateTable('sso_logins')
      .set({ expires_at: Date.now() - 1 })
      .where('ticket_hash', 'is not', null)
      .execute();
    expect((await redeem(fragmentOf(location).get(SSO_TICKET_KEY)!)).json().message).toBe(SSO_TICKET_REFUSED);
  });
});

describe('no session', () => {
  it('for an e-mail no staff member has, or a disabled one', async () => {
    expect(fragmentOf((await signIn('stranger@elsewhere.example')).location).get(SSO_ERROR_KEY)).toBe('not_staff');
    await db()
      .updateTable('staff')
      .set({ disabled: 1 as never })
      .where('email', '=', 'support@console.example')
      .execute();
    expect(fragmentOf((await signIn('support@console.example')).location).get(SSO_ERROR_KEY)).toBe('not_staff');
  });

  it('for an e-mail the provider has not verified', async () => {
    const { location } = await signIn('unverified:ops@console.example');
    expect(fragmentOf(location).get(SSO_ERROR_KEY)).toBe('unverified');
    expect(location.startsWith('/crm/payouts?status=APPROVAL_PENDING#')).toBe(true);
  });

  it('for the same answer delivered twice, or a state the server never gave', async () => {
    const { callbackUrl } = await signIn('ops@console.example');
    const replay = await t.app.inject({ url: callbackUrl.slice(ORIGIN.length) });
    expect(fragmentOf(String(replay.headers.location)).get(SSO_ERROR_KEY)).toBe('failed');
    const forged = await t.app.inject({ url: `/api/crm${SSO_CALLBACK_PATH}?code=abc&state=made-up` });
    expect(String(forged.headers.location)).toBe(`/crm/#${SSO_ERROR_KEY}=failed`);
  });

  it('when the user cancels at the provider', async () => {
    const start = await t.app.inject({ url: `/api/crm${SSO_START_PATH}` });
    const state = new URL(String(start.headers.location)).searchParams.get('state')!;
    const res = await t.app.inject({
      url: `/api/crm${SSO_CALLBACK_PATH}?error=access_denied&state=${encodeURIComponent(state)}`,
    });
    expect(String(res.headers.location)).toBe(`/crm/#${SSO_ERROR_KEY}=cancelled`);
    expect(await db().selectFrom('sso_logins').select('state').where('state', '=', state).executeTakeFirst()).toBe(
      undefined,
    );
  });

  it('and never back to another site', async () => {
    for (const returnTo of [
      '//evil.example/crm/',
      'https://evil.example/',
      '/api/crm/user',
      '/crm/\\evil',
      '/crm/../api',
    ])
      expect((await signIn('ops@console.example', returnTo)).location).toMatch(/^\/crm\/#sso_ticket=/);
  });
});

describe('configuration', () => {
  it('without OIDC_* there is no single sign-on: no routes and no button', async () => {
    const plain = await createTestApp();
    try {
      expect((await plain.app.inject({ url: `/api/crm${SSO_START_PATH}` })).statusCode).toBe(404);
      expect((await plain.app.inject({ url: '/crm/config.json' })).json().sso).toBeNull();
    } finally {
      await plain.close();
    }
  });

  it('a provider that cannot be reached sends the user back to sign-in saying so', async () => {
    const down = await createTestApp({
      OIDC_ISSUER: 'http://127.0.0.1:9/nowhere',
      OIDC_CLIENT_ID: 'x',
      OIDC_CLIENT_SECRET: 'y',
      OIDC_REDIRECT_URL: CALLBACK,
    });
    try {
      const res = await down.app.inject({ url: `/api/crm${SSO_START_PATH}?returnTo=/crm/users` });
      expect(String(res.headers.location)).toBe(`/crm/users#${SSO_ERROR_KEY}=unavailable`);
    } finally {
      await down.close();
    }
  });
});
