/** Spec §5.1. Each returns an i18n key for the message, or null when the value is fine. */
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const OTP = /^\d{4}$/;

export function validateEmail(raw: string): 'validation.required' | 'validation.invalid_email' | null {
  const email = raw.trim();
  if (!email) return 'validation.required';
  return EMAIL.test(email) ? null : 'validation.invalid_email';
}

export function validateOtp(raw: string): 'validation.required' | 'validation.invalid_otp' | null {
  const otp = raw.trim();
  if (!otp) return 'validation.required';
  return OTP.test(otp) ? null : 'validation.invalid_otp';
}

/** What the code field keeps of what is typed or pasted: digits only, at most 4. */
export function cleanOtp(raw: string): string {
  return raw.replace(/\D/g, '').slice(0, 4);
}
