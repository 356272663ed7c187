/** Which call of the sign-in failed: picks the toast prefix of spec §8 ('Request OTP:', 'User Roles :' …). */
export type AuthStep =
  'request_otp' | 'verify_otp' | 'resend_otp' | 'sso' | 'user_details' | 'user_roles' | 'user_permissions';

/** A sign-in failure the screen shows as "<prefix> <message>". */
export class AuthStepError extends Error {
  readonly step: AuthStep;
  readonly status?: number;
  constructor(step: AuthStep, message: string, status?: number) {
    super(message);
    this.name = 'AuthStepError';
    this.step = step;
    this.status = status;
  }
}

/** The message to show for a failed call: the server's (already picked per spec §8 by http.ts), else the fallback. */
export function failureMessage(error: unknown, fallback: string): string {
  if (error && typeof error === 'object' && 'status' in error && error instanceof Error && error.message)
    return error.message;
  return fallback;
}

export function statusOf(error: unknown): number | undefined {
  const status =
    error && typeof error === 'object' && 'status' in error ? (error as { status: unknown }).status : undefined;
  return typeof status === 'number' ? status : undefined;
}
