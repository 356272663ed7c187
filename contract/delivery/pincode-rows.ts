/**
 * A delivery partner's pincode file (issue 44 item 4; /delivery-provider): one row per pincode the partner serves,
 * its city and state, SLA in days and COD/prepaid flags. Read by contract/uploads/rows.ts beside the other kinds, so
 * the console's CSV worker and the server's worker check it the same way. Columns and messages are ours (README).
 */
import type { RowSpec } from '../uploads/row-spec';
import { DELIVERY_RULES, isPincode } from './rules';

export const PINCODE_CELL_MESSAGES = {
  required: 'Required.',
  pincode: 'Pincode must be six digits, not starting with 0.',
  slaDays: `SLA days must be a whole number from 1 to ${DELIVERY_RULES.slaMaxDays}.`,
  flag: 'Must be true or false.',
  tooLong: (max: number) => `Must be at most ${max} characters.`,
  noMode: 'A pincode must allow COD or prepaid (or both).',
} as const;

type CellRule = (value: string) => string | null;
const M = PINCODE_CELL_MESSAGES;
const FLAGS = ['true', 'false', 'yes', 'no', '1', '0', 'y', 'n'];
const TRUE = ['true', 'yes', '1', 'y'];

const pincode: CellRule = (v) => (v === '' ? M.required : isPincode(v) ? null : M.pincode);
const place: CellRule = (v) => (v === '' ? M.required : v.length > 100 ? M.tooLong(100) : null);
const slaDays: CellRule = (v) =>
  v === ''
    ? M.required
    : /^\d{1,2}$/.test(v) && Number(v) >= 1 && Number(v) <= DELIVERY_RULES.slaMaxDays
      ? null
      : M.slaDays;
const flag: CellRule = (v) => (v === '' ? M.required : FLAGS.includes(v.toLowerCase()) ? null : M.flag);

export interface PincodeRow {
  pincode: string;
  city: string;
  state: string;
  slaDays: number;
  cod: boolean;
  prepaid: boolean;
}

/** The file's columns, in the sample file's order. */
export const PINCODE_COLUMNS = ['pincode', 'city', 'state', 'slaDays', 'cod', 'prepaid'] as const;

export const pincodeSpec: RowSpec<(typeof PINCODE_COLUMNS)[number], PincodeRow> = {
  cells: { pincode, city: place, state: place, slaDays, cod: flag, prepaid: flag },
  normalise: (r) => ({
    pincode: r.pincode,
    city: r.city,
    state: r.state,
    slaDays: Number(r.slaDays),
    cod: TRUE.includes(r.cod.toLowerCase()),
    prepaid: TRUE.includes(r.prepaid.toLowerCase()),
  }),
  rowRules: (row) => (row.cod || row.prepaid ? [] : [{ column: 'cod', message: M.noMode }]),
};

/** Ours (README): a partner's file holds at most 20,000 pincodes. */
export const MAX_PINCODE_ROWS = 20_000;
