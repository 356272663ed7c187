/**
 * An upload kind's row as data (RowSpec) and what is derived from it: the zod row schema and the fast per-row check,
 * with the pure helpers every kind's rules share (trimming, ISO dates). The kinds themselves: rows.ts.
 */
import { z } from 'zod';

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** A cell rule: the trimmed text → its message, or null when it passes. */
export type CellRule = (value: string) => string | null;

/** A row-level rule over the normalised row: the issues it finds, each on a column. */
export type RowRule<T> = (row: T) => { column: string; message: string }[];

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

export const rowSpec = <C extends string, T>(spec: RowSpec<C, T>): RowSpec<C, T> => spec;

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
