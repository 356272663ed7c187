import ViewCarouselIcon from '@mui/icons-material/ViewCarousel';
import { APP_BANNERS } from '../../../contract/paylater-admin/calls';
import { lazyView } from '../../common/lazy-view';
import type { PageEntry } from '../types';

/** /upload-banner (spec §2.3 Pay-later; issue 46 item 2): app banners uploaded, ordered, previewed and published by ops. */
export const uploadBannerPage: PageEntry = {
  name: 'upload-banner',
  path: '/upload-banner',
  title: 'paylaterAdmin.banner_title',
  access: APP_BANNERS.access.list,
  parts: { manage: APP_BANNERS.access.edit },
  icon: ViewCarouselIcon,
  component: lazyView(() => import('./BannerPage')),
};
