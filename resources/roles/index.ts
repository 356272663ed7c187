import type { ResourceBundle } from '../types';

/** Roles: no screens of their own (the Role & Permission page edits them), so no menu item either. */
const roles: ResourceBundle = {
  name: 'roles',
  title: 'pages.role_permission.title',
  backend: 'admin',
  access: {
    list: ['CAN_MANAGE_ROLE_PERMISSION'],
    show: ['CAN_MANAGE_ROLE_PERMISSION'],
    edit: ['CAN_MANAGE_ROLE_PERMISSION'],
  },
};

export default roles;
