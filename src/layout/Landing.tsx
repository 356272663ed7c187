import { useBasename } from 'react-admin';
import { Navigate } from 'react-router-dom';
import { firstEntryPath, hasEntryPath, useVisibleMenuEntries } from './useVisibleMenuEntries';

/** The Users List, where spec §2 lands everyone who may see it. */
export const LANDING_PATH = '/user';

/**
 * Spec §2: `/` and unknown paths go to the landing page, the Users List. Someone who may not see it (a disputes
 * analyst, a support agent) lands on the first page of their menu instead of 'Not authorized!'; someone with no page
 * at all still gets the landing page's refusal.
 */
export function Landing() {
  const { entries, isPending } = useVisibleMenuEntries();
  const basename = useBasename();
  if (isPending) return null;
  const mayListUsers = hasEntryPath(entries, LANDING_PATH);
  const to = mayListUsers ? LANDING_PATH : (firstEntryPath(entries) ?? LANDING_PATH);
  return <Navigate to={`${basename}${to}`} replace />;
}
