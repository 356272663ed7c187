import { orNotAvailable } from '../../format';
type Json = Record<string, unknown>;
const isObject = (v: unknown): v is Json => typeof v === 'object' && v !== null && !Array.isArray(v);
const show = (v: unknown) => orNotAvailable(v);

/** Pure: an audit row's change as text: `field: before → after` for each changed field, else its details. */
export function changeSummary(before: unknown, after: unknown): string {
  const b = isObject(before) ? before : {};
  const a = isObject(after) ? after : {};
  const fields = [...new Set([...Object.keys(b), ...Object.keys(a)])];
  return fields.map((f) => (f in b ? `${f}: ${show(b[f])} → ${show(a[f])}` : `${f}: ${show(a[f])}`)).join('; ');
}
