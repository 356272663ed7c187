import { useState, type ComponentType } from 'react';
import { Box, Card, CardContent, Tab, Tabs, Typography } from '@mui/material';
import { useCanAccessResources, useTranslate } from 'react-admin';
import { ROLES, USERS } from '../../../contract/bindings';
import { RolePermissionsPanel } from './RolePermissionsPanel';
import { UserRolesPanel } from './UserRolesPanel';

/** The page's tabs: each shows when the user may list the resource it edits (roles, users). */
const TABS: readonly { key: string; label: string; resource: string; Panel: ComponentType }[] = [
  { key: 'roles', label: 'pages.role_permission.roles_tab', resource: ROLES.name, Panel: RolePermissionsPanel },
  { key: 'users', label: 'pages.role_permission.users_tab', resource: USERS.name, Panel: UserRolesPanel },
];
const TAB_RESOURCES = TABS.map((t) => t.resource);

/** Spec §2.3 /role-permission (Role & Permission): what each role may do, and which roles each user has. */
export default function RolePermissionPage() {
  const translate = useTranslate();
  const { canAccess } = useCanAccessResources({ action: 'list', resources: TAB_RESOURCES });
  const tabs = TABS.filter((t) => canAccess?.[t.resource] === true);
  const [chosen, setChosen] = useState<string | null>(null);
  const current = tabs.find((t) => t.key === chosen) ?? tabs[0];
  return (
    <Box sx={{ mt: 1 }}>
      <Typography component="h1" variant="h5" sx={{ my: 1 }}>
        {translate('pages.role_permission.title')}
      </Typography>
      {current && (
        <Card>
          <Tabs
            value={current.key}
            onChange={(_e, key: string) => setChosen(key)}
            aria-label={translate('pages.role_permission.title')}
          >
            {tabs.map((t) => (
              <Tab
                key={t.key}
                value={t.key}
                label={translate(t.label)}
                id={`rp-tab-${t.key}`}
                aria-controls={`rp-panel-${t.key}`}
              />
            ))}
          </Tabs>
          <CardContent role="tabpanel" id={`rp-panel-${current.key}`} aria-labelledby={`rp-tab-${current.key}`}>
            <current.Panel />
          </CardContent>
        </Card>
      )}
    </Box>
  );
}
