import { createHmac, timingSafeEqual } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { BACKEND_CONVENTIONS } from '../../../contract/backends.js';
import { TAB_COOKIE_NAME } from '../../../contract/tab-session.js';
import type { ServerConfig } from '../../config.js';

/**
 * The tab cookie (contract/tab-session.ts): `<session id>.<MAC>`, the MAC an HMAC-SHA256 of the session id under a
 * key derived from JWT_SECRET for this use alone. It names a session row and proves the server set it; whether it
 * still opens anything is the row's to say (revoked, expired, idle, disabled staff), so it needs no table of its own
 * and ends with the session. Never the bearer token: a tab cookie alone authorises no other request.
 */
const PATH = BACKEND_CONVENTIONS.crm.basePath;
const keys = new WeakMap<Buffer, Buffer>();

function macOf(secret: Buffer, sessionId: string): Buffer {
  let key = keys.get(secret);
  if (!key) keys.set(secret, (key = createHmac('sha256', secret).update('console tab cookie v1').digest()));
  return createHmac('sha256', key).update(sessionId).digest();
}

/** Pure: the cookie's value for a session. */
export function tabCookieValue(secret: Buffer, sessionId: string): string {
  return `${sessionId}.${macOf(secret, sessionId).toString('base64url')}`;
}

/** Pure: the session a cookie value names, when the server made it; null for anything else. */
export function sessionOfTabCookie(secret: Buffer, value: string): string | null {
  const dot = value.lastIndexOf('.');
  if (dot <= 0 || value.length > 200) return null;
  const sessionId = value.slice(0, dot);
  const given = Buffer.from(value.slice(dot + 1), 'base64url');
  const expected = macOf(secret, sessionId);
  return given.length === expected.length && timingSafeEqual(given, expected) ? sessionId : null;
}

/** Pure: every value of the tab cookie in a Cookie header (a browser may send more than one). */
export function tabCookiesIn(header: string | undefined): string[] {
  if (!header) return [];
  return header
    .split(';')
    .map((part) => part.trim())
    .filter((part) => part.startsWith(`${TAB_COOKIE_NAME}=`))
    .map((part) => part.slice(TAB_COOKIE_NAME.length + 1));
}

/** The session the request's tab cookie names, or null (none, or not made by this server). */
export function tabCookieSession(request: FastifyRequest, config: Pick<ServerConfig, 'jwtSecret'>): string | null {
  for (const value of tabCookiesIn(request.headers.cookie)) {
    const sessionId = sessionOfTabCookie(config.jwtSecret, value);
    if (sessionId) return sessionId;
  }
  return null;
}

/** Whether the request carried a tab cookie at all (a good one or not). */
export const hasTabCookie = (request: FastifyRequest) => tabCookiesIn(request.headers.cookie).length > 0;

/**
 * HttpOnly (no script reads it), SameSite=Strict (no other site's page sends it), Secure over HTTPS (`TRUST_PROXY`
 * makes a balancer's X-Forwarded-Proto count), only to the CRM API's path, and gone when the browser closes.
 */
function attributes(request: FastifyRequest): string {
  return `Path=${PATH}; HttpOnly; SameSite=Strict${request.protocol === 'https' ? '; Secure' : ''}`;
}

/** Sets the tab cookie for a session just opened by a sign-in. */
export function setTabCookie(
  request: FastifyRequest,
  reply: FastifyReply,
  config: Pick<ServerConfig, 'jwtSecret'>,
  sessionId: string,
): void {
  reply.header(
    'Set-Cookie',
    `${TAB_COOKIE_NAME}=${tabCookieValue(config.jwtSecret, sessionId)}; ${attributes(request)}`,
  );
}

/** Removes the tab cookie (logout, or a cookie whose session has ended). */
export function clearTabCookie(request: FastifyRequest, reply: FastifyReply): void {
  reply.header('Set-Cookie', `${TAB_COOKIE_NAME}=; Max-Age=0; ${attributes(request)}`);
}

/**
 * Pure: the request was made by a page of this same origin. Browsers say so in Sec-Fetch-Site, which no page can
 * set; one too old to send it sends Origin on a POST, which must name this host. A request with neither is refused.
 */
export function fromThisOrigin(headers: FastifyRequest['headers'], host: string): boolean {
  const site = headers['sec-fetch-site'];
  if (typeof site === 'string') return site === 'same-origin';
  const origin = headers.origin;
  if (typeof origin !== 'string') return false;
  try {
    const from = new URL(origin);
    return from.host === new URL(`${from.protocol}//${host}`).host; // a default port is the same origin written out
  } catch {
    return false;
  }
}
