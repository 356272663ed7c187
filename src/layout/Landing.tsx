import { useBasename } from 'react-admin';
import { Navigate } from 'react-router-dom';
import { readSession } from '../../authProvider/session';
import { landingPath } from './landing';
import { useVisibleMenuEntries } from './useVisibleMenuEntries';

/**
 * Spec §2: `/` and unknown paths go to the landing page: each role's main screen (src/layout/landing.ts), else the
 * Users List, else the first page of the user's menu; someone with no page at all gets the Users List's refusal.
 */
export function Landing() {
  const { entries, isPending } = useVisibleMenuEntries();
  const basename = useBasename();
  if (isPending) return null;
  const to = landingPath(readSession()?.roles ?? [], entries);
  return <Navigate to={`${basename}${to}`} replace />;
}
