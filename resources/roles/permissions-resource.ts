import { PERMISSIONS } from '../../contract/bindings';
import type { ResourceBundle } from '../types';

/** The permission catalogue as the admin API serves it; read-only, no screens. */
export const permissionsResource: ResourceBundle = { ...PERMISSIONS, title: 'pages.role_permission.title' };
