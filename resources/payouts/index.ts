import { lazyView } from '../../src/common/lazy-view';
import PaymentsIcon from '@mui/icons-material/Payments';
import { PAYOUTS } from '../../contract/bindings';
import type { FirstPage, ResourceBundle } from '../types';
import { LIST_PAGE_SIZE } from '../../contract/schema';

/** Newest first, 20 a page (PayoutList). */
export const PAYOUTS_FIRST_PAGE: FirstPage = { sort: { field: 'createdAt', order: 'DESC' }, perPage: LIST_PAGE_SIZE };

/** Payouts (spec §2.6, §3.8, §7.7) at /postpe-payouts on the payouts backend: list, details, approve and reject. */
const payouts: ResourceBundle = {
  ...PAYOUTS,
  title: 'resources.payouts.title',
  icon: PaymentsIcon,
  list: lazyView(() => import('./PayoutList')),
  firstPage: PAYOUTS_FIRST_PAGE,
};

export default payouts;
