import type { ComponentType } from 'react';
import { lazyView } from '../../common/lazy-view';
import PriceChangeIcon from '@mui/icons-material/PriceChange';
import type { PermissionKey } from '../../../contract/permissions';
import {
  BULK_REJECTS,
  MDR_CHANGE_REQUESTS,
  RENTAL_CHANGE_REQUESTS,
  SWIPE_COUPONS,
  SWIPE_PLANS,
} from '../../../contract/swipe-commercial/bindings';
import type { PageEntry } from '../types';

type Keys = readonly PermissionKey[];

/** One sub-page of /swipe: `/swipe/<segment>`, named `swipe-<segment>`, titled by its strings' `<area>.title`. */
const swipePage = (
  segment: string,
  area: string,
  access: Keys,
  parts: Record<string, Keys> | undefined,
  load: () => Promise<{ default: ComponentType }>,
): PageEntry => ({
  name: `swipe-${segment}`,
  path: `/swipe/${segment}`,
  title: `swipeCommercial.${area}.title`,
  access,
  ...(parts && { parts }),
  icon: PriceChangeIcon,
  component: lazyView(load),
});

/**
 * /swipe's commercial sub-pages (spec §2.3 Other: plans, coupons, MDR and rental update and approve, bulk reject;
 * issue 44 item 2), each its own route; their decisions are made in Approvals.
 */
export const SWIPE_COMMERCIAL_PAGES: readonly PageEntry[] = [
  swipePage('plans', 'plans', SWIPE_PLANS.access.list, SWIPE_PLANS.access, () => import('./PlansPage')),
  swipePage('coupons', 'coupons', SWIPE_COUPONS.access.list, SWIPE_COUPONS.access, () => import('./CouponsPage')),
  swipePage('mdr', 'mdr', MDR_CHANGE_REQUESTS.access.list, MDR_CHANGE_REQUESTS.access, () => import('./MdrPage')),
  swipePage(
    'rental',
    'rental',
    RENTAL_CHANGE_REQUESTS.access.list,
    RENTAL_CHANGE_REQUESTS.access,
    () => import('./RentalPage'),
  ),
  swipePage('bulk-reject', 'bulk', BULK_REJECTS.access.edit, undefined, () => import('./BulkRejectPage')),
];
