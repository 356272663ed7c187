/**
 * Disputes and chargebacks (spec §3.2, §5.2, §5.3, §9): the rules and exact messages the console's forms and the
 * chargeback backend share. Pure: dates are `yyyy-MM-dd` strings, "today" is passed in.
 */
import { daysBetween } from '../business-time';

export const DISPUTE_PRODUCTS = ['SWIPE', 'QR'] as const;
export type DisputeProduct = (typeof DISPUTE_PRODUCTS)[number];
export const DISPUTE_PRODUCT_KEY = 'DISPUTE_PRODUCT';

/** Case status (spec §3.2): INIT is shown as New. */
export const CASE_STATUSES = ['INIT', 'Processing', 'Resolved'] as const;
export type CaseStatus = (typeof CASE_STATUSES)[number];
export const CASE_STATUS_LABELS: Readonly<Record<CaseStatus, string>> = {
  INIT: 'New',
  Processing: 'Processing',
  Resolved: 'Resolved',
};

export const MAX_RANGE_DAYS = 180;
export const MAX_DAYS_BACK = 270;
export const SEARCH_DEBOUNCE_MS = 500;
export const MERCHANT_ID_MAX = 10;
export const MOBILE_MAX = 12;
export const DISPUTE_AMOUNT_MAX_CHARS = 10;

export const DISPUTE_MESSAGES = {
  merchantId: 'Merchant ID must contain only numbers.',
  utr: 'Transaction UTR must be alphanumeric.',
  mobile: 'Mobile number must start with 91.',
  freshdesk: 'Freshdesk Ticket ID must be alphanumeric.',
  range: 'Please select date range not more than 6 months',
  tooFarBack: 'Please select start date not beyond 270 days',
  fixErrors: 'Please fix the errors before searching.',
  endRequired: 'End date is required in date range.',
  startRequired: 'Start date is required in date range.',
  min5: 'Must be at least 5 characters.',
  max100: 'Cannot be more than 100 characters.',
  max200: 'Cannot be more than 200 characters.',
  max300: 'Cannot be more than 300 characters.',
  lettersDigits: 'Only letters and numbers are allowed.',
  required: 'This field is required.',
  amountPositive: 'Amount must be greater than 0.',
  amountMaxChars: 'Cannot be more than 10 characters.',
  disputeReason: 'Only letters and spaces are allowed.',
  searchPrompt: 'Please use the filters and click Search.',
  notAuthorized: 'Not authorized to list chargeback transactions!',
  notAuthorizedSwipe: 'Not authorized to list swipe chargeback transactions!',
  categoriesFailed: 'Failed to load dispute categories.',
  historyFailed: 'Something went wrong!',
  /**
   * Ours (the spec is silent): at most one open dispute (INIT or Processing) per transaction. A second raise, a bulk
   * row on such a transaction, or a re-raise while another case on it is open is refused (409); more documents go to
   * the open case (/chargeback/add/document). The database holds the rule (migration 0023's unique index).
   */
  openDispute: 'This transaction already has an open dispute.',
} as const;

/** 'Amount cannot exceed the total transaction amount of ₹{amount}.' with the amount in Indian grouping. */
export function amountTooHighMessage(total: number): string {
  return `Amount cannot exceed the total transaction amount of ₹${formatRupees(total)}.`;
}

/** ₹ amounts with Indian digit grouping (12,34,567.50); whole amounts without decimals. */
export function formatRupees(amount: number): string {
  return new Intl.NumberFormat('en-IN', { minimumFractionDigits: 0, maximumFractionDigits: 2 }).format(amount);
}

export type FieldErrors = Record<string, string>;

const DIGITS = /^\d+$/;
const ALNUM = /^[A-Za-z0-9]+$/;
const DATE = /^\d{4}-\d{2}-\d{2}$/;
const blank = (v: unknown): boolean => v === undefined || v === null || String(v).trim() === '';
const text = (v: unknown): string => (blank(v) ? '' : String(v).trim());

/** The `yyyy-MM-dd` day n days before a day (today is the IST business day: `istDayOf` in contract/business-time.ts). */
export function daysBefore(date: string, n: number): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) - n * 86_400_000).toISOString().slice(0, 10);
}

function merchantIdError(v: unknown): string | undefined {
  const s = text(v);
  if (!s) return undefined;
  return DIGITS.test(s) && s.length <= MERCHANT_ID_MAX ? undefined : DISPUTE_MESSAGES.merchantId;
}
function utrError(v: unknown): string | undefined {
  const s = text(v);
  return s && !ALNUM.test(s) ? DISPUTE_MESSAGES.utr : undefined;
}

function rangeErrors(start: string, end: string, today: string, errors: FieldErrors, farBack: boolean): void {
  if (!DATE.test(start)) errors.startDate = DISPUTE_MESSAGES.required;
  if (!DATE.test(end)) errors.endDate = DISPUTE_MESSAGES.required;
  if (errors.startDate || errors.endDate) return;
  if (farBack && daysBetween(start, today) > MAX_DAYS_BACK) errors.startDate = DISPUTE_MESSAGES.tooFarBack;
  else if (daysBetween(start, end) < 0 || daysBetween(start, end) > MAX_RANGE_DAYS)
    errors.endDate = DISPUTE_MESSAGES.range;
}

export interface ChargebackSearchFilters {
  merchantId?: string;
  rrn?: string;
  startDate?: string;
  endDate?: string;
}

/** Is there enough to search (spec §2.8: a merchant id or an RRN)? Until then the prompt shows. */
export const hasSearchKey = (f: ChargebackSearchFilters): boolean => !blank(f.merchantId) || !blank(f.rrn);

/**
 * §5.2 chargeback search (SWIPE/QR transactions): merchantId digits ≤ 10, rrn alphanumeric (each only when given),
 * start and end required, range ≤ 180 days, start not beyond 270 days back.
 */
export function chargebackSearchErrors(f: ChargebackSearchFilters, today: string): FieldErrors {
  const errors: FieldErrors = {};
  const m = merchantIdError(f.merchantId);
  if (m) errors.merchantId = m;
  const u = utrError(f.rrn);
  if (u) errors.rrn = u;
  rangeErrors(text(f.startDate), text(f.endDate), today, errors, true);
  return errors;
}

export interface DisputeListFilters {
  merchantId?: string;
  transactionId?: string;
  mobile?: string;
  chargebackCategory?: string;
  freshdeskTicketId?: string;
  startDate?: string;
  endDate?: string;
}

/** §5.2 dispute list and case search: the field rules, and both dates or neither, ≤ 180 days. */
export function disputeListErrors(f: DisputeListFilters): FieldErrors {
  const errors: FieldErrors = {};
  const m = merchantIdError(f.merchantId);
  if (m) errors.merchantId = m;
  const u = utrError(f.transactionId);
  if (u) errors.transactionId = u;
  const mobile = text(f.mobile);
  if (mobile && (!mobile.startsWith('91') || !DIGITS.test(mobile) || mobile.length > MOBILE_MAX))
    errors.mobile = DISPUTE_MESSAGES.mobile;
  const fd = text(f.freshdeskTicketId);
  if (fd && !ALNUM.test(fd)) errors.freshdeskTicketId = DISPUTE_MESSAGES.freshdesk;
  const start = text(f.startDate);
  const end = text(f.endDate);
  if (start && !end) errors.endDate = DISPUTE_MESSAGES.endRequired;
  else if (end && !start) errors.startDate = DISPUTE_MESSAGES.startRequired;
  else if (start && end && (daysBetween(start, end) < 0 || daysBetween(start, end) > MAX_RANGE_DAYS))
    errors.endDate = DISPUTE_MESSAGES.range;
  return errors;
}

/** §9 dispute list defaults: page 1, limit 20, status Processing, a week ago to today. */
export function disputeListDefaults(today: string) {
  return { page: 1, limit: 20, status: 'Processing' as CaseStatus, startDate: daysBefore(today, 7), endDate: today };
}

export const PROOF_TYPES = ['INVOICE', 'CUSTOMER_DECLARATION', 'OTHER'] as const;
export type ProofType = (typeof PROOF_TYPES)[number];
export const PROOF_MEDIA_TYPES = ['application/pdf', 'image/png', 'image/jpeg'] as const;
/** A proof file's largest size (bytes): 1 MiB each, at most 3 in one raise. */
export const PROOF_MAX_BYTES = 1_048_576;
export const PROOF_MAX_FILES = 3;
export const PROOF_TOO_LARGE = 'Proof file must not exceed 1 MB.';
export const PROOF_BAD_TYPE = 'Proof must be a PDF, PNG or JPEG file.';

/** What the raise-dispute form sends (spec §3.2), before the server adds the transaction. */
export interface RaiseDisputeValues {
  disputeCategory?: string;
  otherSpecify?: string;
  bankName?: string;
  acknowledgementNo?: string;
  subjectOfComplaint?: string;
  state?: string;
  city?: string;
  disputeAmount?: string | number;
  freshdeskTicketId?: string;
  remarks?: string;
}

function lengthError(v: string, min: number, max: number, maxMessage: string): string | undefined {
  if (v.length < min) return DISPUTE_MESSAGES.min5;
  if (v.length > max) return maxMessage;
  return undefined;
}
function alnumField(v: unknown, required: boolean): string | undefined {
  const s = text(v);
  if (!s) return required ? DISPUTE_MESSAGES.required : undefined;
  return (
    lengthError(s, 5, 100, DISPUTE_MESSAGES.max100) ?? (ALNUM.test(s) ? undefined : DISPUTE_MESSAGES.lettersDigits)
  );
}
function textField(v: unknown, required: boolean, max: 200 | 300): string | undefined {
  const s = text(v);
  if (!s) return required ? DISPUTE_MESSAGES.required : undefined;
  return lengthError(s, 5, max, max === 200 ? DISPUTE_MESSAGES.max200 : DISPUTE_MESSAGES.max300);
}

/** Category values that open their extra field (compared without case). */
export const isOthers = (category: unknown): boolean => text(category).toLowerCase() === 'others';
export const isBank = (category: unknown): boolean => text(category).toLowerCase() === 'bank';

/** §5.3 amount: greater than 0, not above the transaction total, at most 10 characters, a decimal with ≤ 2 places. */
export function disputeAmountError(v: unknown, total: number): string | undefined {
  const s = text(v);
  if (!s) return DISPUTE_MESSAGES.required;
  if (s.length > DISPUTE_AMOUNT_MAX_CHARS) return DISPUTE_MESSAGES.amountMaxChars;
  if (!/^\d+(\.\d{1,2})?$/.test(s) || Number(s) <= 0) return DISPUTE_MESSAGES.amountPositive;
  if (Number(s) > total) return amountTooHighMessage(total);
  return undefined;
}

/** §5.3: every field of the raise-dispute form, against the transaction's total amount. */
export function raiseDisputeErrors(
  values: RaiseDisputeValues,
  total: number,
  categories?: readonly string[],
): FieldErrors {
  const errors: FieldErrors = {};
  const set = (field: keyof RaiseDisputeValues, error: string | undefined) => {
    if (error) errors[field] = error;
  };
  const category = text(values.disputeCategory);
  set(
    'disputeCategory',
    !category || (categories && !categories.includes(category)) ? DISPUTE_MESSAGES.required : undefined,
  );
  if (isOthers(category)) set('otherSpecify', alnumField(values.otherSpecify, true));
  if (isBank(category)) set('bankName', textField(values.bankName, true, 200));
  set('acknowledgementNo', alnumField(values.acknowledgementNo, true));
  set('subjectOfComplaint', textField(values.subjectOfComplaint, true, 200));
  set('state', text(values.state) ? undefined : DISPUTE_MESSAGES.required);
  set('city', text(values.city) ? undefined : DISPUTE_MESSAGES.required);
  set('disputeAmount', disputeAmountError(values.disputeAmount, total));
  set('freshdeskTicketId', alnumField(values.freshdeskTicketId, false));
  set('remarks', textField(values.remarks, false, 300));
  return errors;
}

/** The dispute modal (§2.12): disputeReason letters and spaces, 1–200; holdReason optional, same pattern. */
export function disputeModalErrors(values: { disputeReason?: string; holdReason?: string }): FieldErrors {
  const errors: FieldErrors = {};
  const pattern = /^[A-Za-z ]{1,200}$/;
  const reason = text(values.disputeReason);
  if (!reason) errors.disputeReason = DISPUTE_MESSAGES.required;
  else if (!pattern.test(reason)) errors.disputeReason = DISPUTE_MESSAGES.disputeReason;
  const hold = text(values.holdReason);
  if (hold && !pattern.test(hold)) errors.holdReason = DISPUTE_MESSAGES.disputeReason;
  return errors;
}
