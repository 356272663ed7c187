import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import nodemailer from 'nodemailer';
import type { ServerConfig } from '../../config.js';
import type { Database } from '../../db/database.js';
import type { OtpMode } from '../../repositories/otp.js';
import { keepInOutbox } from '../../repositories/otp-outbox.js';

/** What goes to a staff member's address: a sign-in code, or the notice that their sign-in is locked. */
export type SignInMessage = { kind: 'code'; code: string } | { kind: 'locked'; until: number | null };
export type DeliverSignInMessage = (mode: OtpMode, destination: string, message: SignInMessage) => Promise<void>;

const MAIL_FROM = 'Back-office console <no-reply@console.example>';

const LOCK_END = new Intl.DateTimeFormat('en-IN', {
  timeZone: 'Asia/Kolkata',
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

/** Pure: the notice of a lock, with when it ends (India time) when it ends by itself. */
export function lockNotice(until: number | null): string {
  const when =
    until === null
      ? 'until an administrator lifts it'
      : `until ${LOCK_END.format(new Date(until))} IST, or until an administrator lifts it sooner`;
  return `Your back-office console sign-in is locked after too many wrong codes, ${when} (Role & Permission, User roles). Then sign in again. If you did not try to sign in, tell your security team.`;
}

/** Pure: the e-mail for a message. */
export function mailFor(message: SignInMessage): { subject: string; text: string } {
  if (message.kind === 'locked') return { subject: 'Your sign-in is locked', text: lockNotice(message.until) };
  return {
    subject: 'Your sign-in code',
    text: `Your back-office console sign-in code is ${message.code}. It expires in 5 minutes. If you did not ask for it, ignore this e-mail.`,
  };
}

/**
 * Where a message goes: with SMTP_URL set, an e-mail; in development, also the server log and, for codes, the dev
 * outbox (GET /api/crm/dev/outbox). Outside development a code is never logged. There is no SMS gateway in the
 * reference backend: phone codes reach the outbox in development only.
 * The mail is sent without waiting, so a known address answers as fast as an unknown one.
 */
export function createCodeDelivery(
  config: ServerConfig,
  db: Kysely<Database>,
  log: FastifyBaseLogger,
): DeliverSignInMessage {
  const transport = config.smtpUrl ? nodemailer.createTransport(config.smtpUrl) : null;
  return async (mode, destination, message) => {
    if (config.devMode && message.kind === 'code') {
      await keepInOutbox(db, destination, message.code, Date.now());
      log.info({ destination, code: message.code }, 'sign-in code (development only)');
    } else if (config.devMode) {
      log.info({ destination }, 'sign-in locked notice (development only)');
    }
    if (transport && mode === 'email') {
      transport
        .sendMail({ from: MAIL_FROM, to: destination, ...mailFor(message) })
        .catch((err: unknown) =>
          log.error({ err: err instanceof Error ? err.message : String(err) }, 'sign-in e-mail failed'),
        );
    }
  };
}
