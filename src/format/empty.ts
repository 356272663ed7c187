/** Spec §8: empty values display N/A. */
export const NOT_AVAILABLE = 'N/A';

export const isBlank = (value: unknown): boolean =>
  value === undefined || value === null || (typeof value === 'string' && value.trim() === '') || (Array.isArray(value) && value.length === 0);

/** A value as text, or N/A when it is empty. */
export function orNotAvailable(value: unknown): string {
  if (isBlank(value)) return NOT_AVAILABLE;
  if (Array.isArray(value)) return value.map(String).join(', ');
  return String(value);
}
