import { ConfigError } from './config-error.js';
import type { S3Settings } from './documents/store.js';
import { isLoopbackHost } from './loopback.js';

/**
 * The settings of the optional integrations (server/config.ts reads them with the rest): the S3-compatible document
 * store (DOCUMENTS_S3_*) and single sign-on with an OpenID provider (OIDC_*). Each is all of its settings or none.
 */

export interface OidcSettings {
  /** The provider's issuer URL (its /.well-known/openid-configuration is read from there). */
  issuer: string;
  clientId: string;
  clientSecret: string;
  /** Where the provider sends the browser back: this server's CRM API + /login/oidc/callback, as registered. */
  redirectUrl: string;
  /** The sign-in button's words ("Sign in with …"). */
  label: string;
}

/** Whether a URL is https, or http to this machine (a provider run locally for tests). */
const secureOrLocal = (text: string): boolean => {
  try {
    const url = new URL(text);
    return url.protocol === 'https:' || (url.protocol === 'http:' && isLoopbackHost(url.hostname));
  } catch {
    return false;
  }
};

/**
 * The settings `prefix` + each of `names`, all or none: none given → undefined; some but not all → a ConfigError
 * naming the missing ones (a partial set is a mistake, refused at start).
 */
function allOrNone<N extends string>(
  env: NodeJS.ProcessEnv,
  what: string,
  prefix: string,
  names: readonly N[],
): Record<N, string> | undefined {
  const given = names.filter((n) => env[`${prefix}${n}`]);
  if (given.length === 0) return undefined;
  const missing = names.filter((n) => !given.includes(n)).map((n) => `${prefix}${n}`);
  if (missing.length)
    throw new ConfigError(
      `${what} needs ${names.map((n) => `${prefix}${n}`).join(', ')}; missing: ${missing.join(', ')}.`,
    );
  return Object.fromEntries(names.map((n) => [n, env[`${prefix}${n}`]!])) as Record<N, string>;
}

/** OIDC_*: issuer, client id and secret, and the redirect URL, all or none. */
export function oidcSettingsFrom(env: NodeJS.ProcessEnv): OidcSettings | undefined {
  const o = allOrNone(env, 'Single sign-on', 'OIDC_', ['ISSUER', 'CLIENT_ID', 'CLIENT_SECRET', 'REDIRECT_URL']);
  if (!o) return undefined;
  for (const name of ['ISSUER', 'REDIRECT_URL'] as const)
    if (!secureOrLocal(o[name]))
      throw new ConfigError(`OIDC_${name} must be an https:// URL (http:// only to this machine).`);
  return {
    issuer: o.ISSUER,
    clientId: o.CLIENT_ID,
    clientSecret: o.CLIENT_SECRET,
    redirectUrl: o.REDIRECT_URL,
    label: env.OIDC_LABEL?.trim() || 'single sign-on',
  };
}

/** DOCUMENTS_S3_*: bucket, endpoint and keys, all or none. */
export function s3SettingsFrom(env: NodeJS.ProcessEnv): S3Settings | undefined {
  const s = allOrNone(env, 'The S3 document store', 'DOCUMENTS_S3_', [
    'BUCKET',
    'ENDPOINT',
    'ACCESS_KEY_ID',
    'SECRET_ACCESS_KEY',
  ]);
  if (!s) return undefined;
  const prefix = env.DOCUMENTS_S3_PREFIX ?? '';
  if (!/^[A-Za-z0-9/_.-]*$/.test(prefix) || prefix.includes('..'))
    throw new ConfigError('DOCUMENTS_S3_PREFIX may hold only letters, digits and / _ . - (no "..").');
  return {
    bucket: s.BUCKET,
    endpoint: s.ENDPOINT,
    accessKeyId: s.ACCESS_KEY_ID,
    secretAccessKey: s.SECRET_ACCESS_KEY,
    region: env.DOCUMENTS_S3_REGION || 'us-east-1',
    prefix,
  };
}
