import WarehouseIcon from '@mui/icons-material/Warehouse';
import { DEVICE_ACCESS } from '../../../contract/devices/calls';
import { lazyView } from '../../common/lazy-view';
import type { PageEntry } from '../types';

/**
 * /delivery/warehouse-management (spec §2.3 Delivery; issue 44): the device warehouses, their stock by model and
 * state, and (the `manage` part, with the inventory key) adding, editing and (de)activating one.
 */
export const warehouseManagementPage: PageEntry = {
  name: 'warehouse-management',
  path: '/delivery/warehouse-management',
  title: 'delivery.warehouses_title',
  access: DEVICE_ACCESS.list,
  parts: { manage: DEVICE_ACCESS.access },
  icon: WarehouseIcon,
  component: lazyView(() => import('./WarehousesPage')),
  // The stock table's model and state labels are the devices' strings.
  messages: ['devices'],
};
