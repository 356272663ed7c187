import './bootstrap/zod-jitless'; // first: before any module that defines a zod schema
import { clearSession, readSession, sessionToken } from '../authProvider/session';
import { leaveSignInNotice } from '../authProvider/sign-in-notice';
import { mayResumeTab, resumeTabSession } from '../authProvider/tab-session';
import { unregisterServiceWorkers } from './bootstrap/service-worker';
import { loadRuntimeConfig } from '../dataProviders/runtime-config';
import { loadAdminApp, loadRouteStart, loadSignInApp } from './bootstrap/shells';

/**
 * The entry holds no React: it decides which screen to show and starts fetching everything that screen needs at once,
 * in parallel (React and the renderer, the screen's chunk with its libraries, the runtime config), instead of only
 * after React has been fetched and evaluated (DESIGN.md §6, cold list load and sign-in).
 */
async function boot(): Promise<void> {
  // In this order: the browser opens six connections to the server, and these are what the first paint waits on.
  const config = loadRuntimeConfig();
  void (readSession() ? loadAdminApp() : loadSignInApp()).catch(() => undefined);
  // Signed in: the opened view's chunk and strings too, while react-admin is still arriving (route-start.ts).
  if (readSession())
    void loadRouteStart().then(
      (m) => m.startRoute(),
      () => undefined,
    );
  const mounting = import('./bootstrap/mount');
  void unregisterServiceWorkers().catch(() => undefined);
  await config;
  // A tab with no session of its own (a new tab, a bookmark): the browser's, if it has one, before sign-in.
  const resuming = mayResumeTab() ? resumeTabSession() : null;
  const { showAdmin, showSignIn } = await mounting;
  if (resuming) await resuming;
  if (readSession()) return showAdmin();
  if (sessionToken()) {
    // A token is stored but the session is no longer valid (expired, tampered, incomplete): say so on sign-in.
    clearSession();
    leaveSignInNotice('session_expired');
  }
  showSignIn();
}

void boot();
