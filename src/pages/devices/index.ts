import { lazyView } from '../../common/lazy-view';
import PointOfSaleIcon from '@mui/icons-material/PointOfSale';
import SpeakerIcon from '@mui/icons-material/Speaker';
import { DEVICE_ACCESS } from '../../../contract/devices/calls';
import { partOf, type PageEntry } from '../types';

/**
 * /swipe and /speaker (spec §2.3 'Other', prefix routes; issue 44 item 2): the card-swipe and speaker tools' homes.
 * Each is a frame of sub-pages in tabs (`/swipe/<segment>`), listed as data in sub-pages.ts; the management and
 * inventory sub-pages read the one device lifecycle (contract/devices/lifecycle.ts) for their product.
 */
const devicePage = (
  name: 'swipe' | 'speaker',
  icon: PageEntry['icon'],
  component: PageEntry['component'],
): PageEntry => ({
  name,
  path: `/${name}`,
  title: `devices.${name}_title`,
  access: DEVICE_ACCESS.list,
  parts: { move: DEVICE_ACCESS.edit, inventory: DEVICE_ACCESS.access },
  icon,
  component,
});

export const swipePage = devicePage(
  'swipe',
  PointOfSaleIcon,
  lazyView(() => import('./SwipePage')),
);
export const speakerPage = devicePage(
  'speaker',
  SpeakerIcon,
  lazyView(() => import('./SpeakerPage')),
);

/** The access-table parts (`<page>.<part>`, partOf): moving a device, and transferring stock. */
export const MOVE_PART = { swipe: partOf(swipePage, 'move'), speaker: partOf(speakerPage, 'move') } as const;
export const INVENTORY_PART = {
  swipe: partOf(swipePage, 'inventory'),
  speaker: partOf(speakerPage, 'inventory'),
} as const;

export const DEVICE_PAGES: readonly PageEntry[] = [swipePage, speakerPage];
