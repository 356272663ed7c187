import { lazyView } from '../../src/common/lazy-view';
import PaymentsIcon from '@mui/icons-material/Payments';
import { PAYOUTS } from '../../contract/bindings';
import type { ResourceBundle } from '../types';

/** Payouts (spec §2.6, §3.8, §7.7) at /postpe-payouts on the payouts backend: list, details, approve and reject. */
const payouts: ResourceBundle = {
  ...PAYOUTS,
  title: 'resources.payouts.title',
  icon: PaymentsIcon,
  list: lazyView(() => import('./PayoutList')),
};

export default payouts;
