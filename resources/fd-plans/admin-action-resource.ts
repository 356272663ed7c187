import { FD_ADMIN_ACTION } from '../../contract/bindings';
import type { ResourceBundle } from '../types';

/** The FD cache admin action as a view-less resource, so the button calls it through the data provider (POST). */
export const fdAdminActionResource: ResourceBundle = { ...FD_ADMIN_ACTION, title: 'resources.fd_plans.admin_action' };
