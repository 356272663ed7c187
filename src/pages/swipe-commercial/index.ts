import PriceChangeIcon from '@mui/icons-material/PriceChange';
import type { PermissionKey } from '../../../contract/permissions';
import {
  BULK_REJECTS,
  MDR_CHANGE_REQUESTS,
  RENTAL_CHANGE_REQUESTS,
  SWIPE_COUPONS,
  SWIPE_PLANS,
} from '../../../contract/swipe-commercial/bindings';
import { swipeFrame } from '../devices';
import type { PageEntry } from '../types';

type Keys = readonly PermissionKey[];

/** One sub-page of /swipe: `/swipe/<segment>`, named `swipe-<segment>`, titled by its strings' `<area>.title`. */
const swipePage = (
  segment: string,
  area: string,
  access: Keys,
  parts: Record<string, Keys> | undefined,
): PageEntry => ({
  name: `swipe-${segment}`,
  path: `/swipe/${segment}`,
  title: `swipeCommercial.${area}.title`,
  access,
  ...(parts && { parts }),
  icon: PriceChangeIcon,
  // The /swipe frame, open on this sub-page's tab (src/pages/devices/sub-pages.ts lists its view).
  component: swipeFrame,
  frame: 'swipe',
  // The frame's strings and those of the other tools its chunk reaches.
  messages: ['devices', 'speaker'],
});

/**
 * /swipe's commercial sub-pages (spec §2.3 Other: plans, coupons, MDR and rental update and approve, bulk reject;
 * issue 44 item 2), each its own route opening the /swipe frame on its tab; their decisions are made in Approvals.
 */
export const SWIPE_COMMERCIAL_PAGES: readonly PageEntry[] = [
  swipePage('plans', 'plans', SWIPE_PLANS.access.list, SWIPE_PLANS.access),
  swipePage('coupons', 'coupons', SWIPE_COUPONS.access.list, SWIPE_COUPONS.access),
  swipePage('mdr', 'mdr', MDR_CHANGE_REQUESTS.access.list, MDR_CHANGE_REQUESTS.access),
  swipePage('rental', 'rental', RENTAL_CHANGE_REQUESTS.access.list, RENTAL_CHANGE_REQUESTS.access),
  swipePage('bulk-reject', 'bulk', BULK_REJECTS.access.edit, undefined),
];
