import { StrictMode, Suspense, lazy } from 'react';
import { createRoot } from 'react-dom/client';
import { safeNextPath, signInUrl } from './next-path';
import { loadAdminApp, loadSignInApp } from './shells';
import { t } from '../i18n/translate';

const BASE = import.meta.env.BASE_URL; // '/crm/'
const root = createRoot(document.getElementById('root') as HTMLElement);

const AdminApp = lazy(loadAdminApp);
const SignInApp = lazy(loadSignInApp);

const Loading = () => (
  <div role="status" style={{ fontFamily: 'system-ui, sans-serif', padding: 32 }}>
    {t('app.loading')}
  </div>
);

/** The path inside the console, without the /crm base. */
function consolePath(): string {
  const path = window.location.pathname.startsWith(BASE) ? `/${window.location.pathname.slice(BASE.length)}` : '/';
  return `${path}${window.location.search}`;
}

export function showAdmin(): void {
  if (consolePath().startsWith('/login')) {
    const next = safeNextPath(new URLSearchParams(window.location.search).get('next'));
    window.history.replaceState(null, '', `${BASE.replace(/\/$/, '')}${next}`);
  }
  root.render(
    <StrictMode>
      <Suspense fallback={<Loading />}>
        <AdminApp />
      </Suspense>
    </StrictMode>,
  );
}

export function showSignIn(): void {
  if (!consolePath().startsWith('/login')) window.history.replaceState(null, '', signInUrl(BASE, consolePath()));
  root.render(
    <StrictMode>
      <Suspense fallback={<Loading />}>
        <SignInApp onSignedIn={showAdmin} prefetchAdmin={loadAdminApp} />
      </Suspense>
    </StrictMode>,
  );
}
