import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import Provider from 'oidc-provider';

/**
 * A real OpenID Connect provider on this machine for the single sign-on tests (oidc-provider, with its development
 * login and consent pages): any login signs in, and the login is the account's e-mail. A login written
 * `unverified:<e-mail>` has that e-mail with `email_verified: false`.
 */
export interface TestProvider {
  issuer: string;
  clientId: string;
  clientSecret: string;
  close(): Promise<void>;
}

export async function startTestProvider(redirectUri: string): Promise<TestProvider> {
  const clientId = 'backoffice-console';
  const clientSecret = 'test-client-secret-of-enough-length-0123456789';
  // The issuer names its port: listen first on a port of the system's choosing, then build the provider on it.
  let handler: ((req: IncomingMessage, res: ServerResponse) => void) | null = null;
  const server: Server = createServer((req, res) => handler?.(req, res));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const provider = new Provider(issuer, {
    clients: [
      {
        client_id: clientId,
        client_secret: clientSecret,
        redirect_uris: [redirectUri],
        grant_types: ['authorization_code'],
        response_types: ['code'],
        token_endpoint_auth_method: 'client_secret_basic',
      },
    ],
    claims: { openid: ['sub'], email: ['email', 'email_verified'] },
    cookies: { keys: ['test-cookie-key-0123456789abcdef'] },
    async findAccount(_ctx, sub) {
      const unverified = sub.startsWith('unverified:');
      const email = unverified ? sub.slice('unverified:'.length) : sub;
      return { accountId: sub, claims: async () => ({ sub, email, email_verified: !unverified }) };
    },
  });
  handler = provider.callback();
  return {
    issuer,
    clientId,
    clientSecret,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** The cookies a browser would keep across the provider's pages (names only; the provider's paths do not overlap). */
class CookieJar {
  readonly #cookies = new Map<string, string>();
  take(res: Response): void {
    for (const line of res.headers.getSetCookie()) {
      const [pair] = line.split(';');
      const at = pair!.indexOf('=');
      this.#cookies.set(pair!.slice(0, at), pair!.slice(at + 1));
    }
  }
  get header(): string {
    return [...this.#cookies].map(([k, v]) => `${k}=${v}`).join('; ');
  }
}

/** The form of an HTML page: its action and its inputs' names and values. */
function formOf(html: string, base: string): { action: string; fields: Record<string, string> } | null {
  const form = /<form[^>]*action="([^"]+)"[^>]*>([\s\S]*?)<\/form>/.exec(html);
  if (!form) return null;
  const fields: Record<string, string> = {};
  for (const input of form[2]!.matchAll(/<input([^>]*)>/g)) {
    const name = /name="([^"]+)"/.exec(input[1]!)?.[1];
    if (name) fields[name] = /value="([^"]*)"/.exec(input[1]!)?.[1] ?? '';
  }
  return { action: new URL(form[1]!, base).href, fields };
}

/**
 * What a browser does at the provider from the authorization URL on: follows redirects, signs in on the login page
 * as `login`, continues on the consent page, until the provider sends it to `redirectPrefix`. That URL.
 */
export async function signInAtProvider(authorizationUrl: string, login: string, redirectPrefix: string) {
  const jar = new CookieJar();
  let url = authorizationUrl;
  let init: RequestInit = {};
  for (let step = 0; step < 20; step++) {
    if (url.startsWith(redirectPrefix)) return url;
    const res = await fetch(url, { ...init, redirect: 'manual', headers: { ...init.headers, cookie: jar.header } });
    jar.take(res);
    init = {};
    const location = res.headers.get('location');
    if (res.status >= 300 && res.status < 400 && location) {
      url = new URL(location, url).href;
      continue;
    }
    const form = formOf(await res.text(), url);
    if (!form) throw new Error(`The provider answered ${res.status} at ${url} with no form`);
    if ('login' in form.fields) Object.assign(form.fields, { login, password: 'any' });
    url = form.action;
    init = {
      method: 'POST',
      body: new URLSearchParams(form.fields).toString(),
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    };
  }
  throw new Error('The provider never sent the browser back');
}
