import { z } from 'zod';

/** Spec §5.1: e-mail required ('Required!'), valid ('Invalid email!'), trimmed; OTP exactly 4 digits ('Invalid OTP'). */
export const emailField = z
  .string({ error: 'Required!' })
  .trim()
  .min(1, 'Required!')
  .toLowerCase()
  .pipe(z.email('Invalid email!'));
export const mobileField = z
  .string({ error: 'Required!' })
  .trim()
  .min(1, 'Required!')
  .regex(/^\d{10}$/, 'Invalid mobile!');
const otpField = z
  .string({ error: 'Required!' })
  .trim()
  .min(1, 'Required!')
  .regex(/^\d{4}$/, 'Invalid OTP');
const uuidField = z.string({ error: 'Required!' }).trim().min(1, 'Required!').max(64, 'Invalid OTP');

/** A missing or unknown mode (or a body that is no object) gets its own message rather than a union error. */
export const MODE_MESSAGE = "mode must be 'email' or 'phone'.";

/**
 * `{ mode: 'email', email }` or `{ mode: 'phone', mobile }`, as one address to send a code to. One schema per route
 * (the mode decides which address is required); its messages stand alone, so the routes word refusals 'bare'.
 */
export const otpRequestBody = z.discriminatedUnion(
  'mode',
  [
    z.object({ mode: z.literal('email'), email: emailField }),
    z.object({ mode: z.literal('phone'), mobile: mobileField }),
  ],
  { error: MODE_MESSAGE },
);

export const otpVerifyBody = z.discriminatedUnion(
  'mode',
  [
    z.object({ mode: z.literal('email'), email: emailField, otp: otpField, uuid: uuidField }),
    z.object({ mode: z.literal('phone'), mobile: mobileField, otp: otpField, uuid: uuidField }),
  ],
  { error: MODE_MESSAGE },
);

export const otpResendBody = z.object({ uuid: uuidField });

export const addressOf = (body: { mode: 'email'; email: string } | { mode: 'phone'; mobile: string }) =>
  body.mode === 'email' ? body.email : body.mobile;
