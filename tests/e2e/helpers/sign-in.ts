import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { SESSION_KEYS } from '../../../authProvider/session';
import { TAB_COOKIE_NAME } from '../../../contract/tab-session';

export const account = (name: string) => `${name}@console.example`;

interface OutboxEntry {
  email: string;
  code: string;
  createdAt: string;
}

/** The newest code sent to the address, from the development outbox (the server runs in dev mode for e2e). */
export async function latestCode(page: Page, email: string): Promise<string> {
  let code = '';
  await expect
    .poll(async () => {
      const response = await page.request.get(`/api/crm/dev/outbox?email=${encodeURIComponent(email)}`);
      const body = (await response.json()) as { data?: OutboxEntry[] };
      code = body.data?.[0]?.code ?? '';
      return code;
    })
    .toMatch(/^\d{4}$/);
  return code;
}

/** Step REQUEST: asks for a code and waits for the code step. */
export async function requestCode(page: Page, email: string): Promise<void> {
  await page.getByRole('textbox', { name: 'E-mail' }).fill(email);
  await page.getByRole('button', { name: 'Send code' }).click();
  await expect(page.getByLabel('One-time code')).toBeVisible();
}

/** Opens `path` signed out, then signs in through the sign-in screen as `email`, with the code from the outbox. */
export async function signInWithCode(page: Page, email: string, path = '/crm/'): Promise<void> {
  await page.goto(path);
  await requestCode(page, email);
  await page.getByLabel('One-time code').fill(await latestCode(page, email));
  await page.getByRole('button', { name: 'Sign in' }).click();
}

interface Issued {
  token: string;
  userId: number;
}
/** One token per e-mail for the whole worker: a sign-in through the screen cost ~1 s more, ~100 times a run. */
const issued = new Map<string, Issued>();

async function crm<T>(request: APIRequestContext, path: string, init: { token?: string; body?: unknown } = {}) {
  const url = `/api/crm${path}`;
  const headers = init.token ? { authorization: `Bearer ${init.token}` } : undefined;
  const response = init.body
    ? await request.post(url, { data: init.body, headers })
    : await request.get(url, { headers });
  return { status: response.status(), data: ((await response.json()) as { data: T }).data };
}

/** The sign-in screen's calls (spec §7.2) made directly: a code requested, read from the outbox, verified. */
async function issue(page: Page, email: string): Promise<Issued> {
  const asked = await crm<{ emailuuid: string }>(page.request, '/login/otp/request', {
    body: { mode: 'email', email },
  });
  expect(asked.status, `a code for ${email}`).toBe(200);
  const otp = await latestCode(page, email);
  const verified = await crm<Issued>(page.request, '/login/otp/verify', {
    body: { otp, uuid: asked.data.emailuuid, mode: 'email', email },
  });
  expect(verified.status, `signing in ${email}`).toBe(200);
  // page.request shares the browser context's cookies: the sign-in's tab cookie would let a page of this context open
  // the worker's shared session by itself. signIn stays a session of this tab alone; tab-session.spec.ts signs in
  // through the screen for the cookie.
  await page.context().clearCookies({ name: TAB_COOKIE_NAME });
  return verified.data;
}

/** What the sign-in screen stores for the worker's token of `email` (read fresh), or null if it no longer works. */
async function sessionOf(page: Page, email: string): Promise<Record<string, string> | null> {
  const { token, userId } = issued.get(email) ?? (await issue(page, email));
  issued.set(email, { token, userId });
  const read = (path: string) => crm(page.request, `/users/${userId}${path}`, { token });
  const [userInfo, roles, permissions] = await Promise.all([read(''), read('/roles'), read('/permissions')]);
  if (![userInfo, roles, permissions].every((r) => r.status === 200)) {
    issued.delete(email);
    return null;
  }
  return {
    [SESSION_KEYS.token]: token,
    [SESSION_KEYS.userInfo]: JSON.stringify(userInfo.data),
    [SESSION_KEYS.roles]: JSON.stringify(roles.data),
    [SESSION_KEYS.permissions]: JSON.stringify(permissions.data),
  };
}

/**
 * Opens `path` signed in as `email`, with the session the sign-in screen would store (spec §3.1) written into this
 * tab's sessionStorage before the console loads. The token is shared by the worker's tests; user info, roles and
 * permissions are read fresh each time (a test may have changed them), and a token that no longer works (a test
 * signed out, or disabled the user) is replaced. Specs about signing in itself use signInWithCode.
 */
export async function signIn(page: Page, email: string, path = '/crm/'): Promise<void> {
  const session = (await sessionOf(page, email)) ?? (await sessionOf(page, email));
  expect(session, `a session for ${email}`).not.toBeNull();
  // sessionStorage belongs to the tab and the origin: any page of the origin will do to write it in.
  await page.goto('/crm/config.json');
  await page.evaluate((entries) => {
    for (const [key, value] of Object.entries(entries ?? {})) sessionStorage.setItem(key, value);
  }, session);
  await page.goto(path);
}
