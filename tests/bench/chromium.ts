/**
 * Chromium for the bench's browser parts: Debian's build with the bench's flags, a signed-in session (through the
 * sign-in screen, or made over the API and written into sessionStorage before the app loads), and the CDP knobs for
 * a slow desk (CPU slowdown, a 40 ms / 10 Mbit/s link) with a byte and request meter.
 */
import { existsSync } from 'node:fs';
import { chromium, type Browser, type BrowserContext, type CDPSession, type Page } from '@playwright/test';
import { SESSION_KEYS } from '../../authProvider/session';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../chromium-flags';

/** Debian's Chromium (CHROMIUM_PATH overrides) with the bench's flags; nothing is downloaded. */
export function launchChromium(): Promise<Browser> {
  if (!existsSync(CHROMIUM_PATH))
    throw new Error(`no Chromium at ${CHROMIUM_PATH} (apt-get install chromium, or CHROMIUM_PATH)`);
  return chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
}

/** A browser context signed in as `email` through the OTP screen (the dev outbox gives the code). */
export async function signInState(browser: Browser, base: string, email: string): Promise<BrowserContext> {
  const context = await browser.newContext({ baseURL: base });
  const page = await context.newPage();
  await page.goto('/crm/login');
  await page.getByRole('textbox', { name: 'E-mail' }).fill(email);
  await page.getByRole('button', { name: 'Send code' }).click();
  await page.getByLabel('One-time code').waitFor();
  let code = '';
  for (let i = 0; i < 100 && !/^\d{4}$/.test(code); i++) {
    const res = await page.request.get(`/api/crm/dev/outbox?email=${encodeURIComponent(email)}`);
    code = ((await res.json()) as { data?: { code: string }[] }).data?.[0]?.code ?? '';
    if (!code) await page.waitForTimeout(100);
  }
  await page.getByLabel('One-time code').fill(code);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.waitForURL((url) => !url.pathname.startsWith('/crm/login'));
  await page.waitForLoadState('networkidle');
  return context;
}

async function crm<T>(base: string, path: string, init: { token?: string; body?: unknown } = {}): Promise<T> {
  const res = await fetch(`${base}/api/crm${path}`, {
    method: init.body ? 'POST' : 'GET',
    headers: {
      ...(init.body ? { 'content-type': 'application/json' } : {}),
      ...(init.token ? { authorization: `Bearer ${init.token}` } : {}),
    },
    body: init.body ? JSON.stringify(init.body) : undefined,
  });
  if (!res.ok) throw new Error(`${path}: HTTP ${res.status}`);
  return ((await res.json()) as { data: T }).data;
}

/**
 * What the sign-in screen stores in sessionStorage (spec §3.1) for `email`, made with the screen's own calls (code
 * requested, read from the dev outbox, verified; then user info, roles and permissions). The server runs in dev mode.
 */
export async function apiSession(base: string, email: string): Promise<Record<string, string>> {
  const { emailuuid } = await crm<{ emailuuid: string }>(base, '/login/otp/request', {
    body: { mode: 'email', email },
  });
  let otp = '';
  for (let i = 0; i < 100 && !/^\d{4}$/.test(otp); i++) {
    otp = (await crm<{ code: string }[]>(base, `/dev/outbox?email=${encodeURIComponent(email)}`))[0]?.code ?? '';
    if (!otp) await new Promise((r) => setTimeout(r, 100));
  }
  const { token, userId } = await crm<{ token: string; userId: number }>(base, '/login/otp/verify', {
    body: { otp, uuid: emailuuid, mode: 'email', email },
  });
  const read = (path: string) => crm<unknown>(base, `/users/${userId}${path}`, { token });
  const [userInfo, roles, permissions] = await Promise.all([read(''), read('/roles'), read('/permissions')]);
  return {
    [SESSION_KEYS.token]: token,
    [SESSION_KEYS.userInfo]: JSON.stringify(userInfo),
    [SESSION_KEYS.roles]: JSON.stringify(roles),
    [SESSION_KEYS.permissions]: JSON.stringify(permissions),
  };
}

/** Writes `session` into every new document's sessionStorage before its scripts run (a signed-in tab). */
export async function withSession(context: BrowserContext, session: Record<string, string>): Promise<void> {
  await context.addInitScript((saved: Record<string, string>) => {
    for (const [key, value] of Object.entries(saved)) sessionStorage.setItem(key, value);
  }, session);
}

/** The slow desk of DESIGN.md §6: CPU `cpuRate`× slower, 40 ms each way… a 10 Mbit/s link up and down. */
export const SLOW_LINK = { latency: 40, downloadThroughput: 10_000_000 / 8, uploadThroughput: 10_000_000 / 8 };

/** Emulates the slow desk on `page` (CDP) and counts what crosses the wire: bytes (encodedDataLength) and requests. */
export async function slowDesk(page: Page, cpuRate: number) {
  const cdp: CDPSession = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.clearBrowserCache');
  await cdp.send('Network.emulateNetworkConditions', { offline: false, ...SLOW_LINK });
  if (cpuRate > 1) await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpuRate });
  let bytes = 0;
  let requests = 0;
  let inFlight = 0;
  let lastActivity = Date.now();
  cdp.on('Network.requestWillBeSent', (e: { request: { url: string } }) => {
    if (e.request.url.startsWith('data:')) return;
    requests++;
    inFlight++;
    lastActivity = Date.now();
  });
  cdp.on('Network.loadingFinished', (e: { encodedDataLength: number }) => {
    bytes += e.encodedDataLength;
    inFlight = Math.max(0, inFlight - 1);
    lastActivity = Date.now();
  });
  cdp.on('Network.loadingFailed', () => {
    inFlight = Math.max(0, inFlight - 1);
    lastActivity = Date.now();
  });
  return {
    /** Waits until nothing has been in flight for `quietMs` (at most `capMs`). */
    async quiet(quietMs = 500, capMs = 15_000): Promise<void> {
      const until = Date.now() + capMs;
      while ((inFlight > 0 || Date.now() - lastActivity < quietMs) && Date.now() < until)
        await new Promise((r) => setTimeout(r, 100));
    },
    figures: () => ({ bytes, requests }),
    detach: () => cdp.detach(),
  };
}
