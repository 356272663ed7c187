import type { ResourceBundle } from '../types';

/** The FD cache admin action as a view-less resource, so the button calls it through the data provider (POST). */
export const fdAdminActionResource: ResourceBundle = {
  name: 'fd-admin-action',
  title: 'resources.fd_plans.admin_action',
  backend: 'investment',
  api: { paths: { create: '/fd/crm/admin-action' } },
  access: { create: ['CAN_UPDATE_FIXED_DEPOSIT_ISSUER_PLANS'] },
};
