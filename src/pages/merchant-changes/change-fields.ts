import { formatInr, orNotAvailable } from '../../format';

/** The merchant change kinds of the approvals inbox (decided at /maker/checker/{kind}/{id}/decision). */
export const MERCHANT_CHANGE_KINDS = ['BANK_CHANGE', 'SETTLEMENT_UNBLOCK', 'KYC_REVIEW', 'SETTLEMENT_TYPE'] as const;
export type MerchantChangeKind = (typeof MERCHANT_CHANGE_KINDS)[number];

export const isMerchantChangeKind = (kind: string): kind is MerchantChangeKind =>
  (MERCHANT_CHANGE_KINDS as readonly string[]).includes(kind);

/** The fields each kind's diff shows, old beside new (the request's `previous` and `proposed`). */
export const MERCHANT_CHANGE_FIELDS: Record<MerchantChangeKind, readonly string[]> = {
  BANK_CHANGE: [
    'merchantId',
    'purpose',
    'label',
    'accountNumber',
    'ifsc',
    'beneficiaryName',
    'bankName',
    'nameAtBank',
    'matchScore',
  ],
  SETTLEMENT_UNBLOCK: ['merchantId', 'blockId', 'blockType', 'amountHeld', 'reason', 'status', 'unblockReason'],
  KYC_REVIEW: ['merchantId', 'caseId', 'kycStatus', 'decision', 'reason'],
  SETTLEMENT_TYPE: ['merchantId', 'settlementType', 'changeReason'],
};

/** The labels of fields outside `merchantChanges.diff`. */
const FIELD_LABEL: Readonly<Record<string, string>> = {
  settlementType: 'merchantChanges.settlementType.diff.settlementType',
  changeReason: 'merchantChanges.settlementType.diff.changeReason',
};

/** Pure: the i18n key of a merchant change field's label. */
export const merchantChangeFieldLabel = (field: string): string =>
  FIELD_LABEL[field] ?? `merchantChanges.diff.${field}`;

/** Pure: a merchant change field's value as shown (the amount held in ₹). */
export const showMerchantChangeValue = (field: string, value: unknown): string =>
  field === 'amountHeld' ? formatInr(value) : orNotAvailable(value);
