import { StrictMode, type ReactNode } from 'react';
import { createRoot } from 'react-dom/client';
import { safeNextPath, signInUrl } from './next-path';
import { loadAdminApp, loadSignInApp } from './shells';
import { t } from '../i18n/translate';

const BASE = import.meta.env.BASE_URL; // '/crm/'
const root = createRoot(document.getElementById('root') as HTMLElement);

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

/** The screen asked for last: a shell that arrives after another was asked for is not drawn. */
let shown = 0;

/**
 * Shows the loading line at once, then `screen()` once its chunk has arrived (without Suspense: React holds back what
 * replaces a shown fallback until 300 ms after it appeared; src/common/use-ready.ts). A failed chunk is reported as
 * an unhandled rejection and leaves the loading line, where the lazy shell's left an empty page.
 */
function show<M>(load: () => Promise<M>, screen: (module: M) => ReactNode): void {
  const mine = ++shown;
  root.render(<Loading />);
  load().then((module) => {
    if (mine === shown) root.render(<StrictMode>{screen(module)}</StrictMode>);
  });
}

export function showAdmin(): void {
  if (consolePath().startsWith('/login')) {
    const next = safeNextPath(new URLSearchParams(window.location.search).get('next'));
    window.history.replaceState(null, '', `${BASE.replace(/\/$/, '')}${next}`);
  }
  show(loadAdminApp, ({ default: AdminApp }) => <AdminApp />);
}

export function showSignIn(): void {
  if (!consolePath().startsWith('/login')) window.history.replaceState(null, '', signInUrl(BASE, consolePath()));
  show(loadSignInApp, ({ default: SignInApp }) => <SignInApp onSignedIn={showAdmin} prefetchAdmin={loadAdminApp} />);
}
