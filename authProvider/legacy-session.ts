/**
 * Legacy session restore (spec §4). The previous console kept its session in localStorage under `crmSession`: either
 * the bare token or JSON with a `token` field. With no current session but such a value, the sign-in screen waits
 * 100 ms and tries to open a session with that token.
 */
export const LEGACY_SESSION_KEY = 'crmSession';
export const LEGACY_RESTORE_DELAY_MS = 100;

/** Pure: the token inside a legacy session value, or null. */
export function legacyTokenOf(raw: string | null): string | null {
  const value = raw?.trim();
  if (!value) return null;
  if (value.startsWith('{')) {
    try {
      const token = (JSON.parse(value) as { token?: unknown }).token;
      return typeof token === 'string' && token.trim() ? token.trim() : null;
    } catch {
      return null;
    }
  }
  return value;
}

export function readLegacyToken(storage: Storage = localStorage): string | null {
  return legacyTokenOf(storage.getItem(LEGACY_SESSION_KEY));
}

export function forgetLegacySession(storage: Storage = localStorage): void {
  storage.removeItem(LEGACY_SESSION_KEY);
}
