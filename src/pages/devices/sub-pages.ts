import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import type { DeviceKind } from '../../../contract/devices/lifecycle';

/** What a sub-page is given: the product it is for and the page it sits in ('swipe' or 'speaker'). */
export interface SubPageProps {
  kind: DeviceKind;
  page: 'swipe' | 'speaker';
}

/**
 * One sub-page of /swipe or /speaker: its URL segment, its tab's i18n key and its component. Another part adds a
 * sub-page by appending an entry here (onboarding, plans, QC tools …); the frame draws the tabs from the list.
 */
export interface SubPage {
  segment: string;
  label: string;
  component: LazyExoticComponent<ComponentType<SubPageProps>>;
}

const management: SubPage = {
  segment: 'management',
  label: 'devices.tabs.management',
  component: lazy(() => import('./ManagementView')),
};
const inventory: SubPage = {
  segment: 'inventory',
  label: 'devices.tabs.inventory',
  component: lazy(() => import('./InventoryView')),
};

// Issue 44 items 2, 4 parts: device onboarding (both products) and the delivery dashboard (/swipe).
const onboarding: SubPage = {
  segment: 'onboarding',
  label: 'devices.onboarding.tab',
  component: lazy(() => import('../device-onboarding/OnboardingView')),
};
const deliveryDashboard: SubPage = {
  segment: 'delivery-dashboard',
  label: 'devices.onboarding.dashboard_tab',
  component: lazy(() => import('../device-onboarding/DeliveryDashboardView')),
};

export const SWIPE_SUB_PAGES: readonly SubPage[] = [management, inventory, onboarding, deliveryDashboard];
export const SPEAKER_SUB_PAGES: readonly SubPage[] = [management, inventory, onboarding];

/** Pure: the sub-page a path opens (its first segment under `base`), else the first. */
export function subPageOf(pages: readonly SubPage[], pathname: string, base: string): SubPage {
  const rest = pathname.startsWith(`${base}/`) ? pathname.slice(base.length + 1) : '';
  const segment = rest.split('/')[0];
  return pages.find((p) => p.segment === segment) ?? pages[0]!;
}
