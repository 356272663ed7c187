import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { signInUrl } from '../bootstrap/next-path';

/**
 * react-admin sends signed-out users to /login; the sign-in screen lives outside the admin shell (it paints with a
 * fraction of the JavaScript), so this reloads into it, remembering the page the user came from.
 */
export function SignInRedirect() {
  const location = useLocation();
  useEffect(() => {
    const from = (location.state as { nextPathname?: string; nextSearch?: string } | null) ?? {};
    const path = from.nextPathname ? `${from.nextPathname}${from.nextSearch ?? ''}` : '/';
    window.location.replace(signInUrl(import.meta.env.BASE_URL, path));
  }, [location.state]);
  return null;
}
