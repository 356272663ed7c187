/**
 * One zod row schema per upload kind (spec §3.11, §5.6), shared by the console's CSV worker and the server. Every
 * cell arrives as text (types off: leading zeros of ids and IFSCs survive); each schema checks the cells of one
 * row and turns them into the values applied. Cell messages are ours where the spec has none (README).
 */
import { z } from 'zod';
import { depositBulkSpec, merchantCashbackSpec } from './deposit-rows';
import { variableEarningSpec } from './p2p-rows';

export const UPLOAD_KINDS = [
  'merchant-status',
  'ifsc',
  'qr-orders',
  'settlement-config',
  'p2pm',
  'merchant-cashback',
  'deposit-bulk',
  'variable-earning',
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
const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** A cell rule: the trimmed text → its message, or null when it passes. */
type CellRule = (value: string) => string | null;

/** A row-level rule over the normalised row: the issues it finds, each on a column. */
type RowRule<T> = (row: T) => { column: string; message: string }[];

/**
 * One upload kind's row as data: a rule per cell (on the trimmed text), the normalisation into the values applied,
 * and the rules over the whole row. Both the zod row schema (`rowSchemaOf`) and the fast per-row check used on
 * files of 10,000 rows (`checkRowCells`) are derived from it, so they cannot disagree (a property test checks it).
 */
export interface RowSpec<C extends string, T> {
  cells: Readonly<Record<C, CellRule>>;
  /** The row's cells, trimmed, into the values applied. */
  normalise: (cells: Readonly<Record<C, string>>) => T;
  rowRules?: RowRule<T>;
}

const rowSpec = <C extends string, T>(spec: RowSpec<C, T>): RowSpec<C, T> => spec;

/** The zod schema of a row spec: every cell a string passing its rule, then normalised, then the row rules. */
export function rowSchemaOf<C extends string, T>(spec: RowSpec<C, T>) {
  const shape = Object.fromEntries(
    Object.entries<CellRule>(spec.cells).map(([name, rule]) => [
      name,
      z
        .string()
        .transform((value) => value.trim())
        .superRefine((value, ctx) => {
          const message = rule(value);
          if (message) ctx.addIssue({ code: 'custom', message });
        }),
    ]),
  ) as unknown as Record<C, z.ZodType<string, string>>;
  return z
    .object(shape)
    .transform((cells) => spec.normalise(cells as Record<C, string>))
    .superRefine((row, ctx) => {
      for (const issue of spec.rowRules?.(row) ?? [])
        ctx.addIssue({ code: 'custom', path: [issue.column], message: issue.message });
    });
}

/**
 * The same check as the zod schema, without building zod issues per row: the cell errors in column order, else the
 * row rules' errors; the normalised value when there is none. Plain function calls: this runs once per row.
 */
export function checkRowCells<C extends string, T>(
  spec: RowSpec<C, T>,
  cells: Readonly<Record<string, string>>,
): { errors: { column: string; message: string }[]; value?: T } {
  const rules = rulesOf(spec);
  let errors: { column: string; message: string }[] | undefined;
  const named: Record<string, string> = {};
  for (let i = 0; i < rules.length; i++) {
    const [column, rule] = rules[i]!;
    const text = (named[column] = trimmed(cells[column] ?? ''));
    const message = rule(text);
    if (message) (errors ??= []).push({ column, message });
  }
  if (errors) return { errors };
  const value = spec.normalise(named as Record<C, string>);
  const rowErrors = spec.rowRules?.(value) ?? NO_ERRORS;
  return rowErrors.length ? { errors: rowErrors } : { errors: NO_ERRORS, value };
}

const NO_ERRORS: { column: string; message: string }[] = [];

const RULES = new WeakMap<object, readonly (readonly [string, CellRule])[]>();

/** A spec's cell rules as an array, made once per spec (a for…in per row costs more than the rules). */
export function rulesOf(spec: { cells: Readonly<Record<string, CellRule>> }): readonly (readonly [string, CellRule])[] {
  let rules = RULES.get(spec);
  if (!rules) RULES.set(spec, (rules = Object.entries<CellRule>(spec.cells)));
  return rules;
}

/**
 * Pure: `v.trim()`, without the call when the text starts and ends with a printable ASCII character (the usual
 * cell): the same result, as every character `trim` removes is outside 33…126.
 */
export function trimmed(v: string): string {
  const last = v.length - 1;
  if (last < 0) return v;
  const a = v.charCodeAt(0);
  const b = v.charCodeAt(last);
  return a > 32 && a < 127 && b > 32 && b < 127 ? v : v.trim();
}

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

/** Pure: a yyyy-MM-dd text as a UTC day number (days since epoch), or null when it is no real date. */
export function isoDay(value: string): number | null {
  const m = ISO_DATE.exec(value);
  if (!m) return null;
  const [y, mo, d] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const t = Date.UTC(y, mo - 1, d);
  const back = new Date(t);
  if (back.getUTCFullYear() !== y || back.getUTCMonth() !== mo - 1 || back.getUTCDate() !== d) return null;
  return t / 86_400_000;
}

/** Pure: the day one calendar month after a yyyy-MM-dd (31 Jan → 28/29 Feb), as a day number. */
export function oneMonthAfter(value: string): number | null {
  if (isoDay(value) === null) return null;
  const [y, mo, d] = value.split('-').map(Number) as [number, number, number];
  const lastOfNext = new Date(Date.UTC(y, mo + 1, 0)).getUTCDate();
  return Date.UTC(y, mo, Math.min(d, lastOfNext)) / 86_400_000;
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
};
