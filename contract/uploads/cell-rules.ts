/**
 * The checks of one CSV cell shared by the upload kinds (contract/uploads/rows.ts): their messages (ours where the
 * spec has none, README) and the rules built from them. Every cell arrives as text (types off).
 */
import { isoDay, type CellRule } from './row-spec';

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

export const IFSC = /^[A-Z]{4}0[A-Z0-9]{6}$/;

// The rules run once per cell of files of up to 1 MiB (DESIGN.md §6 CSV budget): no closure is made per call, and
// plain character loops stand in for regular expressions where they are simpler.
export const isDigits = (v: string): boolean => {
  if (v.length === 0) return false;
  for (let i = 0; i < v.length; i++) {
    const c = v.charCodeAt(i);
    if (c < 48 || c > 57) return false;
  }
  return true;
};
export const maxLength = (max: number): CellRule => {
  const message = CELL_MESSAGES.tooLong(max);
  return (v) => (v.length > max ? message : null);
};
export const requiredText = (max: number): CellRule => {
  const length = maxLength(max);
  return (v) => (v === '' ? CELL_MESSAGES.required : length(v));
};
export const merchantIdRule: CellRule = (v) =>
  v === ''
    ? CELL_MESSAGES.required
    : !isDigits(v)
      ? CELL_MESSAGES.merchantId
      : v.length > 10
        ? CELL_MESSAGES.merchantIdLength
        : null;
export const optionalDigits = (max: number): CellRule => {
  const length = maxLength(max);
  return (v) => (v !== '' && !isDigits(v) ? CELL_MESSAGES.digits : length(v));
};
export const requiredDigits = (max: number): CellRule => {
  const digits = optionalDigits(max);
  return (v) => (v === '' ? CELL_MESSAGES.required : digits(v));
};
/**
 * A cell that must name one of `values` (in any case): its rule, and `pick`, the listed constant it names (the
 * constant itself, so no upper-cased copy is made for the usual spelling). `pick` reuses the rule's answer for the
 * text it has just checked (the row check normalises the very strings its rules saw), so a cell is looked up once.
 */
export function oneOf<T extends string>(values: readonly T[]): { rule: CellRule; pick: (v: string) => T } {
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

export const isoDate: CellRule = (v) => (isoDay(v) === null ? CELL_MESSAGES.date : null);
