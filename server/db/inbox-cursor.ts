import { INBOX_KIND_ORDER, type InboxKind } from '../../contract/approvals/inbox.js';
import { CURSOR_MALFORMED, CURSOR_MISMATCH, CursorError, decodeCursor, MAX_ID } from './keyset.js';

/**
 * The approvals inbox's keyset cursor (contract/keyset.ts `after`). The inbox is ordered by (created_at, kind, id),
 * newest first, across tables, so a cursor of keyset.ts (one sort value and one table's id) cannot name its last row;
 * this one holds the three, as base64url of JSON like keyset.ts's, and keyset.ts's CursorError on anything else.
 */
export interface InboxPosition {
  /** Epoch milliseconds. */
  createdAt: number;
  kind: InboxKind;
  id: number;
}

const LIST = 'approvals-inbox';
const MAX_CURSOR_LENGTH = 256;

export function encodeInboxCursor(p: InboxPosition): string {
  return Buffer.from(JSON.stringify({ l: LIST, t: p.createdAt, k: p.kind, i: p.id })).toString('base64url');
}

function parsed(text: string): unknown {
  if (text.length > MAX_CURSOR_LENGTH || !/^[A-Za-z0-9_-]+$/.test(text)) return undefined;
  try {
    return JSON.parse(Buffer.from(text, 'base64url').toString('utf8'));
  } catch {
    return undefined;
  }
}

/**
 * Pure: the position `text` names. A cursor of another list (keyset.ts's) is CURSOR_MISMATCH, anything else that is
 * not one of ours CURSOR_MALFORMED (both CursorError: a 400 naming `after`, never a 500).
 */
export function decodeInboxCursor(text: string): InboxPosition {
  const value = parsed(text);
  if (typeof value === 'object' && value !== null && !Array.isArray(value)) {
    const { l, t, k, i, ...rest } = value as Record<string, unknown>;
    if (
      Object.keys(rest).length === 0 &&
      l === LIST &&
      Number.isSafeInteger(t) &&
      (t as number) >= 0 &&
      typeof k === 'string' &&
      (INBOX_KIND_ORDER as readonly string[]).includes(k) &&
      Number.isSafeInteger(i) &&
      (i as number) >= 1 &&
      (i as number) <= MAX_ID
    )
      return { createdAt: t as number, kind: k as InboxKind, id: i as number };
  }
  let foreign = false;
  try {
    decodeCursor(text);
    foreign = true;
  } catch {
    // Not keyset.ts's either.
  }
  throw new CursorError(foreign ? CURSOR_MISMATCH : CURSOR_MALFORMED);
}
