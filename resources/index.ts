import type { ResourceBundle } from './types';
import roles from './roles';
import { permissionsResource } from './roles/permissions-resource';
import users from './users';

/** Every resource of the console, in menu order. A new entity adds one line here. */
export const RESOURCES: readonly ResourceBundle[] = [users, roles, permissionsResource];
