/** The parts of a key press the shortcuts look at (a DOM KeyboardEvent has them all). */
export interface KeyPress {
  key: string;
  altKey: boolean;
  ctrlKey: boolean;
  metaKey: boolean;
  target: EventTarget | null;
}

interface TargetLike {
  tagName?: string;
  isContentEditable?: boolean;
  closest?: (selector: string) => unknown;
}

/** Pure: is the key typed into a field (input, textarea, select or contenteditable)? Then no shortcut fires. */
export function isTyping(target: EventTarget | null): boolean {
  const t = target as TargetLike | null;
  const tag = t?.tagName?.toUpperCase();
  return tag === 'INPUT' || tag === 'TEXTAREA' || tag === 'SELECT' || t?.isContentEditable === true;
}

/** Pure: is the key pressed inside an open dialog? A screen's keys stay quiet behind a modal. */
export function isInDialog(target: EventTarget | null): boolean {
  const t = target as TargetLike | null;
  return typeof t?.closest === 'function' && Boolean(t.closest('[role="dialog"]'));
}

/**
 * Pure: the single-key shortcut a press stands for (`j`, `?`, `]` …), or null when it is typing, held with
 * Ctrl/Alt/Cmd, or pressed inside a dialog. Shift is allowed (`?` needs it).
 */
export function plainKey(event: KeyPress): string | null {
  if (event.altKey || event.ctrlKey || event.metaKey) return null;
  if (isTyping(event.target) || isInDialog(event.target)) return null;
  return event.key.length === 1 ? event.key : null;
}

/** Pure: Ctrl+K or Cmd+K (the command palette), wherever the focus is. */
export const isPaletteKey = (event: KeyPress): boolean =>
  (event.ctrlKey || event.metaKey) && !event.altKey && event.key.toLowerCase() === 'k';

/** Pure: the index `step` rows from `current` in a list of `length`, kept within it; -1 when the list is empty. */
export function stepIndex(current: number, length: number, step: number): number {
  if (length === 0) return -1;
  if (current < 0) return step > 0 ? 0 : length - 1;
  return Math.min(length - 1, Math.max(0, current + step));
}

/**
 * Pure: the row selected: the one with the chosen key, or, once it left the list (decided), the one now at its place
 * (so the next item opens after a decision); -1 when the list is empty.
 */
export function selectedIndex(rows: readonly { key: string }[], key: string, lastIndex: number): number {
  const found = rows.findIndex((r) => r.key === key);
  if (found >= 0) return found;
  if (rows.length === 0) return -1;
  return Math.min(Math.max(0, lastIndex), rows.length - 1);
}
