/** The `validation` strings of src/i18n/en.ts (loaded by the shell). */
export const validation = {
  required: 'Required!',
  invalid_email: 'Invalid email!',
  invalid_otp: 'Invalid OTP',
  too_long: 'Cannot be more than %{max} characters.',
  amount_invalid: 'Enter an amount in rupees, e.g. 25,000 or 1,00,000.50 (at most 2 decimals).',
  amount_too_long: 'Too long: at most %{max} characters (commas not counted).',
  amount_too_large: 'Cannot be more than %{max}.',
  amount_positive: 'Must be more than ₹0.',
  count_invalid: 'Enter a whole number, e.g. 25 or 1,000.',
} as const;
