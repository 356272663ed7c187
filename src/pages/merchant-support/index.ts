import { lazy } from 'react';
import StorefrontIcon from '@mui/icons-material/Storefront';
import type { PageEntry } from '../types';

/** /merchant-support (spec §2.10, §6): the three CSV upload panels, CAN_UPDATE_MERCHANT_FIELDS. */
export const merchantSupportPage: PageEntry = {
  name: 'merchant-support',
  path: '/merchant-support',
  title: 'uploads.title',
  access: ['CAN_UPDATE_MERCHANT_FIELDS'],
  deniedMessage: 'auth.not_authorized_merchant_support',
  icon: StorefrontIcon,
  component: lazy(() => import('./MerchantSupportPage')),
};
