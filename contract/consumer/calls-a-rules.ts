/**
 * The rules of the consumer 360 calls, part A (issue 46 item 6; spec §7.5; ours where the spec gives only the call's
 * name): bodies as zod schemas, limits and messages. The server enforces them; the console's forms check the same.
 */
import { z } from 'zod';
import { fromText } from '../strict-number';
import { toPaise } from '../money';

/** The four-eyes kind of a verified-name correction (≤ 20 characters). */
export const VERIFIED_NAME_KIND = 'VERIFIED_NAME';
export const VERIFIED_NAME_MAX = 120;
export const VERIFIED_NAME_REASONS = [
  'Name as on PAN',
  'Name as on bank account',
  'Spelling correction',
  'Name changed (marriage or gazette)',
] as const;

/** Repayment links: valid 48 hours; the next to the same consumer at least 10 minutes after the last. */
export const REPAYMENT_LINK_RULES = { expiryHours: 48, cooldownMinutes: 10 } as const;
export const REPAYMENT_LINK_CHANNELS = ['SMS', 'EMAIL'] as const;
export type RepaymentLinkChannel = (typeof REPAYMENT_LINK_CHANNELS)[number];
export const REPAYMENT_LINK_STATES = ['SENT', 'PAID', 'EXPIRED'] as const;
export type RepaymentLinkState = (typeof REPAYMENT_LINK_STATES)[number];

/** A link's state now: PAID once paid; else EXPIRED after its expiry; else SENT. */
export function repaymentLinkState(
  link: { paidAt: number | null; expiresAt: number },
  nowMs: number,
): RepaymentLinkState {
  if (link.paidAt !== null) return 'PAID';
  return nowMs >= link.expiresAt ? 'EXPIRED' : 'SENT';
}

/** A link's amount may not exceed what the consumer owes (compared in whole paise). */
export const withinDue = (amount: number, due: number): boolean =>
  toPaise(amount) > 0 && toPaise(amount) <= toPaise(due);

/** Minutes (at least 1) until the next send is allowed, after a send at `lastSentAt`. */
export const minutesUntilNextSend = (lastSentAt: number, nowMs: number): number =>
  Math.max(1, Math.ceil((lastSentAt + REPAYMENT_LINK_RULES.cooldownMinutes * 60_000 - nowMs) / 60_000));

/** Death certificate: PDF, JPEG or PNG (by content), at most 5 MB. */
export const DEATH_CERTIFICATE_MAX_BYTES = 5 * 1024 * 1024;

export const CALLS_A_MESSAGES = {
  notFound: 'No Record Found!',
  sameName: 'The new name is the current verified name.',
  namePending: 'A verified-name correction is already waiting for a checker on this consumer.',
  nameRequested: (requestId: number, consumerId: number) =>
    `Verified name correction #${requestId} for consumer ${consumerId} sent to a checker.`,
  nameChanged: 'The consumer changed since this request was raised; raise it again.',
  amountOverDue: (due: string) => `The amount cannot exceed what is due (${due}).`,
  noEmail: 'The consumer has no e-mail address; send the link by SMS.',
  cooldown: (minutes: number) =>
    `A repayment link was sent to this consumer less than ${REPAYMENT_LINK_RULES.cooldownMinutes} minutes ago. The next can be sent in ${minutes} minute${minutes === 1 ? '' : 's'}.`,
  linkSent: (linkId: string, amount: string, to: string) => `Repayment link ${linkId} for ${amount} sent to ${to}.`,
  certificateTooLarge: 'The certificate must be at most 5 MB.',
  certificateUploaded: (fileName: string, consumerId: number) =>
    `Death certificate ${fileName} uploaded for consumer ${consumerId}.`,
  noCertificate: 'No death certificate is on file for this consumer.',
} as const;

const consumerId = fromText(z.number({ error: 'Consumer id: digits only.' }).int().positive());
const text = (label: string, max: number) =>
  z
    .string({ error: `${label} is required.` })
    .trim()
    .min(1, `${label} is required.`)
    .max(max, `${label}: at most ${max} characters.`);

/** PUT /postpe/verified-name. */
export const verifiedNameBody = z
  .object({
    consumerId,
    verifiedName: text('Verified name', VERIFIED_NAME_MAX).regex(
      /^[A-Za-z][A-Za-z .'-]*$/,
      'Verified name: letters, spaces, dots, hyphens and apostrophes only.',
    ),
    reason: z.enum(VERIFIED_NAME_REASONS, { error: 'Choose a reason.' }),
    remarks: text('Remarks', 300),
  })
  .strict();
export type VerifiedNameBody = z.output<typeof verifiedNameBody>;

/** POST /lending/repayment-link/send. */
export const repaymentLinkBody = z
  .object({
    consumerId,
    amount: z
      .number({ error: 'Amount is required.' })
      .positive('Amount must be more than 0.')
      .refine((v) => Math.abs(v * 100 - Math.round(v * 100)) < 1e-6, 'Amount: at most 2 decimals.'),
    channel: z.enum(REPAYMENT_LINK_CHANNELS, { error: 'Choose SMS or e-mail.' }),
  })
  .strict();
export type RepaymentLinkBody = z.output<typeof repaymentLinkBody>;

/** POST /lending/death-certificate/upload: the file as base64, with remarks. */
export const deathCertificateBody = z
  .object({
    consumerId,
    fileName: text('File name', 200),
    content: z.string({ error: 'The certificate is required.' }).min(1, 'The certificate is required.'),
    remarks: text('Remarks', 300),
  })
  .strict();
export type DeathCertificateBody = z.output<typeof deathCertificateBody>;

/** The wire shapes the console reads. */
export interface ContactWire {
  id: number;
  kind: 'EMERGENCY' | 'REFERENCE';
  name: string;
  relation: string;
  mobile: string | null;
}
export interface RepaymentLinkWire {
  id: number;
  linkId: string;
  amount: number;
  channel: RepaymentLinkChannel;
  destination: string | null;
  state: RepaymentLinkState;
  sentBy: string;
  sentAt: number;
  expiresAt: number;
  paidAt: number | null;
}
export interface SanctionLetterWire {
  letterId: string;
  product: 'CREDIT_LINE' | 'EMI_LOAN';
  lender: string;
  sanctionedAmount: number;
  sanctionedAt: number;
  loanId: number | null;
}
export interface DeathCertificateWire {
  fileName: string;
  mediaType: string;
  size: number;
  uploadedBy: string;
  uploadedAt: number;
  remarks: string;
}
