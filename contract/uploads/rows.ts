/**
 * One zod row schema per upload kind (spec §3.11, §5.6), shared by the console's CSV worker and the server. Every
 * cell arrives as text (types off: leading zeros of ids and IFSCs survive); each schema checks the cells of one
 * row and turns them into the values applied. Cell messages are ours where the spec has none (README).
 */
import { z } from 'zod';
import { isoDay, oneMonthAfter, rowSchemaOf, rowSpec, type CellRule } from './row-spec';
import { depositBulkSpec, merchantCashbackSpec } from './deposit-rows';
import { variableEarningSpec } from './p2p-rows';
import { PINCODE_COLUMNS, pincodeSpec } from '../delivery/pincode-rows';
import { normaliseVpa, PG_VPA_MESSAGES } from '../pg-vpa/rules';
import { CANCEL_MESSAGES, POLICY_ID } from '../insurance/cancellation';
import { ACQUIRER_COLUMNS, BANK_COLUMNS, acquirerFileSpec, bankFileSpec } from '../recon/rules';

export * from './row-spec';

export const UPLOAD_KINDS = [
  'merchant-status',
  'ifsc',
  'qr-orders',
  'settlement-config',
  'p2pm',
  'merchant-cashback',
  'deposit-bulk',
  'variable-earning',
  // Ours (issue 43 item 5): the merchant ids a merchant alert goes to; a bad row is rejected, the rest kept.
  'merchant-alert-audience',
  // Ours (issue 44 item 4): a delivery partner's serviceable pincodes; all or nothing.
  'delivery-pincodes',
  // Ours (issue 45 item 5): merchants' VPAs; a dry run keeps the valid rows, the confirmation applies them.
  'vpa-upload',
  // Ours (issue 45 item 1): an acquirer's settlement file and a bank statement, reconciled; all or nothing.
  'recon-acquirer',
  'recon-bank',
  // Ours (issue 46 item 3): insurance policies to cancel; a dry run, then four eyes, then a queue job.
  'insurance-cancel',
  // Ours (issue 46 item 2): the consumer ids a pay-later campaign goes to; a bad row is rejected, the rest kept.
  'campaign-audience',
] as const;
export type UploadKind = (typeof UPLOAD_KINDS)[number];

/** §3.11: the columns of each file, in the order of the sample files. */
export const UPLOAD_COLUMNS = {
  'merchant-status': ['merchantId', 'merchantStoreId', 'status', 'remarks', 'opType', 'source'],
  ifsc: ['bank', 'ifsc', 'branch', 'address', 'contact', 'city', 'district', 'state', 'bank_code', 'status'],
  'qr-orders': ['merchant_id', 'address_id'],
  'settlement-config': ['merchantId', 'status', 'settlementType', 'startDate', 'endDate', 'type', 'remarks'],
  p2pm: ['merchantId', 'p2pmFlag'],
  'merchant-cashback': ['merchantId', 'amount', 'reference', 'remarks'],
  'deposit-bulk': ['accountNo', 'amount', 'reference', 'remarks'],
  'variable-earning': ['accountNo', 'interestRate', 'forDate', 'remarks'],
  'merchant-alert-audience': ['merchantId'],
  'delivery-pincodes': PINCODE_COLUMNS,
  'vpa-upload': ['merchantId', 'vpa'],
  'recon-acquirer': ACQUIRER_COLUMNS,
  'recon-bank': BANK_COLUMNS,
  'insurance-cancel': ['policyId'],
  'campaign-audience': ['consumerId'],
} as const satisfies Record<UploadKind, readonly string[]>;

export const CELL_MESSAGES = {
  required: 'Required.',
  merchantId: 'Merchant ID must contain only numbers.',
  merchantIdLength: 'Merchant ID must be at most 10 digits.',
  digits: 'Must contain only numbers.',
  tooLong: (max: number) => `Must be at most ${max} characters.`,
  oneOf: (values: readonly string[]) => `Must be one of ${values.join(', ')}.`,
  ifsc: 'IFSC must be 11 characters: 4 letters, 0, then 6 letters or digits.',
  phone: 'Contact must be 6 to 15 digits.',
  date: 'Must be a date as yyyy-MM-dd.',
  endBeforeStart: 'End date must not be before the start date.',
  spanOverMonth: 'Start and end dates must be at most 1 month apart.',
  instantOnlyBlocked: 'INSTANT_SETTLEMENT allows only BLOCKED.',
  flag: 'Must be true or false.',
  consumerId: 'Consumer ID must be up to 10 digits.',
} as const;

/** §5.6: a blank settlement-config remark gets this default. */
export const DEFAULT_SETTLEMENT_REMARKS = 'Settlement config updated by bulk upload';

export const MERCHANT_STATUSES = ['ACTIVE', 'INACTIVE', 'BLOCKED', 'SUSPENDED', 'REJECTED'] as const;
export const MERCHANT_OP_TYPES = ['STATUS_UPDATE', 'KYC_DOC_REJECT'] as const;
export const IFSC_STATUSES = ['ACTIVE', 'INACTIVE'] as const;
export const SETTLEMENT_STATUSES = ['ACTIVE', 'INACTIVE'] as const;
export const SETTLEMENT_TYPES = ['AUTO_SETTLEMENT', 'INSTANT_SETTLEMENT'] as const;
export const SETTLEMENT_HOLD_TYPES = ['BLOCKED', 'DELAYED'] as const;

const IFSC = /^[A-Z]{4}0[A-Z0-9]{6}$/;

// The rules run once per cell of files of up to 1 MiB (DESIGN.md §6 CSV budget): no closure is made per call, and
// plain character loops stand in for regular expressions where they are simpler.
const isDigits = (v: string): boolean => {
  if (v.length === 0) return false;
  for (let i = 0; i < v.length; i++) {
    const c = v.charCodeAt(i);
    if (c < 48 || c > 57) return false;
  }
  return true;
};
const maxLength = (max: number): CellRule => {
  const message = CELL_MESSAGES.tooLong(max);
  return (v) => (v.length > max ? message : null);
};
const requiredText = (max: number): CellRule => {
  const length = maxLength(max);
  return (v) => (v === '' ? CELL_MESSAGES.required : length(v));
};
const merchantIdRule: CellRule = (v) =>
  v === ''
    ? CELL_MESSAGES.required
    : !isDigits(v)
      ? CELL_MESSAGES.merchantId
      : v.length > 10
        ? CELL_MESSAGES.merchantIdLength
        : null;
const optionalDigits = (max: number): CellRule => {
  const length = maxLength(max);
  return (v) => (v !== '' && !isDigits(v) ? CELL_MESSAGES.digits : length(v));
};
const requiredDigits = (max: number): CellRule => {
  const digits = optionalDigits(max);
  return (v) => (v === '' ? CELL_MESSAGES.required : digits(v));
};
/**
 * A cell that must name one of `values` (in any case): its rule, and `pick`, the listed constant it names (the
 * constant itself, so no upper-cased copy is made for the usual spelling). `pick` reuses the rule's answer for the
 * text it has just checked (the row check normalises the very strings its rules saw), so a cell is looked up once.
 */
function oneOf<T extends string>(values: readonly T[]): { rule: CellRule; pick: (v: string) => T } {
  const message = CELL_MESSAGES.oneOf(values);
  const find = (v: string): T | undefined => {
    for (let i = 0; i < values.length; i++) if (values[i] === v) return values[i];
    return undefined;
  };
  let lastText = '';
  let lastFound: T | undefined;
  return {
    rule: (v) => {
      lastText = v;
      lastFound = find(v) ?? find(v.toUpperCase());
      return lastFound === undefined ? message : null;
    },
    pick: (v) => (v === lastText ? lastFound : find(v)) ?? (v.toUpperCase() as T),
  };
}

const isoDate: CellRule = (v) => (isoDay(v) === null ? CELL_MESSAGES.date : null);
const merchantStatus = oneOf(MERCHANT_STATUSES);
const merchantOpType = oneOf(MERCHANT_OP_TYPES);
const ifscStatus = oneOf(IFSC_STATUSES);
const settlementStatus = oneOf(SETTLEMENT_STATUSES);
const settlementType = oneOf(SETTLEMENT_TYPES);
const settlementHoldType = oneOf(SETTLEMENT_HOLD_TYPES);

export const merchantStatusSpec = rowSpec({
  cells: {
    merchantId: merchantIdRule,
    merchantStoreId: optionalDigits(20),
    status: merchantStatus.rule,
    remarks: maxLength(300),
    opType: merchantOpType.rule,
    source: requiredText(50),
  },
  normalise: (r) => ({
    merchantId: r.merchantId,
    merchantStoreId: r.merchantStoreId,
    status: merchantStatus.pick(r.status),
    remarks: r.remarks,
    opType: merchantOpType.pick(r.opType),
    source: r.source,
  }),
});

export const ifscSpec = rowSpec({
  cells: {
    bank: requiredText(100),
    ifsc: (v) => (v === '' ? CELL_MESSAGES.required : IFSC.test(v) ? null : CELL_MESSAGES.ifsc),
    branch: requiredText(100),
    address: maxLength(300),
    contact: (v) => (v === '' || /^\d{6,15}$/.test(v) ? null : CELL_MESSAGES.phone),
    city: maxLength(100),
    district: maxLength(100),
    state: maxLength(100),
    bank_code: maxLength(20),
    status: ifscStatus.rule,
  },
  normalise: (r) => ({
    bank: r.bank,
    ifsc: r.ifsc,
    branch: r.branch,
    address: r.address,
    contact: r.contact,
    city: r.city,
    district: r.district,
    state: r.state,
    bank_code: r.bank_code,
    status: ifscStatus.pick(r.status),
  }),
});

export const qrOrderSpec = rowSpec({
  cells: {
    merchant_id: merchantIdRule,
    address_id: requiredDigits(20),
  },
  normalise: (r) => ({ merchant_id: r.merchant_id, address_id: r.address_id }),
});

export const settlementConfigSpec = rowSpec({
  cells: {
    merchantId: merchantIdRule,
    status: settlementStatus.rule,
    settlementType: settlementType.rule,
    startDate: isoDate,
    endDate: isoDate,
    type: settlementHoldType.rule,
    remarks: maxLength(300),
  },
  normalise: (r) => ({
    merchantId: r.merchantId,
    status: settlementStatus.pick(r.status),
    settlementType: settlementType.pick(r.settlementType),
    startDate: r.startDate,
    endDate: r.endDate,
    type: settlementHoldType.pick(r.type),
    remarks: r.remarks || DEFAULT_SETTLEMENT_REMARKS,
  }),
  rowRules: (row) => {
    const issues: { column: string; message: string }[] = [];
    const start = isoDay(row.startDate);
    const end = isoDay(row.endDate);
    const limit = oneMonthAfter(row.startDate);
    if (start !== null && end !== null && limit !== null) {
      if (end < start) issues.push({ column: 'endDate', message: CELL_MESSAGES.endBeforeStart });
      else if (end > limit) issues.push({ column: 'endDate', message: CELL_MESSAGES.spanOverMonth });
    }
    if (row.settlementType === 'INSTANT_SETTLEMENT' && row.type !== 'BLOCKED') {
      issues.push({ column: 'type', message: CELL_MESSAGES.instantOnlyBlocked });
    }
    return issues;
  },
});

const FLAGS = ['', 'null', 'true', 'false'];
/** 'true' in any case (without an upper- or lower-cased copy for the usual exact spelling). */
const isTrue = (v: string): boolean => v === 'true' || (v.length === 4 && v.toLowerCase() === 'true');
export const p2pmSpec = rowSpec({
  cells: {
    merchantId: merchantIdRule,
    p2pmFlag: (v) => (FLAGS.includes(v) || FLAGS.includes(v.toLowerCase()) ? null : CELL_MESSAGES.flag),
  },
  normalise: (r) => ({ merchantId: r.merchantId, p2pmFlag: isTrue(r.p2pmFlag) }),
});

/** A merchant alert's audience file: one merchant id a row (issue 43 item 5). */
export const merchantAlertAudienceSpec = rowSpec({
  cells: { merchantId: merchantIdRule },
  normalise: (r) => ({ merchantId: r.merchantId }),
});

/** A VPA file's row (issue 45 item 5): a merchant and the VPA it is given (contract/pg-vpa/rules.ts format). */
export const vpaUploadSpec = rowSpec({
  cells: {
    merchantId: merchantIdRule,
    vpa: (v) => (v === '' ? CELL_MESSAGES.required : normaliseVpa(v) === null ? PG_VPA_MESSAGES.vpa : null),
  },
  normalise: (r) => ({ merchantId: r.merchantId, vpa: normaliseVpa(r.vpa) ?? r.vpa }),
});

/** An insurance cancellation file's row (issue 46 item 3): one policy id. */
export const insuranceCancelSpec = rowSpec({
  cells: {
    policyId: (v) =>
      v === '' ? CELL_MESSAGES.required : POLICY_ID.test(v.toUpperCase()) ? null : CANCEL_MESSAGES.policyId,
  },
  normalise: (r) => ({ policyId: r.policyId.toUpperCase() }),
});

/** A campaign audience file's row (issue 46 item 2): one consumer id (digits, as the 360 looks consumers up). */
export const campaignAudienceSpec = rowSpec({
  cells: {
    consumerId: (v) =>
      v === '' ? CELL_MESSAGES.required : !isDigits(v) || v.length > 10 ? CELL_MESSAGES.consumerId : null,
  },
  normalise: (r) => ({ consumerId: r.consumerId }),
});

/** Each kind's row as data (the fast check reads it). */
export const UPLOAD_ROW_SPECS = {
  'merchant-status': merchantStatusSpec,
  ifsc: ifscSpec,
  'qr-orders': qrOrderSpec,
  'settlement-config': settlementConfigSpec,
  p2pm: p2pmSpec,
  'merchant-cashback': merchantCashbackSpec,
  'deposit-bulk': depositBulkSpec,
  'variable-earning': variableEarningSpec,
  'merchant-alert-audience': merchantAlertAudienceSpec,
  'delivery-pincodes': pincodeSpec,
  'vpa-upload': vpaUploadSpec,
  'recon-acquirer': acquirerFileSpec,
  'recon-bank': bankFileSpec,
  'insurance-cancel': insuranceCancelSpec,
  'campaign-audience': campaignAudienceSpec,
} as const;

/** One zod row schema per kind, derived from its spec: the contract's declaration of each file's rows. */
export const UPLOAD_ROW_SCHEMAS = {
  'merchant-status': rowSchemaOf(merchantStatusSpec),
  ifsc: rowSchemaOf(ifscSpec),
  'qr-orders': rowSchemaOf(qrOrderSpec),
  'settlement-config': rowSchemaOf(settlementConfigSpec),
  p2pm: rowSchemaOf(p2pmSpec),
  'merchant-cashback': rowSchemaOf(merchantCashbackSpec),
  'deposit-bulk': rowSchemaOf(depositBulkSpec),
  'variable-earning': rowSchemaOf(variableEarningSpec),
  'merchant-alert-audience': rowSchemaOf(merchantAlertAudienceSpec),
  'delivery-pincodes': rowSchemaOf(pincodeSpec),
  'vpa-upload': rowSchemaOf(vpaUploadSpec),
  'recon-acquirer': rowSchemaOf(acquirerFileSpec),
  'recon-bank': rowSchemaOf(bankFileSpec),
  'insurance-cancel': rowSchemaOf(insuranceCancelSpec),
  'campaign-audience': rowSchemaOf(campaignAudienceSpec),
} as const;

export type UploadRow<K extends UploadKind> = z.output<(typeof UPLOAD_ROW_SCHEMAS)[K]>;
export type MerchantStatusRow = UploadRow<'merchant-status'>;
export type IfscRow = UploadRow<'ifsc'>;
export type QrOrderRow = UploadRow<'qr-orders'>;
export type SettlementConfigRow = UploadRow<'settlement-config'>;
export type P2pmRow = UploadRow<'p2pm'>;

/** The cells that must be unique within one file (a second row for the same key is an error). */
export const UNIQUE_KEYS: Readonly<Record<UploadKind, readonly string[]>> = {
  'merchant-status': ['merchantId', 'opType'],
  ifsc: ['ifsc'],
  'qr-orders': ['merchant_id', 'address_id'],
  'settlement-config': ['merchantId'],
  p2pm: ['merchantId'],
  'merchant-cashback': ['reference'],
  'deposit-bulk': ['reference'],
  'variable-earning': ['accountNo', 'forDate'],
  'merchant-alert-audience': ['merchantId'],
  'delivery-pincodes': ['pincode'],
  'vpa-upload': ['merchantId'],
  'recon-acquirer': ['ref'],
  'recon-bank': ['ref'],
  'insurance-cancel': ['policyId'],
  'campaign-audience': ['consumerId'],
};
