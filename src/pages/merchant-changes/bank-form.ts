import {
  accountNumber,
  beneficiaryName,
  ifsc,
  merchantId,
  remarks,
  type BankPurpose,
  type BankVerificationDto,
} from '../../../contract/merchant-changes/bank';

export interface BankFormInput {
  merchantId: string;
  purpose: BankPurpose;
  accountNumber: string;
  ifsc: string;
  beneficiaryName: string;
  remarks: string;
}

export const EMPTY_BANK_FORM: BankFormInput = {
  merchantId: '',
  purpose: 'SETTLEMENT',
  accountNumber: '',
  ifsc: '',
  beneficiaryName: '',
  remarks: '',
};

const RULES = { merchantId, accountNumber, ifsc, beneficiaryName, remarks } as const;

/** Pure: the message of each filled-in field that breaks its rule (the contract's, the server applies the same). */
export function bankFormErrors(input: BankFormInput): Partial<Record<keyof typeof RULES, string>> {
  const errors: Partial<Record<keyof typeof RULES, string>> = {};
  for (const [field, rule] of Object.entries(RULES) as [keyof typeof RULES, (typeof RULES)[keyof typeof RULES]][]) {
    if (input[field] === '') continue;
    const result = rule.safeParse(input[field]);
    if (!result.success) errors[field] = result.error.issues[0]?.message ?? '';
  }
  return errors;
}

/** Pure: does a verification cover exactly the account in the form (merchant, account number, IFSC)? */
export const verifies = (v: BankVerificationDto | null, input: BankFormInput): v is BankVerificationDto =>
  v !== null &&
  v.merchantId === input.merchantId.trim() &&
  v.accountNumber === input.accountNumber.trim() &&
  v.ifsc === input.ifsc.trim().toUpperCase();

/**
 * Pure: why the request cannot be raised yet (an i18n key), or null. The server refuses the same cases (422): no
 * verification of exactly this account, or a failed one.
 */
export function raiseBlocker(input: BankFormInput, verification: BankVerificationDto | null): string | null {
  const errors = bankFormErrors(input);
  const filled = Object.entries(input).every(([, v]) => String(v).trim() !== '');
  if (!filled || Object.keys(errors).length > 0) return 'merchantChanges.form.fill_all';
  if (!verifies(verification, input)) return 'merchantChanges.form.verify_first';
  if (verification.result !== 'SUCCESS') return 'merchantChanges.form.verification_failed';
  return null;
}

/** Pure: can the account be verified (merchant id, account number and IFSC valid)? */
export const canVerify = (input: BankFormInput): boolean => {
  const errors = bankFormErrors(input);
  return (
    input.merchantId !== '' &&
    input.accountNumber !== '' &&
    input.ifsc !== '' &&
    !errors.merchantId &&
    !errors.accountNumber &&
    !errors.ifsc
  );
};
