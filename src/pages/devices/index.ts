import { lazyView } from '../../common/lazy-view';
import PointOfSaleIcon from '@mui/icons-material/PointOfSale';
import SpeakerIcon from '@mui/icons-material/Speaker';
import { DEVICE_ACCESS } from '../../../contract/devices/calls';
import { frameKeys, SPEAKER_SUB_PAGES, SWIPE_SUB_PAGES, tabParts, type SubPage } from './sub-pages';
import type { PageEntry } from '../types';

/** The two frames; a gathered sub-page's own route (`/swipe/plans`) renders its frame, which opens on its tab. */
export const swipeFrame = lazyView(() => import('./SwipePage'));
export const speakerFrame = lazyView(() => import('./SpeakerPage'));

/**
 * /swipe and /speaker (spec §2.3 'Other', prefix routes; issue 44 item 2): the card-swipe and speaker tools' homes.
 * Each is a frame of sub-pages in tabs (`/swipe/<segment>`), listed as data in sub-pages.ts; the management and
 * inventory sub-pages read the one device lifecycle (contract/devices/lifecycle.ts) for their product. A user with
 * any tab's keys opens the frame (its access is every tab's keys) and sees the tabs it may use (a part per tab).
 */
const devicePage = (
  name: 'swipe' | 'speaker',
  icon: PageEntry['icon'],
  component: PageEntry['component'],
  messages: PageEntry['messages'],
  subPages: readonly SubPage[],
): PageEntry => ({
  name,
  path: `/${name}`,
  title: `devices.${name}_title`,
  access: frameKeys(subPages),
  parts: { move: DEVICE_ACCESS.edit, inventory: DEVICE_ACCESS.access, ...tabParts(subPages) },
  icon,
  component,
  // The gathered sub-pages' strings (their tabs and views) load with the frame.
  messages,
});

// The refunds tab's request list and decision buttons are the merchant changes' (RequestQueue, DecisionButtons).
export const swipePage = devicePage(
  'swipe',
  PointOfSaleIcon,
  swipeFrame,
  ['swipeCommercial', 'merchantChanges'],
  SWIPE_SUB_PAGES,
);
export const speakerPage = devicePage('speaker', SpeakerIcon, speakerFrame, ['speaker'], SPEAKER_SUB_PAGES);

/** The access-table parts (`<page>.<part>`, partOf): moving a device, and transferring stock. */
export { INVENTORY_PART, MOVE_PART } from './parts';

export const DEVICE_PAGES: readonly PageEntry[] = [swipePage, speakerPage];
