/** One row of the audit trail as the admin API answers it (server/routes/admin/audit.ts). */
export interface AuditRecord {
  id: number;
  actorEmail: string | null;
  action: string;
  entity: string;
  entityId: string | null;
  before: unknown;
  after: unknown;
  outcome: string;
  createdAt: number;
}

const two = (n: number) => String(n).padStart(2, '0');

/** Pure: the moment in UTC, dd/MM/yy HH:mm:ss (the trail records UTC; shown on hover beside the local time). */
export function formatUtc(ms: number): string {
  const d = new Date(ms);
  return `${two(d.getUTCDate())}/${two(d.getUTCMonth() + 1)}/${two(d.getUTCFullYear() % 100)} ${two(d.getUTCHours())}:${two(d.getUTCMinutes())}:${two(d.getUTCSeconds())}`;
}

/** One changed field of an audit entry: its dotted path, and its value before and after (undefined: absent). */
export interface FieldChange {
  field: string;
  before: unknown;
  after: unknown;
}

const isPlainObject = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

/** Nested objects flattened to dotted paths (`configs.rate`); arrays and other values are leaves. */
function flatten(value: unknown, prefix = '', out = new Map<string, unknown>()): Map<string, unknown> {
  if (isPlainObject(value)) {
    for (const [key, inner] of Object.entries(value)) flatten(inner, prefix ? `${prefix}.${key}` : key, out);
    if (prefix && Object.keys(value).length === 0) out.set(prefix, value);
  } else if (value !== undefined && (prefix || value !== null)) out.set(prefix, value);
  return out;
}

/**
 * Pure: the fields that differ between before and after, by dotted path (nested objects flattened), unchanged
 * fields left out, in the order they first appear. A value that is not an object is one field named ''.
 */
export function fieldChanges(before: unknown, after: unknown): FieldChange[] {
  const b = flatten(before);
  const a = flatten(after);
  const fields = [...new Set([...b.keys(), ...a.keys()])];
  return fields
    .filter((f) => JSON.stringify(b.get(f)) !== JSON.stringify(a.get(f)))
    .map((field) => ({ field, before: b.get(field), after: a.get(field) }));
}

/** Pure: one value of a change as text (text as is, others as JSON); undefined is `absent`. */
export function changeValue(value: unknown, absent: string): string {
  if (value === undefined) return absent;
  return typeof value === 'string' ? value : JSON.stringify(value);
}
