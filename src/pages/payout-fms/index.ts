import { lazyView } from '../../common/lazy-view';
import { FMS_TRANSFERS, PAYOUT_CHANNEL_CONFIG } from '../../../contract/payout-fms/bindings';
import type { PageEntry } from '../types';

/** The strings area of these pages (named, not spelled in a key, so the Payouts group that lists them loads none). */
const AREA = 'payoutFms';

/**
 * 'Payout FMS' (spec §2.3: /payout/direct-fund-transfer, /payout/reactive-fund-transfer,
 * /payout/threshold-fund-transfer) and /payout/config, in the Payouts menu group (issue 45 item 4).
 */
export const PAYOUT_FMS_PAGES: readonly PageEntry[] = [
  {
    name: 'payout-fms-direct',
    path: '/payout/direct-fund-transfer',
    title: `${AREA}.direct.title`,
    access: FMS_TRANSFERS.access.list,
    parts: FMS_TRANSFERS.access,
    component: lazyView(() => import('./DirectTransferPage')),
  },
  {
    name: 'payout-fms-reactive',
    path: '/payout/reactive-fund-transfer',
    title: `${AREA}.reactive.title`,
    access: FMS_TRANSFERS.access.list,
    parts: FMS_TRANSFERS.access,
    component: lazyView(() => import('./ReactiveTransferPage')),
  },
  {
    name: 'payout-fms-threshold',
    path: '/payout/threshold-fund-transfer',
    title: `${AREA}.threshold.title`,
    access: FMS_TRANSFERS.access.list,
    parts: FMS_TRANSFERS.access,
    component: lazyView(() => import('./ThresholdTransferPage')),
  },
  {
    name: 'payout-config',
    path: '/payout/config',
    title: `${AREA}.config.title`,
    access: PAYOUT_CHANNEL_CONFIG.access.list,
    parts: PAYOUT_CHANNEL_CONFIG.access,
    component: lazyView(() => import('./PayoutConfigPage')),
  },
];
