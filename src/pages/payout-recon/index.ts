import { lazyView } from '../../common/lazy-view';
import { PAYOUT_RECON } from '../../../contract/bindings';
import type { PageEntry } from '../types';

/** /payment-recon (spec §2.3 'PayOut'), in the Payouts menu group; opened by VIEW_PAYOUT_STATUS. */
export const payoutReconPage: PageEntry = {
  name: 'payout-recon-page',
  path: '/payment-recon',
  title: 'payoutRecon.title',
  access: PAYOUT_RECON.access.list,
  component: lazyView(() => import('./PayoutReconPage')),
};
