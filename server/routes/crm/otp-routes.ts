import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { parseInput } from '../../plugins/validation.js';
import { fail, ok } from './envelope.js';
import { OTP_MESSAGES } from './otp-rules.js';
import { addressOf, otpModeOnly, otpRequestBody, otpResendBody, otpVerifyBody } from './otp-schemas.js';
import { requestCode, resendCode, verifyCode, type OtpContext } from './otp-service.js';

/** Route hook: the answer is never kept by a cache (sign-in answers carry challenge ids, tokens, codes). */
export async function noStore(_request: FastifyRequest, reply: FastifyReply): Promise<void> {
  reply.header('Cache-Control', 'no-store');
}

/**
 * Sign-in with a one-time code (spec §4 Authentication, §7.2). A wrong, expired or used code is a 400 'Invalid OTP',
 * never a 401: the console reads any 401 as "session expired". So is any code for a locked, disabled or unknown
 * address: the answer never says who works here or whose sign-in is locked.
 */
export async function otpRoutes(app: FastifyInstance, ctx: OtpContext): Promise<void> {
  const publicRoute = { config: { permission: 'public' as const }, onRequest: noStore };

  app.post('/login/otp/request', publicRoute, async (request, reply) => {
    parseInput(otpModeOnly, request.body);
    const body = parseInput(otpRequestBody, request.body);
    const outcome = await requestCode(ctx, { mode: body.mode, address: addressOf(body), ip: request.ip, now: Date.now() });
    if (outcome.kind === 'rate-limited') return fail(reply, 429, OTP_MESSAGES.rateLimited);
    return ok(body.mode === 'email' ? { emailuuid: outcome.uuid } : { mobileuuid: outcome.uuid }, OTP_MESSAGES.sent);
  });

  app.post('/login/otp/verify', publicRoute, async (request, reply) => {
    parseInput(otpModeOnly, request.body);
    const body = parseInput(otpVerifyBody, request.body);
    const outcome = await verifyCode(ctx, {
      mode: body.mode,
      address: addressOf(body),
      uuid: body.uuid,
      otp: body.otp,
      ip: request.ip,
      now: Date.now(),
    });
    switch (outcome.kind) {
      case 'signed-in':
        return ok({ token: outcome.token, userId: outcome.userId }, OTP_MESSAGES.signedIn);
      case 'rate-limited':
        return fail(reply, 429, OTP_MESSAGES.rateLimited);
      default:
        return fail(reply, 400, OTP_MESSAGES.invalid);
    }
  });

  app.post('/login/otp/resend', publicRoute, async (request, reply) => {
    const body = parseInput(otpResendBody, request.body);
    const outcome = await resendCode(ctx, body.uuid, request.ip, Date.now());
    if (outcome.kind === 'resent') return ok({ resend: true }, OTP_MESSAGES.sent);
    if (outcome.kind === 'ended') return fail(reply, 400, OTP_MESSAGES.resendEnded);
    return fail(reply, 429, OTP_MESSAGES.resendWait);
  });
}
