import { createHmac, randomInt, timingSafeEqual } from 'node:crypto';

/**
 * The sign-in code rules (spec §2.2, §5.1, §9; DESIGN.md §5). The spec fixes the code at 4 digits, so the
 * server compensates: a code lives 5 minutes, is used once, a challenge dies after 5 tries, and 10 consecutive
 * failures for a staff member lock their sign-in. 10 failures against 10,000 codes is a 0.1 % chance per lock.
 * A lock ends by itself, so a stranger who can ask for someone's code cannot lock them out for good: the first lasts
 * 15 minutes and each lock in a row twice the one before, up to a week. A guesser who never stops gets 70 codes
 * compared in the first day, 100 in the first week, then 10 a week (about 6 % odds in a year), and the owner is
 * e-mailed at every lock. An administrator can lift a lock sooner; the owner's sign-in or a lift starts the count
 * again.
 */
export const OTP_RULES = {
  digits: 4,
  lifeMs: 5 * 60_000,
  triesPerChallenge: 5,
  resendAfterMs: 30_000,
  resendsPerWindow: 3,
  resendWindowMs: 15 * 60_000,
  lockAfterFailures: 10,
  firstLockMs: 15 * 60_000,
  longestLockMs: 7 * 24 * 3600_000,
} as const;

const WINDOW_MS = 15 * 60_000;

/**
 * Rate limits, sliding windows of 15 minutes kept as rows (auth_rate_events). Chosen so a person who mistypes or
 * loses a few mails never meets them, while a script does at once:
 * - code requests: ≤ 10 per address; sends (requests + resends) ≤ 30 per client IP;
 * - verifications: ≤ 20 per address, ≤ 100 per client IP (an office behind one NAT signs in many people);
 * - new tabs of a signed-in browser (routes/crm/tab-session.ts): ≤ 120 per session, ≤ 600 per client IP, counted
 *   apart from the code limits, so an agent who works in tabs never uses up their sign-in.
 * Per-address limits hold even when an attacker spreads requests over many IPs.
 */
export const RATE_LIMITS = {
  requestPerAddress: { limit: 10, windowMs: WINDOW_MS },
  sendPerIp: { limit: 30, windowMs: WINDOW_MS },
  verifyPerAddress: { limit: 20, windowMs: WINDOW_MS },
  verifyPerIp: { limit: 100, windowMs: WINDOW_MS },
  tabPerSession: { limit: 120, windowMs: WINDOW_MS },
  tabPerIp: { limit: 600, windowMs: WINDOW_MS },
} as const;

export type RateLimitName = keyof typeof RATE_LIMITS;

/** A limit as configured: the browser suite raises them with AUTH_RATE_LIMIT_SCALE outside production. */
export function rateLimit(name: RateLimitName, scale: number): { limit: number; windowMs: number } {
  const { limit, windowMs } = RATE_LIMITS[name];
  return { limit: limit * scale, windowMs };
}

export const OTP_MESSAGES = {
  sent: 'OTP sent successfully',
  signedIn: 'Login successful',
  invalid: 'Invalid OTP',
  rateLimited: 'Too many sign-in attempts. Please wait a few minutes and try again.',
  resendWait: 'Please wait before requesting another code.',
  resendEnded: 'This sign-in request has ended. Please request a new code.',
} as const;

/** A uniformly random code from the CSPRNG, zero-padded ('0042'). */
export function generateCode(): string {
  return String(randomInt(0, 10 ** OTP_RULES.digits)).padStart(OTP_RULES.digits, '0');
}

/** HMAC-SHA256 of the code bound to its challenge, hex; the code itself is never stored. */
export function hashCode(challengeId: string, code: string, key: Buffer): string {
  return createHmac('sha256', key).update(`${challengeId}:${code}`).digest('hex');
}

/** Constant-time comparison of a typed code against the stored HMAC. */
export function codeMatches(challengeId: string, code: string, storedHex: string, key: Buffer): boolean {
  const typed = Buffer.from(hashCode(challengeId, code, key), 'hex');
  const stored = Buffer.from(storedHex, 'hex');
  return typed.length === stored.length && timingSafeEqual(typed, stored);
}

export interface ChallengeState {
  attempts: number;
  sentAt: number;
  expiresAt: number;
  usedAt: number | null;
}

/** A challenge still accepts a try: unused, unexpired, fewer than 5 tries. */
export function acceptsTry(c: ChallengeState, now: number): boolean {
  return c.usedAt === null && c.attempts < OTP_RULES.triesPerChallenge && c.expiresAt > now;
}

export type ResendRefusal = 'ended' | 'too-soon' | 'too-many';

/**
 * Whether a resend may go out. A used or exhausted challenge has ended (an expired one may be resent: that is what
 * resend is for); the last send must be 30 s old; at most 3 resends per address in 15 minutes.
 */
export function resendRefusal(c: ChallengeState, resendsInWindow: number, now: number): ResendRefusal | null {
  if (c.usedAt !== null || c.attempts >= OTP_RULES.triesPerChallenge) return 'ended';
  if (now - c.sentAt < OTP_RULES.resendAfterMs) return 'too-soon';
  if (resendsInWindow >= OTP_RULES.resendsPerWindow) return 'too-many';
  return null;
}

export function locksAfter(consecutiveFailures: number): boolean {
  return consecutiveFailures >= OTP_RULES.lockAfterFailures;
}

/** How long the n-th lock in a row lasts (n ≥ 1): 15 minutes, doubling each time, never more than a week. */
export function lockDurationMs(locksInARow: number): number {
  const n = Math.max(1, Math.min(locksInARow, 32));
  return Math.min(OTP_RULES.firstLockMs * 2 ** (n - 1), OTP_RULES.longestLockMs);
}

/** A sign-in lock is in force while it has not ended (a lock with no end, set by hand, lasts until lifted). */
export function lockInForce(lock: { locked: boolean; lockedUntil: number | null }, now: number): boolean {
  return lock.locked && (lock.lockedUntil === null || lock.lockedUntil > now);
}
