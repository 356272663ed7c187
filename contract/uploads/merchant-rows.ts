/**
 * The rows of the merchant operations files of spec §3.11 and §5.6 (merchant status, IFSC, QR orders, settlement
 * config, P2PM): their allowed values and one row spec each.
 */
import { isoDay, oneMonthAfter, rowSpec } from './row-spec';
import {
  CELL_MESSAGES,
  IFSC,
  isoDate,
  maxLength,
  merchantIdRule,
  oneOf,
  optionalDigits,
  requiredDigits,
  requiredText,
} from './cell-rules';

/** §5.6: a blank settlement-config remark gets this default. */
export const DEFAULT_SETTLEMENT_REMARKS = 'Settlement config updated by bulk upload';

export const MERCHANT_STATUSES = ['ACTIVE', 'INACTIVE', 'BLOCKED', 'SUSPENDED', 'REJECTED'] as const;
export const MERCHANT_OP_TYPES = ['STATUS_UPDATE', 'KYC_DOC_REJECT'] as const;
export const IFSC_STATUSES = ['ACTIVE', 'INACTIVE'] as const;
export const SETTLEMENT_STATUSES = ['ACTIVE', 'INACTIVE'] as const;
export const SETTLEMENT_TYPES = ['AUTO_SETTLEMENT', 'INSTANT_SETTLEMENT'] as const;
export const SETTLEMENT_HOLD_TYPES = ['BLOCKED', 'DELAYED'] as const;

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
