import { useState } from 'react';
import { Box, Card, CardContent, Tab, Tabs, Typography } from '@mui/material';
import { Title, useTranslate } from 'react-admin';
import { RolePermissionsPanel } from './RolePermissionsPanel';
import { UserRolesPanel } from './UserRolesPanel';

/** Spec §2.3 /role-permission (Role & Permission): what each role may do, and which roles each user has. */
export default function RolePermissionPage() {
  const translate = useTranslate();
  const [tab, setTab] = useState(0);
  return (
    <Box sx={{ mt: 1 }}>
      <Title title={translate('pages.role_permission.title')} />
      <Typography component="h1" variant="h5" sx={{ my: 1 }}>
        {translate('pages.role_permission.title')}
      </Typography>
      <Card>
        <Tabs value={tab} onChange={(_e, v: number) => setTab(v)} aria-label={translate('pages.role_permission.title')}>
          <Tab label={translate('pages.role_permission.roles_tab')} id="rp-tab-0" aria-controls="rp-panel-0" />
          <Tab label={translate('pages.role_permission.users_tab')} id="rp-tab-1" aria-controls="rp-panel-1" />
        </Tabs>
        <CardContent role="tabpanel" id={`rp-panel-${tab}`} aria-labelledby={`rp-tab-${tab}`}>
          {tab === 0 ? <RolePermissionsPanel /> : <UserRolesPanel />}
        </CardContent>
      </Card>
    </Box>
  );
}
