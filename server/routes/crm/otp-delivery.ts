import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import nodemailer from 'nodemailer';
import type { ServerConfig } from '../../config.js';
import type { Database } from '../../db/database.js';
import type { OtpMode } from './otp-store.js';

export type DeliverCode = (mode: OtpMode, destination: string, code: string) => Promise<void>;

const MAIL_FROM = 'Back-office console <no-reply@console.example>';

/**
 * Where a code goes: with SMTP_URL set, an e-mail; in development, also the server log and the dev outbox
 * (GET /api/crm/dev/outbox). Outside development a code is never logged. There is no SMS gateway in the reference
 * backend: phone codes reach the outbox in development only.
 * The mail is sent without waiting, so a known address answers as fast as an unknown one.
 */
export function createCodeDelivery(config: ServerConfig, db: Kysely<Database>, log: FastifyBaseLogger): DeliverCode {
  const transport = config.smtpUrl ? nodemailer.createTransport(config.smtpUrl) : null;
  return async (mode, destination, code) => {
    if (config.devMode) {
      await db.insertInto('otp_outbox').values({ destination, code, created_at: Date.now() }).execute();
      log.info({ destination, code }, 'sign-in code (development only)');
    }
    if (transport && mode === 'email') {
      transport
        .sendMail({
          from: MAIL_FROM,
          to: destination,
          subject: 'Your sign-in code',
          text: `Your back-office console sign-in code is ${code}. It expires in 5 minutes. If you did not ask for it, ignore this e-mail.`,
        })
        .catch((err: unknown) => log.error({ err: err instanceof Error ? err.message : String(err) }, 'sign-in code e-mail failed'));
    }
  };
}
