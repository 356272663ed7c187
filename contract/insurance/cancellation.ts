/**
 * Insurance bulk cancellation (issue 46 item 3, /insurance-bulk-cancellation): each row's verdict in a dry run and the
 * refund rule, pure so the console and the server read one rule.
 *
 * Refund rule: pro rata by unused cover days. A policy cancelled on IST day D refunds
 * floor(premium in paise × days from D to the end day, both counted / days of cover, both counted); nothing when D is
 * after the end day, and nothing when any claim on it was approved or paid (the cover was used).
 */
export const CANCEL_VERDICTS = ['ACTIVE', 'ALREADY_CANCELLED', 'EXPIRED', 'UNKNOWN', 'DUPLICATE'] as const;
export type CancelVerdict = (typeof CANCEL_VERDICTS)[number];
/** The upload kind of a cancellation file (contract/uploads): one policy id a row. */
export const INSURANCE_CANCEL_UPLOAD = 'insurance-cancel';
/** A policy id as issued (POL-<consumer>-<n>), any case in the file; kept in upper case. */
export const POLICY_ID = /^POL-[0-9A-Z-]{1,26}$/;
/**
 * A cancellation file's job (upload_jobs.status): CHECKED after the dry run, RAISED once a maker raised it for a checker,
 * APPROVED when approved (its queue job is cancelling), DONE when the job finished, REJECTED when the checker said no.
 */
export const CANCEL_FILE_STATES = ['CHECKED', 'RAISED', 'APPROVED', 'DONE', 'REJECTED'] as const;
/** A row: VALID (an active policy) or REJECTED after the dry run; CANCELLED or SKIPPED (no longer active) by the job. */
export const CANCEL_ROW_STATES = ['VALID', 'REJECTED', 'CANCELLED', 'SKIPPED'] as const;
/** Most first rows a dry run answers (the errors file has every rejected row). */
export const CANCEL_ROWS_SHOWN = 20;

export const CANCEL_MESSAGES = {
  policyId: 'Policy ID must look like POL-1001-1.',
  ALREADY_CANCELLED: 'The policy is already cancelled.',
  EXPIRED: 'The policy has expired.',
  UNKNOWN: 'No policy with this ID.',
  DUPLICATE: 'The same policy ID is on an earlier line.',
  checked: 'Cancellation file checked.',
  raised: 'Bulk cancellation raised; it runs once a checker approves it.',
  unknownFile: 'No checked cancellation file with this id.',
  alreadyRaised: 'This cancellation file has already been raised.',
  nothingToCancel: 'The file has no active policy; nothing to cancel.',
  noLongerActive: 'The policy was no longer active when the job reached it.',
} as const;

/** Most policy ids one dry run takes. */
export const CANCEL_MAX_ROWS = 1000;

const DAY_MS = 86_400_000;
const dayNumber = (day: string): number => Math.round(Date.parse(`${day}T00:00:00Z`) / DAY_MS);

/** Pure: the refund in paise of a policy cancelled on `cancelDay` (IST days as YYYY-MM-DD). */
export function proRataRefundPaise(
  policy: { premiumPaise: number; startDay: string; endDay: string; claimUsed: boolean },
  cancelDay: string,
): number {
  if (policy.claimUsed) return 0;
  const cover = dayNumber(policy.endDay) - dayNumber(policy.startDay) + 1;
  const from = Math.max(dayNumber(cancelDay), dayNumber(policy.startDay));
  const unused = dayNumber(policy.endDay) - from + 1;
  if (cover <= 0 || unused <= 0) return 0;
  return Math.floor((policy.premiumPaise * Math.min(unused, cover)) / cover);
}

/** Pure: the verdict of one row: an unknown id, a repeat of an earlier row, or the policy's state. */
export function cancelVerdict(status: string | undefined, seenBefore: boolean): CancelVerdict {
  if (seenBefore) return 'DUPLICATE';
  if (status === undefined) return 'UNKNOWN';
  if (status === 'CANCELLED') return 'ALREADY_CANCELLED';
  if (status === 'EXPIRED') return 'EXPIRED';
  return 'ACTIVE';
}
