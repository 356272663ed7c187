import { empty } from '../i18n/en/empty';

/** Spec §8: empty values display N/A (the string lives with the others in src/i18n/en.ts). */
export const NOT_AVAILABLE: string = empty.not_available;

export const isBlank = (value: unknown): boolean =>
  value === undefined ||
  value === null ||
  (typeof value === 'string' && value.trim() === '') ||
  (Array.isArray(value) && value.length === 0);

/** A value as text, or N/A when it is empty. */
export function orNotAvailable(value: unknown): string {
  if (isBlank(value)) return NOT_AVAILABLE;
  if (Array.isArray(value)) return value.map(String).join(', ');
  return String(value);
}
