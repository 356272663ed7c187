/** Spec §2.1: the first letters of the first and last words of the name, upper-cased ("Omar Ops Kapoor" → "OK"). */
export function initialsOf(name: string | null | undefined): string {
  const words = (name ?? '').trim().split(/\s+/).filter(Boolean);
  const first = words[0]?.charAt(0) ?? '';
  const last = words.length > 1 ? (words[words.length - 1]?.charAt(0) ?? '') : '';
  return `${first}${last}`.toUpperCase();
}

/** The token's subject (the staff id) read without verifying; the server verifies every request. */
export function tokenSubject(token: string): number | null {
  const part = token.split('.')[1];
  if (!part) return null;
  try {
    const sub = (JSON.parse(atob(part.replace(/-/g, '+').replace(/_/g, '/'))) as { sub?: unknown }).sub;
    const id = typeof sub === 'string' || typeof sub === 'number' ? Number(sub) : NaN;
    return Number.isInteger(id) && id > 0 ? id : null;
  } catch {
    return null;
  }
}
