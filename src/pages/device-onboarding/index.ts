import LocalShippingIcon from '@mui/icons-material/LocalShipping';
import { DEVICE_ACCESS } from '../../../contract/devices/calls';
import { lazyView } from '../../common/lazy-view';
import type { PageEntry } from '../types';

/** /delivery/courier-assignment (spec §2.3 Delivery; issue 44 item 3): couriers and AWBs for allocated devices. */
export const courierAssignmentPage: PageEntry = {
  name: 'delivery-courier-assignment',
  path: '/delivery/courier-assignment',
  title: 'devices.onboarding.assign_title',
  access: DEVICE_ACCESS.list,
  parts: { assign: DEVICE_ACCESS.edit },
  icon: LocalShippingIcon,
  component: lazyView(() => import('./CourierAssignmentPage')),
  // The courier and pincode words of the delivery pages (its dialogs reuse their pincode check).
  messages: ['delivery'],
};

/** The access-table part: assigning a courier and marking a device delivered. */
export const ASSIGN_PART = 'delivery-courier-assignment.assign';
