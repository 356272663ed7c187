import { OTP_CALLS } from '../contract/session/sign-in-calls';
import { crmCall } from './crm-envelope';
import { AuthStepError } from './errors';

/** Spec §8's fallbacks when the server says nothing useful. */
export const OTP_FAILED = 'Something went wrong! Please try again.';
export const RESEND_FAILED = 'Resend OTP failed! Please try again.';

export interface OtpVerified {
  token: string;
  userId: number;
}

/** Step REQUEST (spec §7.2): sends a code to the e-mail; the answer's uuid names the challenge. */
export async function requestOtp(email: string): Promise<string> {
  const data = await crmCall<{ emailuuid?: string }>({
    step: 'request_otp',
    endpoint: OTP_CALLS.request,
    body: { mode: 'email', email: email.trim() },
    fallback: OTP_FAILED,
  });
  if (!data.emailuuid) throw new AuthStepError('request_otp', OTP_FAILED);
  return data.emailuuid;
}

/** Step VERIFY: the code for the challenge; the answer carries the session token and the staff id. */
export async function verifyOtp(input: { otp: string; uuid: string; email: string }): Promise<OtpVerified> {
  const data = await crmCall<Partial<OtpVerified>>({
    step: 'verify_otp',
    endpoint: OTP_CALLS.verify,
    body: { otp: input.otp, uuid: input.uuid, mode: 'email', email: input.email.trim() },
    fallback: OTP_FAILED,
  });
  if (!data.token) throw new AuthStepError('verify_otp', OTP_FAILED);
  return { token: data.token, userId: Number(data.userId) };
}

/** The third call: a new code for the same challenge (allowed 30 s after the last one). */
export async function resendOtp(uuid: string): Promise<void> {
  const data = await crmCall<{ resend?: boolean }>({
    step: 'resend_otp',
    endpoint: OTP_CALLS.resend,
    body: { uuid },
    fallback: RESEND_FAILED,
  });
  if (data.resend !== true) throw new AuthStepError('resend_otp', RESEND_FAILED);
}
