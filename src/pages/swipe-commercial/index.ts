import { lazyView } from '../../common/lazy-view';
import PriceChangeIcon from '@mui/icons-material/PriceChange';
import {
  BULK_REJECTS,
  MDR_CHANGE_REQUESTS,
  RENTAL_CHANGE_REQUESTS,
  SWIPE_COUPONS,
  SWIPE_PLANS,
} from '../../../contract/swipe-commercial/bindings';
import type { PageEntry } from '../types';

/**
 * /swipe's commercial sub-pages (spec §2.3 Other: plans, coupons, MDR and rental update and approve, bulk reject;
 * issue 44 item 2), each its own route; their decisions are made in Approvals.
 */
export const swipePlansPage: PageEntry = {
  name: 'swipe-plans',
  path: '/swipe/plans',
  title: 'swipeCommercial.plans.title',
  access: SWIPE_PLANS.access.list,
  parts: { create: SWIPE_PLANS.access.create, edit: SWIPE_PLANS.access.edit },
  icon: PriceChangeIcon,
  component: lazyView(() => import('./PlansPage')),
};

export const swipeCouponsPage: PageEntry = {
  name: 'swipe-coupons',
  path: '/swipe/coupons',
  title: 'swipeCommercial.coupons.title',
  access: SWIPE_COUPONS.access.list,
  parts: { create: SWIPE_COUPONS.access.create, edit: SWIPE_COUPONS.access.edit },
  icon: PriceChangeIcon,
  component: lazyView(() => import('./CouponsPage')),
};

export const swipeMdrPage: PageEntry = {
  name: 'swipe-mdr',
  path: '/swipe/mdr',
  title: 'swipeCommercial.mdr.title',
  access: MDR_CHANGE_REQUESTS.access.list,
  parts: { raise: MDR_CHANGE_REQUESTS.access.raise },
  icon: PriceChangeIcon,
  component: lazyView(() => import('./MdrPage')),
};

export const swipeRentalPage: PageEntry = {
  name: 'swipe-rental',
  path: '/swipe/rental',
  title: 'swipeCommercial.rental.title',
  access: RENTAL_CHANGE_REQUESTS.access.list,
  parts: { raise: RENTAL_CHANGE_REQUESTS.access.raise },
  icon: PriceChangeIcon,
  component: lazyView(() => import('./RentalPage')),
};

export const swipeBulkRejectPage: PageEntry = {
  name: 'swipe-bulk-reject',
  path: '/swipe/bulk-reject',
  title: 'swipeCommercial.bulk.title',
  access: BULK_REJECTS.access.edit,
  icon: PriceChangeIcon,
  component: lazyView(() => import('./BulkRejectPage')),
};

export const SWIPE_COMMERCIAL_PAGES: readonly PageEntry[] = [
  swipePlansPage,
  swipeCouponsPage,
  swipeMdrPage,
  swipeRentalPage,
  swipeBulkRejectPage,
];
