import './bootstrap/zod-jitless'; // first: before any module that defines a zod schema
import { StrictMode, Suspense, lazy } from 'react';
import { createRoot } from 'react-dom/client';
import { clearSession, readSession, sessionToken } from '../authProvider/session';
import { leaveSignInNotice } from '../authProvider/sign-in-notice';
import { unregisterServiceWorkers } from './bootstrap/service-worker';
import { loadRuntimeConfig } from '../dataProviders/runtime-config';
import { safeNextPath, signInUrl } from './bootstrap/next-path';
import { t } from './i18n/translate';

const BASE = import.meta.env.BASE_URL; // '/crm/'
const root = createRoot(document.getElementById('root') as HTMLElement);

/** The admin shell chunk; the sign-in screen starts fetching it while the code is typed. */
export const loadAdminApp = () => import('./App');
const AdminApp = lazy(loadAdminApp);
const SignInApp = lazy(() => import('./signin/SignInApp'));

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

function showAdmin(): void {
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

function showSignIn(): void {
  if (!consolePath().startsWith('/login')) window.history.replaceState(null, '', signInUrl(BASE, consolePath()));
  root.render(
    <StrictMode>
      <Suspense fallback={<Loading />}>
        <SignInApp onSignedIn={showAdmin} prefetchAdmin={loadAdminApp} />
      </Suspense>
    </StrictMode>,
  );
}

async function boot(): Promise<void> {
  void unregisterServiceWorkers().catch(() => undefined);
  // Signed in: fetch the admin shell while the runtime config is read, not after it.
  if (readSession()) void loadAdminApp().catch(() => undefined);
  await loadRuntimeConfig();
  if (readSession()) return showAdmin();
  if (sessionToken()) {
    // A token is stored but the session is no longer valid (expired, tampered, incomplete): say so on sign-in.
    clearSession();
    leaveSignInNotice('session_expired');
  }
  showSignIn();
}

void boot();
