import type { ReactNode } from 'react';
import { render } from '@testing-library/react';
import { QueryClient } from '@tanstack/react-query';
import { AdminContext, TestMemoryRouter, testDataProvider, type DataProvider } from 'react-admin';
import { createAuthProvider } from '../../../authProvider';
import { writeSession } from '../../../authProvider/session';
import type { PermissionKey } from '../../../contract/permissions';
import { RESOURCES } from '../../../resources';
import { i18nProvider } from '../../../src/i18n';
import { PAGE_ACCESS } from '../../../src/pages';

const SUPER_ADMIN_ROLE_ID = 1;

/** A signed-in session holding these keys (role 2: not the super-admin), in sessionStorage as the sign-in leaves it. */
export function signInWith(permissions: readonly PermissionKey[]): void {
  const exp = Math.floor(Date.now() / 1000) + 3600;
  writeSession({
    token: `h.${btoa(JSON.stringify({ sub: '2', exp })).replace(/=+$/, '')}.s`,
    userInfo: { id: 2, name: 'Omar Ops Kapoor', email: 'ops@console.example' },
    roles: [{ id: 2 }],
    permissions: permissions.map((permission_name) => ({ permission_name })),
  });
}

/** The console's real authProvider (the one access table) over the session in sessionStorage. */
export const consoleAuthProvider = () =>
  createAuthProvider({ resources: RESOURCES, pages: PAGE_ACCESS, superAdminRoleId: () => SUPER_ADMIN_ROLE_ID });

/** Renders inside a react-admin app with the console's authProvider and English strings, at `path`. */
export function renderInAdmin(
  node: ReactNode,
  {
    dataProvider = testDataProvider(),
    path = '/',
    retry = true,
  }: {
    dataProvider?: DataProvider;
    path?: string;
    /** false: a failed read shows its failure at once, not after react-query's three retries. */
    retry?: boolean;
  } = {},
) {
  const queryClient = retry ? undefined : new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <TestMemoryRouter initialEntries={[path]}>
      <AdminContext
        dataProvider={dataProvider}
        authProvider={consoleAuthProvider()}
        i18nProvider={i18nProvider}
        queryClient={queryClient}
      >
        {node}
      </AdminContext>
    </TestMemoryRouter>,
  );
}
