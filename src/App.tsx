import { Admin, CustomRoutes, Resource } from 'react-admin';
import { BrowserRouter, Navigate, Route, Routes } from 'react-router-dom';
import { RESOURCES } from '../resources';
import { buildDataProvider } from '../dataProviders';
import { createAuthProvider } from '../authProvider';
import { backendUrl, superAdminRoleId } from './bootstrap/runtime-config';
import { i18nProvider } from './i18n';
import { AppLayout } from './layout/AppLayout';
import { SignInRedirect } from './layout/SignInRedirect';
import { theme } from './layout/theme';

const dataProvider = buildDataProvider(RESOURCES, backendUrl);
const authProvider = createAuthProvider({ resources: RESOURCES, superAdminRoleId });

/** Spec §2: any unknown path goes to the landing page. */
const ToLanding = () => <Navigate to="/user" replace />;

/** The admin shell: a table of contents of resources/index.ts; no per-resource edits here. */
export default function App() {
  return (
    <BrowserRouter useTransitions={false}>
      <Routes>
        <Route
          path="/crm/*"
          element={
            <Admin
              basename="/crm"
              dataProvider={dataProvider}
              authProvider={authProvider}
              i18nProvider={i18nProvider}
              layout={AppLayout}
              loginPage={SignInRedirect}
              catchAll={ToLanding}
              theme={theme}
              disableTelemetry
              requireAuth
            >
              {RESOURCES.map((r) => (
                <Resource key={r.name} name={r.name} icon={r.icon} list={r.list} show={r.show} edit={r.edit} create={r.create} options={{ label: r.title }} />
              ))}
              <CustomRoutes>
                <Route path="/" element={<ToLanding />} />
              </CustomRoutes>
            </Admin>
          }
        />
        <Route path="*" element={<Navigate to="/crm/user" replace />} />
      </Routes>
    </BrowserRouter>
  );
}
