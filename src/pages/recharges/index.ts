import { lazyView } from '../../common/lazy-view';
import PhoneAndroidIcon from '@mui/icons-material/PhoneAndroid';
import { RECHARGE_ACCESS } from '../../../contract/consumer-calls/calls';
import type { PageEntry } from '../types';

/** The access-table part that allows raising a complaint (`recharges.raise`). */
export const RAISE_PART = 'recharges.raise';

/**
 * /recharges (spec §7.4 /recharge/txn-list, /recharge/details, /recharge/raise-complaint; issue 43 item 7): consumers'
 * recharge transactions by type and consumer, one recharge's details and complaints, and raising one.
 */
export const rechargesPage: PageEntry = {
  name: 'recharges',
  path: '/recharges',
  title: 'consumerCalls.recharges.title',
  access: RECHARGE_ACCESS.list,
  parts: { raise: RECHARGE_ACCESS.raise },
  icon: PhoneAndroidIcon,
  component: lazyView(() => import('./RechargesPage')),
};
