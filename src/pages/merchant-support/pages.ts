import { lazyView } from '../../common/lazy-view';
import StorefrontIcon from '@mui/icons-material/Storefront';
import TuneIcon from '@mui/icons-material/Tune';
import type { PageEntry } from '../types';

/** /merchant-support (spec §2.10, §6): the three CSV upload panels, CAN_UPDATE_MERCHANT_FIELDS. */
export const merchantSupportPage: PageEntry = {
  name: 'merchant-support',
  path: '/merchant-support',
  title: 'uploads.title',
  access: ['CAN_UPDATE_MERCHANT_FIELDS'],
  deniedMessage: 'auth.not_authorized_merchant_support',
  icon: StorefrontIcon,
  component: lazyView(() => import('./MerchantSupportPage')),
};

export const CONFIG_PARTS = ['settlement-config', 'p2pm'] as const;
export type ConfigPart = (typeof CONFIG_PARTS)[number];

/** Settlement-config and P2PM uploads (spec §2.12: gated by the upload permissions; route ours). */
export const configUploadsPage: PageEntry = {
  name: 'config-uploads',
  path: '/settlement/config-upload',
  title: 'uploads.config.title',
  access: ['CAN_UPLOAD_SETTLEMENT_CONFIG_REQUEST', 'CAN_UPLOAD_P2PM_CONFIG_REQUEST'],
  parts: { 'settlement-config': ['CAN_UPLOAD_SETTLEMENT_CONFIG_REQUEST'], p2pm: ['CAN_UPLOAD_P2PM_CONFIG_REQUEST'] },
  icon: TuneIcon,
  component: lazyView(() => import('./ConfigUploadsPage')),
};

/** The upload pages, in menu order (src/pages/index.ts lists them as one entry). */
export const MERCHANT_SUPPORT_PAGES: readonly PageEntry[] = [merchantSupportPage, configUploadsPage];
