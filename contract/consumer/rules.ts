/**
 * The consumer 360's rules (spec §2.13, §4, §5.8, §9) as pure functions: the console shows a button exactly when
 * these allow it, and the server refuses the call on the same test.
 */

/** Spec §2.13, §9: the lookup takes at most 12 digits. */
export const LOOKUP_MAX = 12;
export const MOBILE_LENGTH = 10;
/** Spec §9: bank reference max 20; IFSC max 11; new limit max 6; cashback amount max 3 characters; tiers 1 to 5. */
export const BANK_REFERENCE_MAX = 20;
export const IFSC_MAX = 11;
export const NEW_LIMIT_MAX_DIGITS = 6;
export const CASHBACK_AMOUNT_MAX_CHARS = 3;
export const CASHBACK_TIERS = [1, 2, 3, 4, 5] as const;
/** Spec §9: the extra IMPS charge on send money, per transaction, in rupees. */
export const IMPS_CHARGE_RUPEES = 25;
/** Spec §9: CRM audit page size; bank transfers page 1, limit 20. */
export const CRM_AUDIT_PAGE_SIZE = 10;
export const DAY_SECONDS = 86_400;

/**
 * What the lookup field keeps of what is typed or pasted (spec §2.13): digits only; a pasted '+91 98765 43210' keeps
 * the 10-digit mobile; leading zeros go. At most 12 characters.
 */
export function normaliseLookup(raw: string): string {
  const hadCountryCode = /^\s*\+\s*91/.test(raw);
  let digits = raw.replace(/\D+/g, '');
  if (hadCountryCode) digits = digits.slice(2);
  digits = digits.replace(/^0+/, '');
  return digits.slice(0, LOOKUP_MAX);
}

/** Why a normalised lookup cannot be searched (an i18n key), or null. */
export function lookupProblem(value: string): string | null {
  if (value === '') return 'consumer360.lookup.required';
  if (!/^\d{1,12}$/.test(value)) return 'consumer360.lookup.digits';
  return null;
}

/** Spec §4 filter lists. */
export const TXN_STATUS_FILTERS = ['All', 'SUCCESS', 'FAILED', 'PENDING', 'DISPUTE'] as const;
export const TXN_INDICATORS = ['DEBIT', 'CREDIT'] as const;
export const TXN_TYPES = [
  'PAYMENT',
  'CARD_USAGE',
  'BANK_TRANSFER',
  'QR_REFUND',
  'REPAYMENT',
  'DISBURSAL',
  'CASHBACK',
  'EMI',
] as const;

/** Spec §5.8: a date filter with only one end of the range is ignored (both ends or neither). */
export function effectiveRange(from?: number | null, to?: number | null): { from: number; to: number } | null {
  if (from === undefined || from === null || to === undefined || to === null) return null;
  return { from, to };
}

export interface TxnState {
  txnType: string;
  txnIndicator: string;
  status: string;
  subStatus?: string | null;
  /** Epoch seconds. */
  updatedAt: number;
  cashbackAmount?: number | null;
}

/**
 * Spec §4 card transaction hold: a card-usage DEBIT in SUCCESS may go to HOLD, and HOLD back to SUCCESS; hidden
 * when neither, when not a DEBIT card usage, or when a SUCCESS one was updated a day or more ago. Returns the status
 * the action sets, or null when there is no action.
 */
export function holdTarget(txn: TxnState, nowSeconds: number): 'HOLD' | 'SUCCESS' | null {
  if (txn.txnType !== 'CARD_USAGE' || txn.txnIndicator !== 'DEBIT') return null;
  if (txn.status === 'HOLD') return 'SUCCESS';
  if (txn.status === 'SUCCESS' && nowSeconds - txn.updatedAt < DAY_SECONDS) return 'HOLD';
  return null;
}

/** Spec §4: apply cashback only on PAYMENT or CARD_USAGE in SUCCESS with no cashback yet. */
export function canApplyCashback(txn: TxnState): boolean {
  return (
    (txn.txnType === 'PAYMENT' || txn.txnType === 'CARD_USAGE') &&
    txn.status === 'SUCCESS' &&
    !(Number(txn.cashbackAmount ?? 0) > 0)
  );
}

/** Spec §4: a QR refund may be reverted while its subStatus is not REVERTED. */
export const canRevertQrRefund = (txn: Pick<TxnState, 'txnType' | 'subStatus'>): boolean =>
  txn.txnType === 'QR_REFUND' && txn.subStatus !== 'REVERTED';

/** Spec §4: bank-transfer Check only when status SUCCESS. */
export const canCheckBankTransfer = (status: string): boolean => status === 'SUCCESS';

/** Spec §4 EMI foreclosure: Foreclose Details and Ledger only for these loan statuses. */
export const EMI_DETAIL_STATUSES = ['ACTIVE', 'FORECLOSED', 'CLOSED'] as const;
export const canSeeEmiDetails = (loanStatus: string): boolean =>
  (EMI_DETAIL_STATUSES as readonly string[]).includes(loanStatus);
/** Foreclose Loan: disabled when canForeclose is false (and only an ACTIVE loan can be foreclosed). */
export const canForeclose = (loan: { canForeclose: boolean; loanStatus: string }): boolean =>
  loan.canForeclose && loan.loanStatus === 'ACTIVE';

/** Lender NOC (spec §7.5 /postpe/lender-noc): a no-objection certificate exists only for a loan that is paid off. */
export const NOC_LOAN_STATUSES = ['CLOSED', 'FORECLOSED'] as const;
export const canGetLenderNoc = (loanStatus: string): boolean =>
  (NOC_LOAN_STATUSES as readonly string[]).includes(loanStatus);
export const NOC_REFUSED = 'A lender NOC is issued only for CLOSED or FORECLOSED loans.';

/** Spec §4 bill display: paid date blank for CARRY_FORWARDED; EMI supported Y only for CONVERTED TO EMI. */
export const billPaidDateShown = (billStatus: string): boolean => billStatus !== 'CARRY_FORWARDED';
export const emiSupportedLabel = (billStatus: string): 'Y' | 'N' => (billStatus === 'CONVERTED TO EMI' ? 'Y' : 'N');

/** Spec §9: merchant category 6513 is shown as Rent Payments. */
export const merchantCategoryLabel = (mcc: string | null | undefined): string | null =>
  mcc === '6513' ? 'Rent Payments' : (mcc ?? null);

/** Spec §4: a disbursal by LDC still PENDING also shows its expected success time. */
export const showsExpectedTime = (txn: { disbursalType?: string | null; status: string }): boolean =>
  txn.disbursalType === 'LDC' && txn.status === 'PENDING';

/** Spec §9 numeric change indicator: red down for negative, green up otherwise, grey N/A when missing. */
export function changeIndicator(value: number | null | undefined): 'down' | 'up' | 'none' {
  if (value === null || value === undefined || Number.isNaN(value)) return 'none';
  return value < 0 ? 'down' : 'up';
}
