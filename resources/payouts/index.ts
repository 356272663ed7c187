import { lazy } from 'react';
import PaymentsIcon from '@mui/icons-material/Payments';
import type { ResourceBundle } from '../types';

/** Payouts (spec §2.6, §3.8, §7.7) at /postpe-payouts on the payouts backend: list, details, approve and reject. */
const payouts: ResourceBundle = {
  name: 'postpe-payouts',
  title: 'resources.payouts.title',
  backend: 'payouts',
  apiPath: 'payout-requests',
  access: { list: ['CAN_VIEW_PAYOUT'] },
  icon: PaymentsIcon,
  list: lazy(() => import('./PayoutList')),
};

export default payouts;
