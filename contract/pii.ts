/**
 * Masking of personal data (spec §2.13: account numbers to the last 4 digits). Pure: the server masks what it sends
 * unless a reveal is asked for (and audited); the console shows what it is sent. `null`/empty stays as it is, so the
 * console's 'N/A' rule still applies.
 */
export const MASK = 'X';
export const VISIBLE_DIGITS = 4;

type Maybe = string | null | undefined;
const blank = (value: Maybe): value is null | undefined | '' => value === null || value === undefined || value === '';

/** Every character but the last `visible` replaced by the mask; short values are masked whole but for the last. */
export function maskKeepingLast(value: Maybe, visible = VISIBLE_DIGITS): string | null {
  if (blank(value)) return null;
  const text = String(value);
  const keep = Math.min(visible, Math.max(0, text.length - 1));
  return MASK.repeat(text.length - keep) + text.slice(text.length - keep);
}

/** A bank account number: XXXXXXXX1234 (spec §2.13, §9). */
export const maskAccountNumber = (value: Maybe): string | null => maskKeepingLast(value?.replace(/\s+/g, ''));

/** A mobile number: XXXXXX3210 (digits only; a +91 or leading 0 is not shown). */
export const maskMobile = (value: Maybe): string | null => maskKeepingLast(value?.replace(/\D+/g, ''));

/** A PAN (ABCDE1234F): XXXXXX234F. */
export const maskPan = (value: Maybe): string | null => maskKeepingLast(value?.replace(/\s+/g, '').toUpperCase());

/**
 * A GSTIN (27ABCPK1000F1Z0): the state code and the last 3 stay (27XXXXXXXXXX1Z0); characters 3–12 are the holder's
 * PAN, so they are masked whole.
 */
export function maskGstin(value: Maybe): string | null {
  if (blank(value)) return null;
  const text = String(value).replace(/\s+/g, '').toUpperCase();
  if (text.length < 6) return MASK.repeat(text.length);
  return text.slice(0, 2) + MASK.repeat(text.length - 5) + text.slice(-3);
}

/** A card number or identifier shown as its last 4. */
export const maskIdentifier = (value: Maybe): string | null => maskKeepingLast(value);

/**
 * An address: only the last part (city / PIN) stays, e.g. 'XXXX, XXXX, 560001'. Words are masked letter for letter so
 * the length hints nothing more than the original layout.
 */
export function maskAddress(value: Maybe): string | null {
  if (blank(value)) return null;
  const parts = String(value)
    .split(',')
    .map((p) => p.trim());
  const last = parts.pop() ?? '';
  return [...parts.map((p) => p.replace(/[^\s]/g, MASK)), last].filter((p) => p !== '').join(', ');
}

/** A date of birth: the year only (XX/XX/1990). */
export function maskDob(value: Maybe): string | null {
  if (blank(value)) return null;
  const year = /(\d{4})/.exec(String(value))?.[1];
  return year ? `XX/XX/${year}` : MASK.repeat(String(value).length);
}

/**
 * An e-mail address: the first character of the name and the whole domain stay (cXXXXXXXXXX@example.com); the name's
 * length shows, never its letters. A value without '@' is masked as an identifier.
 */
export function maskEmail(value: Maybe): string | null {
  if (blank(value)) return null;
  const text = String(value).trim();
  const at = text.lastIndexOf('@');
  if (at <= 0) return maskIdentifier(text);
  const name = text.slice(0, at);
  return name[0] + MASK.repeat(Math.max(2, name.length - 1)) + text.slice(at);
}

/** Whether a value is shown masked (has the mask in it). */
export const isMasked = (value: Maybe): boolean => !blank(value) && String(value).includes(MASK.repeat(2));

/** The personal details a merchant's KYC case declares that go out masked and are revealed one at a time. */
export const KYC_DECLARED_PII = ['pan', 'gstin', 'address'] as const;
export type KycDeclaredPii = (typeof KYC_DECLARED_PII)[number];
export const isKycDeclaredPii = (field: string): field is KycDeclaredPii =>
  (KYC_DECLARED_PII as readonly string[]).includes(field);

/** The kinds of personal data a reveal call names. */
export const PII_KINDS = [
  'accountNumber',
  'mobile',
  'pan',
  'address',
  'dob',
  'identifier',
  'image',
  /** A loan's NACH mandate account (spec §3.17); the reveal's recordId is the mandate's id. */
  'nachAccountNumber',
  /** The mobile number of the consumer's UPI profile (spec §3.23; the UPI summary). */
  'upiMobile',
  /** One of the consumer's emergency/reference contacts' mobile (spec §7.5 /postpe/contacts); recordId: the contact. */
  'contactMobile',
  /** A bank account of the consumer's (spec §7.5 bank-details); the reveal's recordId is the account's id. */
  'bankAccountNumber',
  /** The e-mail of the consumer's DSA lead (spec §3.24; the Trillion tab). */
  'dsaLeadEmail',
] as const;
export type PiiKind = (typeof PII_KINDS)[number];

export const MASKERS: Readonly<Record<Exclude<PiiKind, 'image'>, (value: Maybe) => string | null>> = {
  accountNumber: maskAccountNumber,
  mobile: maskMobile,
  pan: maskPan,
  address: maskAddress,
  dob: maskDob,
  identifier: maskIdentifier,
  nachAccountNumber: maskAccountNumber,
  upiMobile: maskMobile,
  contactMobile: maskMobile,
  bankAccountNumber: maskAccountNumber,
  dsaLeadEmail: maskEmail,
};

/** A reveal asks for a reason (who, what, why, when go to the audit trail). */
export const REVEAL_REASON_MIN = 5;
export const REVEAL_REASON_MAX = 200;
