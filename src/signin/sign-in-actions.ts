import { AuthStepError } from '../../authProvider/errors';
import { forgetLegacySession, LEGACY_RESTORE_DELAY_MS, readLegacyToken } from '../../authProvider/legacy-session';
import { openSession } from '../../authProvider/user-data';
import { t } from '../i18n/translate';
import type { PushToast } from './ToastStack';

/** "<prefix> <message>" for a failed sign-in call (spec §8), or the bare fallback for anything unexpected. */
export function toastTextOf(error: unknown): string {
  if (error instanceof AuthStepError) return `${t(`auth.prefix.${error.step}`)} ${error.message}`;
  return t('auth.something_wrong');
}

const wait = (ms: number) => new Promise((resolve) => window.setTimeout(resolve, ms));

/**
 * Spec §4: with no session but a legacy one, wait 100 ms, say so, then open a session with its token. A failure only
 * clears (it is not a sign-out). Returns whether a session is open.
 */
export async function restoreLegacySession(push: PushToast): Promise<boolean> {
  const token = readLegacyToken();
  if (!token) return false;
  await wait(LEGACY_RESTORE_DELAY_MS);
  push('pending', t('auth.legacy_detected'));
  forgetLegacySession();
  try {
    await openSession(token, null, { signOutOnFailure: false });
    push('success', t('auth.session_restored'));
    return true;
  } catch {
    push('error', t('auth.restore_failed'));
    push('info', t('auth.please_login'));
    return false;
  }
}
