/**
 * A nullable numeric column as a number: the drivers answer integers and bigints as numbers (SQLite) or strings
 * (PostgreSQL's bigint, numeric), and null stays null.
 */
export const numOrNull = (v: unknown): number | null => (v === null || v === undefined ? null : Number(v));
