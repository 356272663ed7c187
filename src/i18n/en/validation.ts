/** The `validation` strings of src/i18n/en.ts (loaded by the shell). */
export const validation = {
  required: 'Required!',
  invalid_email: 'Invalid email!',
  invalid_otp: 'Invalid OTP',
} as const;
