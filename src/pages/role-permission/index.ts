import { lazyView } from '../../common/lazy-view';
import AdminPanelSettingsIcon from '@mui/icons-material/AdminPanelSettings';
import type { PageEntry } from '../types';

export const path = '/role-permission';

export const rolePermissionPage: PageEntry = {
  name: 'role-permission',
  path,
  title: 'pages.role_permission.title',
  access: ['CAN_MANAGE_ROLE_PERMISSION'],
  icon: AdminPanelSettingsIcon,
  component: lazyView(() => import('./RolePermissionPage')),
};
