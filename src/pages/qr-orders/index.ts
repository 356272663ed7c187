import { lazyView } from '../../common/lazy-view';
import QrCodeIcon from '@mui/icons-material/QrCode';
import { QR_ORDERS } from '../../../contract/merchant-calls/bindings';
import type { PageEntry } from '../types';

/** /qr-orders (ours; spec §7.4 /payment-support/qr-order, /qr/order/manual/refund; issue 43 item 7). */
export const qrOrdersPage: PageEntry = {
  name: 'qr-orders',
  path: '/qr-orders',
  title: 'merchantCalls.qr.title',
  access: QR_ORDERS.access.list,
  parts: { refund: QR_ORDERS.access.edit },
  icon: QrCodeIcon,
  component: lazyView(() => import('./QrOrdersPage')),
};
