import { z } from 'zod';

/** A number as text: an optional minus, digits, optionally a point and digits. Nothing else. */
const NUMBER_TEXT = /^-?\d+(\.\d+)?$/;

/**
 * Pure: the number a query string, path segment or form field holds, strictly. `Number()` (and so
 * `z.coerce.number()`) reads " 1" as 1, "0x1" as 1, "1e3" as 1000 and "" as 0; here only NUMBER_TEXT is a number, an
 * empty string is absent (undefined, so a default or `optional()` applies), and any other text is NaN, which the
 * schema refuses.
 * Numbers and anything not a string pass as they are.
 */
export function strictNumberOf(value: unknown): unknown {
  if (typeof value !== 'string') return value;
  if (value === '') return undefined;
  return NUMBER_TEXT.test(value) ? Number(value) : Number.NaN;
}

/**
 * A number field that may arrive as text (query, path, multipart, a form's string), read by strictNumberOf and then
 * checked by `schema` (issue 38 L10: ids and amounts were read with Number()). Use in place of z.coerce.number():
 * `fromText(z.number().int().positive())`.
 */
export function fromText<T extends z.ZodType>(schema: T) {
  return z.preprocess(strictNumberOf, schema);
}
