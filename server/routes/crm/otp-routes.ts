import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { OTP_CALLS } from '../../../contract/session/calls.js';
import { emitMetricSignal } from '../../plugins/metric-signals.js';
import { serve, type ServeOptions } from '../declared.js';
import { fail, ok, okSchema } from './envelope.js';
import { OTP_MESSAGES } from './otp-rules.js';
import { addressOf, otpRequestBody, otpResendBody, otpVerifyBody } from './otp-schemas.js';
import { requestCode, resendCode, verifyCode, type OtpContext } from './otp-service.js';
import { setTabCookie } from './tab-cookie.js';
import { tabSessionRoutes } from './tab-session.js';

/** Route hook: the answer is never kept by a cache (sign-in answers carry challenge ids, tokens, codes). */
export async function noStore(_request: FastifyRequest, reply: FastifyReply): Promise<void> {
  reply.header('Cache-Control', 'no-store');
}

/** A sign-in attempt as the OTP service takes it: the mode and its address from the body, the caller's IP, now. */
const attemptOf = (request: FastifyRequest, body: Parameters<typeof addressOf>[0]) => ({
  mode: body.mode,
  address: addressOf(body),
  ip: request.ip,
  now: Date.now(),
});

const requestAnswer = okSchema(z.union([z.object({ emailuuid: z.string() }), z.object({ mobileuuid: z.string() })]));
const verifyAnswer = okSchema(z.object({ token: z.string(), userId: z.number().int() }));
const resendAnswer = okSchema(z.object({ resend: z.boolean() }));

/**
 * Sign-in with a one-time code (spec §4 Authentication, §7.2). A wrong, expired or used code is a 400 'Invalid OTP',
 * never a 401: the console reads any 401 as "session expired". So is any code for a locked, disabled or unknown
 * address: the answer never says who works here or whose sign-in is locked. Bodies are declared (otp-schemas.ts)
 * and refused in the spec's own words ('bare': 'Required!', 'Invalid email!', "mode must be 'email' or 'phone'.").
 */
export async function otpRoutes(app: FastifyInstance, ctx: OtpContext): Promise<void> {
  const signIn: ServeOptions = { refusal: 'bare', onRequest: noStore };

  serve(
    app,
    OTP_CALLS.request,
    { body: otpRequestBody, response: { 200: requestAnswer } },
    async (request, reply) => {
      const body = request.body;
      const outcome = await requestCode(ctx, attemptOf(request, body));
      if (outcome.kind === 'rate-limited') return fail(reply, 429, OTP_MESSAGES.rateLimited);
      return ok(body.mode === 'email' ? { emailuuid: outcome.uuid } : { mobileuuid: outcome.uuid }, OTP_MESSAGES.sent);
    },
    signIn,
  );

  serve(
    app,
    OTP_CALLS.verify,
    { body: otpVerifyBody, response: { 200: verifyAnswer } },
    async (request, reply) => {
      const body = request.body;
      const outcome = await verifyCode(ctx, { ...attemptOf(request, body), uuid: body.uuid, otp: body.otp });
      switch (outcome.kind) {
        case 'signed-in':
          setTabCookie(request, reply, ctx.config, outcome.sessionId); // the browser's other tabs (tab-session.ts)
          return ok({ token: outcome.token, userId: outcome.userId }, OTP_MESSAGES.signedIn);
        case 'rate-limited':
          emitMetricSignal({ kind: 'sign-in-failed', reason: 'rate-limited' });
          return fail(reply, 429, OTP_MESSAGES.rateLimited);
        default:
          emitMetricSignal({ kind: 'sign-in-failed', reason: 'invalid' });
          return fail(reply, 400, OTP_MESSAGES.invalid);
      }
    },
    signIn,
  );

  serve(
    app,
    OTP_CALLS.resend,
    { body: otpResendBody, response: { 200: resendAnswer } },
    async (request, reply) => {
      const outcome = await resendCode(ctx, request.body.uuid, request.ip, Date.now());
      if (outcome.kind === 'resent') return ok({ resend: true }, OTP_MESSAGES.sent);
      if (outcome.kind === 'ended') return fail(reply, 400, OTP_MESSAGES.resendEnded);
      return fail(reply, 429, OTP_MESSAGES.resendWait);
    },
    signIn,
  );

  // A new tab of a browser signed in here: the session the sign-in's tab cookie names (tab-session.ts).
  await tabSessionRoutes(app, ctx);
}
