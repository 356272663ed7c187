/** Spec §5.1. Each returns an i18n key for the message, or null when the value is fine. */
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export function validateEmail(raw: string): 'validation.required' | 'validation.invalid_email' | null {
  const email = raw.trim();
  if (!email) return 'validation.required';
  return EMAIL.test(email) ? null : 'validation.invalid_email';
}
