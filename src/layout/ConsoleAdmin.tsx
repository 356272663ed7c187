import type { ReactNode } from 'react';
import type { QueryClient } from '@tanstack/react-query';
import {
  AdminContext,
  AuthenticationError,
  CoreAdminUI,
  Error as ErrorPage,
  LoadingPage,
  localStorageStore,
  type AuthProvider,
  type DataProvider,
  type I18nProvider,
  type RaThemeOptions,
} from 'react-admin';
import { CssBaseline } from '@mui/material';
import { AppLayout } from './AppLayout';
import { AppNotification } from './AppNotification';
import { Landing } from './Landing';
import { NotAuthorized } from './NotAuthorized';
import { SessionLock } from '../session-lock/SessionLock';
import { SignInRedirect } from './SignInRedirect';

/** react-admin's store (remembered list parameters, preferences); App.tsx reads it before the first render. */
export const store = localStorageStore();

/**
 * react-admin's `<Admin>` (AdminContext + AdminUI) with every screen it would default named here. `<Admin>` imports
 * its defaults whether used or not: the stock login form (and with it react-hook-form and the form inputs), the
 * OAuth callback page, the not-found page and a second English i18n provider, all fetched by every route before
 * issue 18. The console has its own sign-in entry, landing and refusal screens, so none of those are needed here.
 */
export function ConsoleAdmin(props: {
  basename: string;
  dataProvider: DataProvider;
  authProvider: AuthProvider;
  i18nProvider: I18nProvider;
  theme: RaThemeOptions;
  /** The query cache, made by the shell so it can fill it before the first render (src/layout/first-page.ts). */
  queryClient: QueryClient;
  children: ReactNode;
}) {
  const { basename, dataProvider, authProvider, i18nProvider, theme, queryClient, children } = props;
  return (
    <AdminContext
      basename={basename}
      dataProvider={dataProvider}
      queryClient={queryClient}
      authProvider={authProvider}
      i18nProvider={i18nProvider}
      store={store}
      theme={theme}
    >
      <CssBaseline enableColorScheme>
        <SessionLock>
          <CoreAdminUI
            layout={AppLayout}
            loginPage={SignInRedirect}
            catchAll={Landing}
            accessDenied={NotAuthorized}
            authenticationError={AuthenticationError}
            error={ErrorPage}
            loading={LoadingPage}
            disableTelemetry
            requireAuth
          >
            {children}
          </CoreAdminUI>
        </SessionLock>
        <AppNotification />
      </CssBaseline>
    </AdminContext>
  );
}
