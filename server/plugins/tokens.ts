import { createSecretKey, randomUUID, type KeyObject } from 'node:crypto';
import jwt from 'jsonwebtoken';
import type { Kysely } from 'kysely';
import type { ServerConfig } from '../config.js';
import type { Database } from '../db/database.js';
import { openSession } from '../repositories/sessions.js';

export interface TokenClaims {
  sub: string;
  sid: string;
}

type TokenConfig = Pick<ServerConfig, 'jwtSecret' | 'jwtIssuer' | 'jwtAudience' | 'sessionTtlSeconds'>;

/** jsonwebtoken turns a Buffer secret into a KeyObject on every call (~0.4 ms); doing it once makes a check ~11 µs. */
const keys = new WeakMap<Buffer, KeyObject>();
function keyOf(secret: Buffer): KeyObject {
  let key = keys.get(secret);
  if (!key) {
    key = createSecretKey(secret);
    keys.set(secret, key);
  }
  return key;
}

/** Opens a session row and signs its token (HS256, iss, aud, exp ≤ 8 h). Logout or disabling the user ends it. */
export async function issueSession(
  db: Kysely<Database>,
  config: TokenConfig,
  staffId: number,
  now = Date.now(),
): Promise<{ token: string; sessionId: string }> {
  const sid = randomUUID();
  await openSession(db, { id: sid, staffId, now, ttlMs: config.sessionTtlSeconds * 1000 });
  const token = jwt.sign({ sid }, keyOf(config.jwtSecret), {
    algorithm: 'HS256',
    subject: String(staffId),
    issuer: config.jwtIssuer,
    audience: config.jwtAudience,
    expiresIn: config.sessionTtlSeconds,
  });
  return { token, sessionId: sid };
}

/** issueSession's token alone. */
export async function issueSessionToken(
  db: Kysely<Database>,
  config: TokenConfig,
  staffId: number,
  now = Date.now(),
): Promise<string> {
  return (await issueSession(db, config, staffId, now)).token;
}

/**
 * Another token for a session already open (a new tab of the same browser, routes/crm/tab-session.ts): the same
 * `sid`, so logout or disabling the user ends it with the others, and an expiry no later than the session's own.
 */
export function signTokenForSession(
  config: TokenConfig,
  session: { staffId: number; sessionId: string; expiresAtMs: number },
): string {
  return jwt.sign({ sid: session.sessionId, exp: Math.floor(session.expiresAtMs / 1000) }, keyOf(config.jwtSecret), {
    algorithm: 'HS256',
    subject: String(session.staffId),
    issuer: config.jwtIssuer,
    audience: config.jwtAudience,
  });
}

/**
 * Tokens already verified, per key: a token's signature, issuer and audience never change, so a check is done once
 * and only its expiry is looked at again (jsonwebtoken's verify was ~12% of a list request's CPU). The session row is
 * still read on every request, so logout and a disabled user end a token at once.
 */
const verified = new WeakMap<Buffer, Map<string, TokenClaims & { expMs: number }>>();
const VERIFIED_MAX = 5000;

/** Verifies signature, algorithm, issuer, audience and expiry; returns null for anything else. */
export function verifyToken(token: string, config: TokenConfig, now = Date.now()): TokenClaims | null {
  let known = verified.get(config.jwtSecret);
  if (!known) verified.set(config.jwtSecret, (known = new Map()));
  const hit = known.get(token);
  if (hit) return hit.expMs > now ? { sub: hit.sub, sid: hit.sid } : null;
  try {
    const claims = jwt.verify(token, keyOf(config.jwtSecret), {
      algorithms: ['HS256'],
      issuer: config.jwtIssuer,
      audience: config.jwtAudience,
      clockTimestamp: Math.floor(now / 1000),
    });
    if (typeof claims !== 'object' || typeof claims.sub !== 'string' || typeof claims.sid !== 'string') return null;
    if (typeof claims.exp !== 'number') return null;
    if (known.size >= VERIFIED_MAX) known.clear();
    known.set(token, { sub: claims.sub, sid: claims.sid, expMs: claims.exp * 1000 });
    return { sub: claims.sub, sid: claims.sid };
  } catch {
    return null;
  }
}
