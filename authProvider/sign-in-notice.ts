/**
 * Why the user is back on the sign-in screen (a separate React root, so the reason travels in sessionStorage):
 * the sign-in screen reads it once and shows it as a toast.
 */
export const SIGN_IN_NOTICE_KEY = 'signInNotice';
export type SignInNotice = 'session_expired';

export function leaveSignInNotice(notice: SignInNotice, storage: Storage = sessionStorage): void {
  storage.setItem(SIGN_IN_NOTICE_KEY, notice);
}

/** Reads and forgets the notice. */
export function takeSignInNotice(storage: Storage = sessionStorage): SignInNotice | null {
  const value = storage.getItem(SIGN_IN_NOTICE_KEY);
  storage.removeItem(SIGN_IN_NOTICE_KEY);
  return value === 'session_expired' ? value : null;
}
