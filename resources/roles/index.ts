import { ROLES } from '../../contract/bindings';
import type { ResourceBundle } from '../types';

/** Roles: no screens of their own (the Role & Permission page edits them), so no menu item either. */
const roles: ResourceBundle = { ...ROLES, title: 'pages.role_permission.title' };

export default roles;
