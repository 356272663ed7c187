import type { ComponentType } from 'react';
import type { DeviceKind } from '../../../contract/devices/lifecycle';
import { lazyView, type LazyView } from '../../common/lazy-view';

/** What a sub-page is given: the product it is for and the page it sits in ('swipe' or 'speaker'). */
export interface SubPageProps {
  kind: DeviceKind;
  page: 'swipe' | 'speaker';
}

/**
 * One sub-page of /swipe or /speaker: its URL segment, its tab's i18n key and its component (a lazy view: its chunk
 * is fetched when the tab first opens, src/common/lazy-view.ts). Another part adds a sub-page by appending an entry
 * here; the frame draws the tabs from the list. A sub-page that is also a page of its own (`/swipe/plans`, its access
 * table entry `swipe-plans`) names it in `page`: its tab shows only to a user who may open that page, and its route
 * opens the frame on its tab.
 */
export interface SubPage {
  segment: string;
  label: string;
  component: LazyView & ComponentType<SubPageProps>;
  page?: string;
}

const view = (load: () => Promise<{ default: ComponentType<never> }>) =>
  lazyView(load as () => Promise<{ default: ComponentType }>) as SubPage['component'];

const management: SubPage = {
  segment: 'management',
  label: 'devices.tabs.management',
  component: view(() => import('./ManagementView')),
};
const inventory: SubPage = {
  segment: 'inventory',
  label: 'devices.tabs.inventory',
  component: view(() => import('./InventoryView')),
};

// Issue 44 items 2, 4 parts: device onboarding (both products) and the delivery dashboard (/swipe).
const onboarding: SubPage = {
  segment: 'onboarding',
  label: 'devices.onboarding.tab',
  component: view(() => import('../device-onboarding/OnboardingView')),
};
const deliveryDashboard: SubPage = {
  segment: 'delivery-dashboard',
  label: 'devices.onboarding.dashboard_tab',
  component: view(() => import('../device-onboarding/DeliveryDashboardView')),
};

const qc: SubPage = { segment: 'qc', label: 'devices.tabs.qc', component: view(() => import('./QcView')) };
const repairs: SubPage = {
  segment: 'repairs',
  label: 'devices.tabs.repairs',
  component: view(() => import('./RepairsView')),
};
const returns: SubPage = {
  segment: 'returns',
  label: 'devices.tabs.returns',
  component: view(() => import('./ReturnsView')),
};

/** A sub-page that is a page of its own too: `/<frame>/<segment>`, access-table entry `<frame>-<segment>`. */
const gathered = (
  frame: 'swipe' | 'speaker',
  segment: string,
  label: string,
  load: () => Promise<{ default: ComponentType<never> }>,
): SubPage => ({ segment, label, component: view(load), page: `${frame}-${segment}` });

export const SWIPE_SUB_PAGES: readonly SubPage[] = [
  management,
  inventory,
  gathered('swipe', 'plans', 'swipeCommercial.plans.title', () => import('../swipe-commercial/PlansPage')),
  gathered('swipe', 'coupons', 'swipeCommercial.coupons.title', () => import('../swipe-commercial/CouponsPage')),
  gathered('swipe', 'mdr', 'swipeCommercial.mdr.title', () => import('../swipe-commercial/MdrPage')),
  gathered('swipe', 'rental', 'swipeCommercial.rental.title', () => import('../swipe-commercial/RentalPage')),
  gathered('swipe', 'bulk-reject', 'swipeCommercial.bulk.title', () => import('../swipe-commercial/BulkRejectPage')),
  { segment: 'invoices', label: 'devices.tabs.invoices', component: view(() => import('./SwipeInvoicesView')) },
  { segment: 'limit', label: 'devices.tabs.limit', component: view(() => import('./SwipeLimitView')) },
  onboarding,
  deliveryDashboard,
  qc,
  repairs,
  returns,
];
export const SPEAKER_SUB_PAGES: readonly SubPage[] = [
  management,
  inventory,
  onboarding,
  gathered('speaker', 'pricing', 'speaker.pricing_title', () => import('../speaker-tools/PricingPage')),
  gathered('speaker', 'audio-test', 'speaker.audio_title', () => import('../speaker-tools/AudioTestPage')),
  gathered('speaker', 'waive-off', 'speaker.waiver_title', () => import('../speaker-tools/WaiveOffPage')),
  gathered('speaker', 'invoices', 'speaker.invoices_title', () => import('../speaker-tools/InvoicesPage')),
  qc,
  repairs,
  returns,
];

/** Pure: the sub-page a path opens (its first segment under `base`), else the first. */
export function subPageOf(pages: readonly SubPage[], pathname: string, base: string): SubPage {
  const rest = pathname.startsWith(`${base}/`) ? pathname.slice(base.length + 1) : '';
  const segment = rest.split('/')[0];
  return pages.find((p) => p.segment === segment) ?? pages[0]!;
}

/**
 * Pure: the sub-pages a user sees as tabs: the open one (its route let the user in), those of no page of their own,
 * and those whose page the access decision allowed (none of these while it is pending).
 */
export function visibleSubPages(
  pages: readonly SubPage[],
  decided: Readonly<Record<string, boolean>> | undefined,
  open: SubPage,
): SubPage[] {
  return pages.filter((p) => p === open || p.page === undefined || decided?.[p.page] === true);
}
