import type { Refusal } from './refusal.js';

/**
 * Database errors that are the client's doing, as the answer they deserve (DESIGN.md §5: bad input is a 4xx, never
 * a 500), on either dialect. SQLite (better-sqlite3) reports `code: 'SQLITE_CONSTRAINT_UNIQUE'` and a message naming
 * `table.column`; PostgreSQL reports the SQLSTATE (`23505` …) with `column` or a `detail` naming the key.
 */
export type ConstraintKind = 'unique' | 'foreignKey' | 'notNull' | 'check' | 'badValue';

interface DatabaseError {
  code?: unknown;
  message?: unknown;
  column?: unknown;
  detail?: unknown;
}

const SQLITE_KINDS: Record<string, ConstraintKind> = {
  SQLITE_CONSTRAINT_UNIQUE: 'unique',
  SQLITE_CONSTRAINT_PRIMARYKEY: 'unique',
  SQLITE_CONSTRAINT_FOREIGNKEY: 'foreignKey',
  SQLITE_CONSTRAINT_NOTNULL: 'notNull',
  SQLITE_CONSTRAINT_CHECK: 'check',
  SQLITE_MISMATCH: 'badValue',
  SQLITE_TOOBIG: 'badValue',
};

const POSTGRES_KINDS: Record<string, ConstraintKind> = {
  '23505': 'unique',
  '23503': 'foreignKey',
  '23502': 'notNull',
  '23514': 'check',
};

/** Pure: which kind of constraint an error broke, or null when it is not one (then it stays a 500). */
export function constraintKindOf(error: unknown): ConstraintKind | null {
  const code = (error as DatabaseError | null)?.code;
  if (typeof code !== 'string') return null;
  if (code in SQLITE_KINDS) return SQLITE_KINDS[code]!;
  if (code in POSTGRES_KINDS) return POSTGRES_KINDS[code]!;
  // PostgreSQL class 22, data exception: a value too long, a number out of range, text that is not a number …
  return /^22[0-9A-Z]{3}$/.test(code) ? 'badValue' : null;
}

/** Pure: the columns the error names (`UNIQUE constraint failed: fd_plans.plan_id`, `Key (plan_id)=(x)`, `column`). */
export function columnsOf(error: unknown): string[] {
  const e = (error as DatabaseError | null) ?? {};
  if (typeof e.column === 'string' && e.column) return [e.column];
  const detail = typeof e.detail === 'string' ? /^Key \(([^)]+)\)=/.exec(e.detail) : null;
  if (detail) return detail[1]!.split(',').map((c) => c.trim().replace(/^"|"$/g, ''));
  const sqlite = typeof e.message === 'string' ? /constraint failed: (.+)$/.exec(e.message) : null;
  if (sqlite) return sqlite[1]!.split(',').map((c) => c.trim().split('.').pop() ?? c.trim());
  return [];
}

export const CONSTRAINT_MESSAGES: Record<ConstraintKind, { status: number; field: string; message: string }> = {
  unique: { status: 409, field: 'Already exists.', message: 'A record with this value already exists.' },
  foreignKey: {
    status: 409,
    field: 'No such record.',
    message: 'This change refers to a record that does not exist, or removes one that other records still refer to.',
  },
  notNull: { status: 400, field: 'Required!', message: 'A required value is missing.' },
  check: { status: 400, field: 'Not an allowed value.', message: 'A value is not allowed.' },
  badValue: {
    status: 400,
    field: 'Too long or out of range.',
    message: 'A value is too long, out of range or of the wrong type.',
  },
};

/** PostgreSQL says which way a foreign key broke: `is not present in table` (a bad reference) or `is still referenced`. */
const isMissingReference = (error: unknown): boolean =>
  /is not present in table/.test(String((error as DatabaseError | null)?.detail ?? ''));

/** Pure: the refusal for a broken constraint, naming the fields it concerns; null for any other error. */
export function constraintRefusal(error: unknown): Refusal | null {
  const kind = constraintKindOf(error);
  if (!kind) return null;
  const { status, field, message } = CONSTRAINT_MESSAGES[kind];
  const columns = kind === 'foreignKey' && !isMissingReference(error) ? [] : columnsOf(error);
  if (columns.length === 0) return { status, message };
  const errors = Object.fromEntries(columns.map((c) => [c, field]));
  return { status, message: `${columns.join(', ')}: ${field}`, errors };
}
