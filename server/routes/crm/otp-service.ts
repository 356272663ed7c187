import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { ServerConfig } from '../../config.js';
import type { Database } from '../../db/database.js';
import { writeAudit } from '../../repositories/audit.js';
import { issueSession } from '../../plugins/tokens.js';
import { emitMetricSignal } from '../../plugins/metric-signals.js';
import type { DeliverSignInMessage } from './otp-delivery.js';
import {
  acceptsTry,
  codeMatches,
  generateCode,
  hashCode,
  locksAfter,
  OTP_RULES,
  rateLimit,
  resendRefusal,
} from './otp-rules.js';
import { countRecent, recordEvent, withinLimits } from '../../repositories/rate-limits.js';
import { lockStaff } from '../../repositories/row-locks.js';
import {
  clearFailures,
  clearLocks,
  consumeChallenge,
  findChallenge,
  findStaffByAddress,
  insertChallenge,
  lockSignIn,
  recordFailure,
  replaceCode,
  takeTry,
  type OtpMode,
} from '../../repositories/otp.js';

export interface OtpContext {
  db: Kysely<Database>;
  config: ServerConfig;
  deliver: DeliverSignInMessage;
}

export interface SignInAttempt {
  mode: OtpMode;
  address: string;
  ip: string;
  now: number;
}

export type RequestOutcome = { kind: 'sent'; uuid: string } | { kind: 'rate-limited' };
export type VerifyOutcome =
  { kind: 'signed-in'; token: string; userId: number; sessionId: string } | { kind: 'invalid' | 'rate-limited' };

const INVALID: VerifyOutcome = { kind: 'invalid' };
export type ResendOutcome = { kind: 'resent' } | { kind: 'ended' | 'too-soon' | 'too-many' };

/**
 * Opens a challenge. Every address gets the same answer: an unknown, disabled or locked one gets a challenge too,
 * with a code nobody receives, so the answer says nothing about who works here. A locked account's owner is told
 * by e-mail that the sign-in is locked, since the answers never say so.
 */
export async function requestCode({ db, config, deliver }: OtpContext, a: SignInAttempt): Promise<RequestOutcome> {
  const allowed = await withinLimits(
    db,
    [
      [`request:${a.mode}:${a.address}`, rateLimit('requestPerAddress', config.authRateLimitScale)],
      [`send:ip:${a.ip}`, rateLimit('sendPerIp', config.authRateLimitScale)],
    ],
    a.now,
  );
  if (!allowed) return { kind: 'rate-limited' };
  const staff = await findStaffByAddress(db, a.mode, a.address, a.now);
  const recipient = staff && !staff.disabled && !staff.locked ? staff : undefined;
  const uuid = randomUUID();
  const code = generateCode();
  const codeHmac = hashCode(uuid, code, config.jwtSecret);
  await insertChallenge(db, {
    id: uuid,
    mode: a.mode,
    destination: a.address,
    staffId: recipient?.id ?? null,
    codeHmac,
    now: a.now,
  });
  if (recipient) await deliver(a.mode, a.address, { kind: 'code', code });
  else if (staff?.locked && !staff.disabled)
    await deliver(a.mode, a.address, { kind: 'locked', until: staff.lockedUntil });
  return { kind: 'sent', uuid };
}

/**
 * Checks a code. Single use, 5 tries per challenge, and 10 consecutive failures lock the staff member's sign-in for
 * a while (otp-rules.ts: 15 minutes, doubling with each lock in a row).
 * A failure counts only against a live challenge issued to this staff member's address: a made-up uuid, someone
 * else's challenge, or a challenge opened while the account was locked or disabled (none of which had a code sent)
 * costs the account nothing. Every refusal, the one that locks included, is the same 'invalid', so the answer never
 * tells a locked, disabled or unknown address from a known one with a wrong code (the owner learns of a lock by
 * e-mail instead).
 */
export async function verifyCode(
  ctx: OtpContext,
  a: SignInAttempt & { uuid: string; otp: string },
): Promise<VerifyOutcome> {
  const { db, config } = ctx;
  const allowed = await withinLimits(
    db,
    [
      [`verify:${a.mode}:${a.address}`, rateLimit('verifyPerAddress', config.authRateLimitScale)],
      [`verify:ip:${a.ip}`, rateLimit('verifyPerIp', config.authRateLimitScale)],
    ],
    a.now,
  );
  if (!allowed) return { kind: 'rate-limited' };
  const challenge = await findChallenge(db, a.uuid);
  const forThisAddress = challenge !== undefined && challenge.mode === a.mode && challenge.destination === a.address;
  // acceptsTry is the rule; takeTry applies it again atomically in SQL, so racing guesses cannot pass 5.
  if (!forThisAddress || !acceptsTry(challenge, a.now) || !(await takeTry(db, a.uuid, a.now))) return INVALID;
  const known = await findStaffByAddress(db, a.mode, a.address, a.now);
  if (!known || challenge.staff_id !== known.id) return INVALID;
  // One staff member's code checks run one at a time (a row lock on PostgreSQL; SQLite's writes are serial), so a
  // right code and a wrong one that sets the lock cannot both pass: never signed in and locked at once.
  const outcome = await db.transaction().execute(async (trx) => {
    await lockStaff(trx, known.id);
    const staff = await findStaffByAddress(trx, a.mode, a.address, a.now);
    if (!staff || staff.id !== known.id || staff.disabled || staff.locked) return INVALID;
    if (
      codeMatches(a.uuid, a.otp, challenge.code_hmac, config.jwtSecret) &&
      (await consumeChallenge(trx, a.uuid, challenge.code_hmac, a.now))
    ) {
      await clearFailures(trx, staff.id);
      await clearLocks(trx, staff.id);
      const { token, sessionId } = await issueSession(trx, config, staff.id, a.now);
      await writeAudit(trx, {
        actor: { staffId: staff.id, email: staff.email },
        action: 'auth.sign-in',
        entity: 'staff',
        entityId: staff.id,
        at: a.now,
      });
      return { kind: 'signed-in', token, userId: staff.id, sessionId } as const;
    }
    const failures = await recordFailure(trx, staff.id, a.now);
    const lock = locksAfter(failures) ? await lockSignIn(trx, staff.id, a.now) : null;
    if (!lock) return INVALID;
    await writeAudit(trx, {
      actor: null,
      action: 'otp.lock',
      entity: 'staff',
      entityId: staff.id,
      after: { otpLocked: true, lockedUntil: lock.until, locksInARow: lock.locksInARow, consecutiveFailures: failures },
      outcome: 'locked',
      at: a.now,
    });
    return { kind: 'locked', until: lock.until } as const;
  });
  if (outcome.kind !== 'locked') return outcome;
  emitMetricSignal({ kind: 'sign-in-locked' });
  await ctx.deliver(a.mode, a.address, { kind: 'locked', until: outcome.until });
  return INVALID;
}

/** A new code for the same challenge: 30 s after the last send, at most 3 per address in 15 minutes. */
export async function resendCode(
  { db, config, deliver }: OtpContext,
  uuid: string,
  ip: string,
  now: number,
): Promise<ResendOutcome> {
  const challenge = await findChallenge(db, uuid);
  if (!challenge) return { kind: 'ended' };
  const bucket = `resend:${challenge.mode}:${challenge.destination}`;
  const recent = await countRecent(db, bucket, OTP_RULES.resendWindowMs, now);
  const refusal = resendRefusal(challenge, recent, now);
  if (refusal) return { kind: refusal };
  if (!(await withinLimits(db, [[`send:ip:${ip}`, rateLimit('sendPerIp', config.authRateLimitScale)]], now)))
    return { kind: 'too-many' };
  const code = generateCode();
  if (!(await replaceCode(db, uuid, challenge.sentAt, hashCode(uuid, code, config.jwtSecret), now)))
    return { kind: 'too-soon' };
  await recordEvent(db, bucket, OTP_RULES.resendWindowMs, now);
  if (challenge.staff_id !== null) {
    const mode = challenge.mode as OtpMode;
    const staff = await findStaffByAddress(db, mode, challenge.destination, now);
    if (staff && staff.id === challenge.staff_id && !staff.disabled && !staff.locked)
      await deliver(mode, challenge.destination, { kind: 'code', code });
  }
  return { kind: 'resent' };
}
