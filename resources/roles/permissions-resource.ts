import type { ResourceBundle } from '../types';

/** The permission catalogue as the admin API serves it (`GET /permissions` → [{ id, name, family }]); read-only. */
export const permissionsResource: ResourceBundle = {
  name: 'permissions',
  title: 'pages.role_permission.title',
  backend: 'admin',
  access: { list: ['CAN_MANAGE_ROLE_PERMISSION'] },
};
