import { lazyView } from '../../common/lazy-view';
import LoyaltyIcon from '@mui/icons-material/Loyalty';
import { REFERRAL_VIEW_KEY } from '../../../contract/cpv/calls';
import type { PageEntry } from '../types';

/**
 * /new-merchant/referral-code (the spec names the route only; issue 43 item 6): a referral code's owner and the
 * merchants who signed up with it; the owner's code changed through the merchant 360's own change
 * (CAN_UPDATE_MERCHANT_FIELDS). An exact path: it wins over the merchant 360's /new-merchant/:id.
 */
export const referralCodePage: PageEntry = {
  name: 'referral-code',
  path: '/new-merchant/referral-code',
  title: 'cpv.referral_title',
  access: [REFERRAL_VIEW_KEY],
  icon: LoyaltyIcon,
  messages: ['merchant360'],
  component: lazyView(() => import('./ReferralCodePage')),
};
