import type { ComponentType } from 'react';
import { DEVICE_ENDPOINTS } from '../../../contract/devices/calls';
import type { DeviceKind } from '../../../contract/devices/lifecycle';
import { ONBOARDING_ENDPOINTS } from '../../../contract/devices/onboarding-calls';
import { SPEAKER_ORDER_ENDPOINTS } from '../../../contract/devices/orders';
import { DEVICE_REFUND_ENDPOINTS } from '../../../contract/devices/refunds';
import { DEVICE_RETURN_ENDPOINTS } from '../../../contract/devices/returns';
import { endpointKeys, type Endpoint } from '../../../contract/endpoint';
import type { PermissionKey } from '../../../contract/permissions';
import { SPEAKER_CALLS } from '../../../contract/speaker/calls';
import {
  BULK_REJECTS,
  MDR_CHANGE_REQUESTS,
  RENTAL_CHANGE_REQUESTS,
  SWIPE_COUPONS,
  SWIPE_PLANS,
} from '../../../contract/swipe-commercial/bindings';
import { SWIPE_BILLING_ENDPOINTS } from '../../../contract/swipe-billing/calls';
import { SWIPE_LIMIT_ENDPOINTS } from '../../../contract/swipe-limits/calls';
import { lazyView, type LazyView } from '../../common/lazy-view';
import { partOf } from '../types';

/** What a sub-page is given: the product it is for and the page it sits in ('swipe' or 'speaker'). */
export interface SubPageProps {
  kind: DeviceKind;
  page: 'swipe' | 'speaker';
}

/**
 * One sub-page of /swipe or /speaker: its URL segment, its tab's i18n key, its component (a lazy view: its chunk
 * is fetched when the tab first opens, src/common/lazy-view.ts) and the keys that let a user use it, derived from the
 * access of the endpoints it reads (contract/): a user holding one sees the tab. Another part adds a sub-page by
 * appending an entry here; the frame draws the tabs from the list. A sub-page that is also a page of its own
 * (`/swipe/plans`, its access table entry `swipe-plans`) names it in `page`: its route opens the frame on its tab.
 */
export interface SubPage {
  segment: string;
  label: string;
  component: LazyView & ComponentType<SubPageProps>;
  access: readonly PermissionKey[];
  page?: string;
}

/** Pure: the keys that open every one of `reads` (holding one, a user may call them all). */
export function keysOfReads(...reads: Pick<Endpoint, 'access'>[]): PermissionKey[] {
  const [first = [], ...rest] = reads.map(endpointKeys);
  return first.filter((key) => rest.every((keys) => keys.includes(key)));
}

const view = (load: () => Promise<{ default: ComponentType<never> }>) =>
  lazyView(load as () => Promise<{ default: ComponentType }>) as SubPage['component'];

/** A tab of the frame only: its segment, label, view and the endpoints it reads. */
const tab = (
  segment: string,
  label: string,
  load: () => Promise<{ default: ComponentType<never> }>,
  reads: readonly Pick<Endpoint, 'access'>[],
): SubPage => ({ segment, label, component: view(load), access: keysOfReads(...reads) });

const management = tab('management', 'devices.tabs.management', () => import('./ManagementView'), [
  DEVICE_ENDPOINTS.devices,
]);
const inventory = tab('inventory', 'devices.tabs.inventory', () => import('./InventoryView'), [
  DEVICE_ENDPOINTS.stock,
  DEVICE_ENDPOINTS.warehouses,
]);

// Issue 44 items 2, 4 parts: device onboarding (both products) and the delivery dashboard (/swipe).
const onboarding = tab('onboarding', 'devices.onboarding.tab', () => import('../device-onboarding/OnboardingView'), [
  DEVICE_ENDPOINTS.devices,
]);
const deliveryDashboard = tab(
  'delivery-dashboard',
  'devices.onboarding.dashboard_tab',
  () => import('../device-onboarding/DeliveryDashboardView'),
  [ONBOARDING_ENDPOINTS.dashboard],
);

const qc = tab('qc', 'devices.tabs.qc', () => import('./QcView'), [
  DEVICE_ENDPOINTS.devices,
  DEVICE_RETURN_ENDPOINTS.qcBreakup,
]);
const repairs = tab('repairs', 'devices.tabs.repairs', () => import('./RepairsView'), [
  DEVICE_RETURN_ENDPOINTS.repairs,
]);
const returns = tab('returns', 'devices.tabs.returns', () => import('./ReturnsView'), [
  DEVICE_RETURN_ENDPOINTS.returnStatus,
  DEVICE_RETURN_ENDPOINTS.returnDetails,
]);

/**
 * A sub-page that is a page of its own too: `/<frame>/<segment>`, access-table entry `<frame>-<segment>`, opened by
 * the same keys as that page (its binding's or its endpoint's).
 */
const gathered = (
  frame: 'swipe' | 'speaker',
  segment: string,
  label: string,
  load: () => Promise<{ default: ComponentType<never> }>,
  access: readonly PermissionKey[],
): SubPage => ({ segment, label, component: view(load), access, page: `${frame}-${segment}` });

export const SWIPE_SUB_PAGES: readonly SubPage[] = [
  management,
  inventory,
  gathered(
    'swipe',
    'plans',
    'swipeCommercial.plans.title',
    () => import('../swipe-commercial/PlansPage'),
    SWIPE_PLANS.access.list,
  ),
  gathered(
    'swipe',
    'coupons',
    'swipeCommercial.coupons.title',
    () => import('../swipe-commercial/CouponsPage'),
    SWIPE_COUPONS.access.list,
  ),
  gathered(
    'swipe',
    'mdr',
    'swipeCommercial.mdr.title',
    () => import('../swipe-commercial/MdrPage'),
    MDR_CHANGE_REQUESTS.access.list,
  ),
  gathered(
    'swipe',
    'rental',
    'swipeCommercial.rental.title',
    () => import('../swipe-commercial/RentalPage'),
    RENTAL_CHANGE_REQUESTS.access.list,
  ),
  gathered(
    'swipe',
    'bulk-reject',
    'swipeCommercial.bulk.title',
    () => import('../swipe-commercial/BulkRejectPage'),
    BULK_REJECTS.access.edit,
  ),
  tab('invoices', 'devices.tabs.invoices', () => import('./SwipeInvoicesView'), [
    SWIPE_BILLING_ENDPOINTS.invoicePdf,
    SWIPE_BILLING_ENDPOINTS.chargebackInvoicePdf,
  ]),
  tab('limit', 'devices.tabs.limit', () => import('./SwipeLimitView'), [SWIPE_LIMIT_ENDPOINTS.limit]),
  onboarding,
  deliveryDashboard,
  qc,
  repairs,
  returns,
  // Refunds of a returned terminal's deposit or advance rent (DEVICE_REFUND under four eyes).
  tab('refunds', 'devices.refunds.tab', () => import('../device-refunds/RefundsView'), [
    DEVICE_REFUND_ENDPOINTS.payments,
    DEVICE_REFUND_ENDPOINTS.requests,
  ]),
];
export const SPEAKER_SUB_PAGES: readonly SubPage[] = [
  management,
  inventory,
  onboarding,
  gathered(
    'speaker',
    'pricing',
    'speaker.pricing_title',
    () => import('../speaker-tools/PricingPage'),
    keysOfReads(SPEAKER_CALLS.prices),
  ),
  gathered(
    'speaker',
    'audio-test',
    'speaker.audio_title',
    () => import('../speaker-tools/AudioTestPage'),
    keysOfReads(SPEAKER_CALLS.deviceTests),
  ),
  gathered(
    'speaker',
    'waive-off',
    'speaker.waiver_title',
    () => import('../speaker-tools/WaiveOffPage'),
    keysOfReads(SPEAKER_CALLS.waivers),
  ),
  gathered(
    'speaker',
    'invoices',
    'speaker.invoices_title',
    () => import('../speaker-tools/InvoicesPage'),
    keysOfReads(SPEAKER_CALLS.invoices),
  ),
  qc,
  repairs,
  returns,
  // Speaker orders across merchants (the bharat-swipe orders of product SPEAKER, followed through their device).
  tab('orders', 'devices.orders.tab', () => import('../device-refunds/SpeakerOrdersView'), [
    SPEAKER_ORDER_ENDPOINTS.speakerOrders,
  ]),
];

/** Pure: the sub-page a path opens (its first segment under `base`), else the first. */
export function subPageOf(pages: readonly SubPage[], pathname: string, base: string): SubPage {
  const rest = pathname.startsWith(`${base}/`) ? pathname.slice(base.length + 1) : '';
  const segment = rest.split('/')[0];
  return pages.find((p) => p.segment === segment) ?? pages[0]!;
}

/** The access-table entry of a frame's tab (`swipe.tab-refunds`): a part of the frame's page, opened by its keys. */
export const tabPart = (frame: 'swipe' | 'speaker', s: Pick<SubPage, 'segment'>): string =>
  partOf({ name: frame }, `tab-${s.segment}`);

/** Pure: the frame page's parts, one per tab (`tab-<segment>`), each with the keys that let a user use it. */
export function tabParts(pages: readonly SubPage[]): Record<string, readonly PermissionKey[]> {
  return Object.fromEntries(pages.map((s) => [`tab-${s.segment}`, s.access]));
}

/** Pure: the keys that open a frame: those of any of its tabs (a user with one tab gets in and sees that tab). */
export function frameKeys(pages: readonly SubPage[]): PermissionKey[] {
  return [...new Set(pages.flatMap((s) => s.access))];
}

/**
 * Pure: the sub-pages a user sees as tabs: those whose tab entry the access decision allowed (none while it is
 * pending). The open one is chosen among these (subPageOf), so a user never lands on a tab that would answer 403.
 */
export function visibleSubPages(
  pages: readonly SubPage[],
  frame: 'swipe' | 'speaker',
  decided: Readonly<Record<string, boolean>> | undefined,
): SubPage[] {
  return pages.filter((p) => decided?.[tabPart(frame, p)] === true);
}
