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

const qc: SubPage = { segment: 'qc', label: 'devices.tabs.qc', component: lazy(() => import('./QcView')) };
const repairs: SubPage = {
  segment: 'repairs',
  label: 'devices.tabs.repairs',
  component: lazy(() => import('./RepairsView')),
};

const returns: SubPage = {
  segment: 'returns',
  label: 'devices.tabs.returns',
  component: lazy(() => import('./ReturnsView')),
};

export const SWIPE_SUB_PAGES: readonly SubPage[] = [management, inventory, qc, repairs, returns];
export const SPEAKER_SUB_PAGES: readonly SubPage[] = [management, inventory, qc, repairs, returns];

/** Pure: the sub-page a path opens (its first segment under `base`), else the first. */
export function subPageOf(pages: readonly SubPage[], pathname: string, base: string): SubPage {
  const rest = pathname.startsWith(`${base}/`) ? pathname.slice(base.length + 1) : '';
  const segment = rest.split('/')[0];
  return pages.find((p) => p.segment === segment) ?? pages[0]!;
}
