/**
 * One zod row schema per upload kind (spec §3.11, §5.6), shared by the console's CSV worker and the server. Every
 * cell arrives as text (types off: leading zeros of ids and IFSCs survive); each schema checks the cells of one
 * row and turns them into the values applied. Cell messages are ours where the spec has none (README).
 */
import { z } from 'zod';

export const UPLOAD_KINDS = ['merchant-status', 'ifsc', 'qr-orders', 'settlement-config', 'p2pm'] as const;
export type UploadKind = (typeof UPLOAD_KINDS)[number];

/** §3.11: the columns of each file, in the order of the sample files. */
export const UPLOAD_COLUMNS = {
  'merchant-status': ['merchantId', 'merchantStoreId', 'status', 'remarks', 'opType', 'source'],
  ifsc: ['bank', 'ifsc', 'branch', 'address', 'contact', 'city', 'district', 'state', 'bank_code', 'status'],
  'qr-orders': ['merchant_id', 'address_id'],
  'settlement-config': ['merchantId', 'status', 'settlementType', 'startDate', 'endDate', 'type', 'remarks'],
  p2pm: ['merchantId', 'p2pmFlag'],
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

const DIGITS = /^\d+$/;
const IFSC = /^[A-Z]{4}0[A-Z0-9]{6}$/;
const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

const text = (max: number) => z.string().trim().max(max, CELL_MESSAGES.tooLong(max));
const required = (max: number) => text(max).min(1, CELL_MESSAGES.required);
const merchantId = z
  .string()
  .trim()
  .min(1, CELL_MESSAGES.required)
  .regex(DIGITS, CELL_MESSAGES.merchantId)
  .max(10, CELL_MESSAGES.merchantIdLength);
const optionalDigits = (max: number) =>
  z
    .string()
    .trim()
    .refine((v) => v === '' || DIGITS.test(v), CELL_MESSAGES.digits)
    .refine((v) => v.length <= max, CELL_MESSAGES.tooLong(max));
const oneOf = <T extends readonly [string, ...string[]]>(values: T) =>
  z
    .string()
    .trim()
    .transform((v) => v.toUpperCase())
    .refine((v): v is T[number] => (values as readonly string[]).includes(v), CELL_MESSAGES.oneOf(values));

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

const isoDate = z.string().trim().refine((v) => isoDay(v) !== null, CELL_MESSAGES.date);

export const merchantStatusRow = z.object({
  merchantId,
  merchantStoreId: optionalDigits(20),
  status: oneOf(MERCHANT_STATUSES),
  remarks: text(300),
  opType: oneOf(MERCHANT_OP_TYPES),
  source: required(50),
});

export const ifscRow = z.object({
  bank: required(100),
  ifsc: z.string().trim().min(1, CELL_MESSAGES.required).regex(IFSC, CELL_MESSAGES.ifsc),
  branch: required(100),
  address: text(300),
  contact: z
    .string()
    .trim()
    .refine((v) => v === '' || /^\d{6,15}$/.test(v), CELL_MESSAGES.phone),
  city: text(100),
  district: text(100),
  state: text(100),
  bank_code: text(20),
  status: oneOf(IFSC_STATUSES),
});

export const qrOrderRow = z.object({
  merchant_id: merchantId,
  address_id: z.string().trim().min(1, CELL_MESSAGES.required).regex(DIGITS, CELL_MESSAGES.digits).max(20, CELL_MESSAGES.tooLong(20)),
});

export const settlementConfigRow = z
  .object({
    merchantId,
    status: oneOf(SETTLEMENT_STATUSES),
    settlementType: oneOf(SETTLEMENT_TYPES),
    startDate: isoDate,
    endDate: isoDate,
    type: oneOf(SETTLEMENT_HOLD_TYPES),
    remarks: text(300).transform((v) => v || DEFAULT_SETTLEMENT_REMARKS),
  })
  .superRefine((row, ctx) => {
    const start = isoDay(row.startDate);
    const end = isoDay(row.endDate);
    const limit = oneMonthAfter(row.startDate);
    if (start !== null && end !== null && limit !== null) {
      if (end < start) ctx.addIssue({ code: 'custom', path: ['endDate'], message: CELL_MESSAGES.endBeforeStart });
      else if (end > limit) ctx.addIssue({ code: 'custom', path: ['endDate'], message: CELL_MESSAGES.spanOverMonth });
    }
    if (row.settlementType === 'INSTANT_SETTLEMENT' && row.type !== 'BLOCKED') {
      ctx.addIssue({ code: 'custom', path: ['type'], message: CELL_MESSAGES.instantOnlyBlocked });
    }
  });

export const p2pmRow = z.object({
  merchantId,
  p2pmFlag: z
    .string()
    .trim()
    .transform((v) => v.toLowerCase())
    .refine((v) => v === '' || v === 'null' || v === 'true' || v === 'false', CELL_MESSAGES.flag)
    .transform((v) => v === 'true'),
});

export const UPLOAD_ROW_SCHEMAS = {
  'merchant-status': merchantStatusRow,
  ifsc: ifscRow,
  'qr-orders': qrOrderRow,
  'settlement-config': settlementConfigRow,
  p2pm: p2pmRow,
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
};
