import type { Session } from '../../authProvider/session';

/**
 * What the tabs of one browser tell each other about the session they share (sessionStorage is per tab; a duplicated
 * tab starts with the same token): input, a lock, and the new session an unlock opened. Each message names the
 * session it is about (the token's `sid`); a tab with another session ignores it.
 */
export type SessionMessage =
  | { type: 'activity'; sid: string; at: number }
  | { type: 'locked'; sid: string }
  | { type: 'unlocked'; sid: string; session: Session };

export interface SessionChannel {
  post(message: SessionMessage): void;
  close(): void;
}

const NAME = 'console-session';

/** Pure: the session id (`sid` claim) of a token, read without verifying; null when unreadable. */
export function sessionIdOf(token: string | null): string | null {
  const part = token?.split('.')[1];
  if (!part) return null;
  try {
    const sid = (JSON.parse(atob(part.replace(/-/g, '+').replace(/_/g, '/'))) as { sid?: unknown }).sid;
    return typeof sid === 'string' ? sid : null;
  } catch {
    return null;
  }
}

/** A BroadcastChannel between this browser's tabs (nothing where the browser has none). */
export function openSessionChannel(receive: (message: SessionMessage) => void): SessionChannel {
  if (typeof BroadcastChannel === 'undefined') return { post: () => undefined, close: () => undefined };
  const channel = new BroadcastChannel(NAME);
  channel.onmessage = (event: MessageEvent<SessionMessage>) => receive(event.data);
  return { post: (message) => channel.postMessage(message), close: () => channel.close() };
}
