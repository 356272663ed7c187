/**
 * Payment-gateway timeouts and the bulk VPA file (issue 45 item 5; spec §2.3 Investments: /pg/payment-timeout-config,
 * /vpa/upload; the spec names the routes only). Keys, bounds, the VPA format and the messages, shared by the console
 * and the reference backend. Choices are ours (README "Choices where the spec is silent").
 */
import type { PermissionKey } from '../permissions';

export const PG_TIMEOUT_VIEW_KEY = 'CAN_VIEW_PG_TIMEOUTS' satisfies PermissionKey;
export const PG_TIMEOUT_RAISE_KEY = 'CAN_RAISE_PG_TIMEOUT_CHANGE' satisfies PermissionKey;
export const PG_TIMEOUT_APPROVE_KEY = 'CAN_APPROVE_PG_TIMEOUT_CHANGE' satisfies PermissionKey;
export const VPA_UPLOAD_KEY = 'CAN_UPLOAD_VPA_FILE' satisfies PermissionKey;

/** The maker/checker kind of a timeout change (contract/approvals/inbox.ts). */
export const PG_TIMEOUT_KIND = 'PG_TIMEOUT_CHANGE';

/** The payment methods the gateway times out, in the page's order. */
export const PG_METHODS = ['UPI_INTENT', 'UPI_COLLECT', 'CARD', 'NETBANKING', 'WALLET', 'EMI'] as const;
export type PgMethod = (typeof PG_METHODS)[number];

/**
 * How long the gateway waits for a payment of each method before it fails it, in whole seconds, and the bounds a change
 * must keep: a UPI collect waits for the payer to approve in their app; cards and net banking wait through the bank's
 * 3-D Secure or login pages.
 */
export const PG_TIMEOUT_BOUNDS: Readonly<Record<PgMethod, { min: number; max: number }>> = {
  UPI_INTENT: { min: 60, max: 600 },
  UPI_COLLECT: { min: 120, max: 900 },
  CARD: { min: 120, max: 900 },
  NETBANKING: { min: 180, max: 1200 },
  WALLET: { min: 60, max: 600 },
  EMI: { min: 180, max: 1200 },
};

/** Pure: why `seconds` is not a timeout `method` may have, or null. */
export function timeoutProblem(method: PgMethod, seconds: number): string | null {
  const { min, max } = PG_TIMEOUT_BOUNDS[method];
  if (!Number.isInteger(seconds)) return PG_VPA_MESSAGES.wholeSeconds;
  return seconds < min || seconds > max ? PG_VPA_MESSAGES.outOfBounds(min, max) : null;
}

/** The upload kind of a VPA file (contract/uploads), its job states and its rows' states. */
export const VPA_UPLOAD_KIND = 'vpa-upload';
/** CHECKED: dry run done, waiting for confirmation; APPLIED: confirmed (once). */
export const VPA_JOB_STATES = ['CHECKED', 'APPLIED'] as const;
export type VpaJobState = (typeof VPA_JOB_STATES)[number];
/** VALID / REJECTED after the dry run; APPLIED or SKIPPED (taken meanwhile) after the confirmation. */
export const VPA_ROW_STATES = ['VALID', 'REJECTED', 'APPLIED', 'SKIPPED'] as const;
export type VpaRowState = (typeof VPA_ROW_STATES)[number];

/**
 * A VPA as NPCI's handle rules have it: `name@handle`, the name 2 to 50 letters, digits, '.', '-' or '_' (starting and
 * ending with a letter or digit), the handle the PSP's 2 to 20 letters. Case does not matter; kept in lower case.
 */
const VPA = /^[a-z0-9](?:[a-z0-9._-]{0,48}[a-z0-9])?@[a-z]{2,20}$/;

/** Pure: the VPA as kept (trimmed, lower case), or null when it breaks the rules. */
export function normaliseVpa(text: string): string | null {
  const v = text.trim().toLowerCase();
  if (!VPA.test(v) || v.split('@')[0]!.length < 2 || v.includes('..')) return null;
  return v;
}

/** Most first rejected rows a dry run answers (the errors file has them all). */
export const VPA_ERRORS_SHOWN = 20;
/** Most first applicable rows a dry run answers (what the confirmation restates). */
export const VPA_PREVIEW_ROWS = 10;

export const PG_VPA_MESSAGES = {
  wholeSeconds: 'The timeout is whole seconds.',
  outOfBounds: (min: number, max: number) => `The timeout must be from ${min} to ${max} seconds.`,
  sameTimeout: 'The method already has this timeout.',
  timeoutRaised: 'Timeout change raised; it applies once a checker approves it.',
  timeoutMoved: "The method's timeout changed after this request was raised; raise it again.",
  noMethod: 'No such payment method.',
  vpa: 'VPA must be name@handle: the name 2 to 50 letters, digits, dot, hyphen or underscore, the handle 2 to 20 letters.',
  unknownMerchant: 'Merchant not found.',
  vpaTaken: (merchantId: string) => `This VPA belongs to merchant ${merchantId}.`,
  vpaTwice: (line: number) => `The same VPA is on line ${line}.`,
  sameVpa: 'The merchant already has this VPA.',
  checked: 'VPA file checked.',
  applied: (n: number) => `${n} VPA${n === 1 ? '' : 's'} applied.`,
  unknownFile: 'No checked VPA file with this id.',
  alreadyApplied: 'This VPA file has already been applied.',
  nothingToApply: 'The file has no valid row; nothing to apply.',
  takenMeanwhile: 'The VPA was given to another merchant after the dry run.',
} as const;
