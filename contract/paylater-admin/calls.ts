/**
 * The pay-later admin pages (issue 46 item 2) on the CRM API, declared once (contract/endpoint.ts): /bpl's credit
 * plans (read with the consumers on each, a change raised under four eyes as BPL_PLAN_CHANGE, paused and resumed by
 * ops) and /upload-banner's app banners (uploaded, their image served, ordered, published and unpublished by ops).
 */
import { pathOf, type Binding } from '../binding';
import type { Endpoint } from '../endpoint';
import { crmRead } from '../endpoint-parts';
import { BANNER_MANAGE_KEY, BANNER_VIEW_KEY } from './banner-rules';
import { BPL_APPROVE_KEY, BPL_OPERATE_KEY, BPL_RAISE_KEY, BPL_VIEW_KEY } from './bpl-rules';

export const BPL_PLANS = {
  name: 'bpl-plans',
  backend: 'crm',
  path: 'bpl-plans',
  access: {
    access: [BPL_VIEW_KEY, BPL_RAISE_KEY, BPL_OPERATE_KEY, BPL_APPROVE_KEY],
    list: [BPL_VIEW_KEY, BPL_RAISE_KEY, BPL_OPERATE_KEY, BPL_APPROVE_KEY],
    edit: [BPL_OPERATE_KEY],
    raise: [BPL_RAISE_KEY],
    decide: [BPL_APPROVE_KEY],
  },
} as const satisfies Binding;

export const APP_BANNERS = {
  name: 'app-banners',
  backend: 'crm',
  path: 'app-banners',
  access: {
    access: [BANNER_VIEW_KEY, BANNER_MANAGE_KEY],
    list: [BANNER_VIEW_KEY, BANNER_MANAGE_KEY],
    create: [BANNER_MANAGE_KEY],
    edit: [BANNER_MANAGE_KEY],
  },
} as const satisfies Binding;

const plans = pathOf(BPL_PLANS, 'list');
const banners = pathOf(APP_BANNERS, 'list');
const post = (path: string, rules: Binding['access'], action: 'create' | 'edit' | 'raise'): Endpoint => ({
  backend: 'crm',
  method: 'POST',
  path,
  access: { rules, actions: [action] },
  idempotent: true,
});

export const PAYLATER_ADMIN_CALLS = {
  /** Every plan with its terms, state, the consumers on it and its pending change, if any. */
  bplPlans: crmRead(plans, BPL_PLANS.access, 'whole'),
  /** A change to a plan's terms sent for approval (201 with the PENDING BPL_PLAN_CHANGE request). */
  bplRaiseChange: post(`${plans}/change-requests`, BPL_PLANS.access, 'raise'),
  bplPause: post(`${plans}/:id/pause`, BPL_PLANS.access, 'edit'),
  bplResume: post(`${plans}/:id/resume`, BPL_PLANS.access, 'edit'),
  /** Every banner, by placement and order, with its state now. */
  banners: crmRead(banners, APP_BANNERS.access, 'whole'),
  /** A banner's image, served as what its bytes are. */
  bannerImage: {
    backend: 'crm',
    method: 'GET',
    path: `${banners}/:id/image`,
    access: { rules: APP_BANNERS.access, actions: ['list'] },
    answer: 'file',
  },
  /** Uploads a banner, unpublished, last in its placement (201). */
  bannerUpload: post(banners, APP_BANNERS.access, 'create'),
  bannerPublish: post(`${banners}/:id/publish`, APP_BANNERS.access, 'edit'),
  bannerUnpublish: post(`${banners}/:id/unpublish`, APP_BANNERS.access, 'edit'),
  /** A placement's banners in a new order. */
  bannerOrder: post(`${banners}/order`, APP_BANNERS.access, 'edit'),
} as const satisfies Record<string, Endpoint>;

export const PAYLATER_ADMIN_ENDPOINTS: Readonly<Record<string, Endpoint>> = PAYLATER_ADMIN_CALLS;

export const PAYLATER_ADMIN_BINDINGS: readonly Binding[] = [BPL_PLANS, APP_BANNERS];
