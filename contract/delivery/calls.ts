/**
 * Delivery's endpoints on the merchant-support backend (issue 44 items 2 (part), 4), declared once
 * (contract/endpoint.ts): courier partners and their pincode files (/delivery-provider), the serviceability reads at
 * their spec §7.4 paths, card deliveries and their moves (/delivery/card), merchant card applications and orders
 * (/merchant-card). The console calls them through dataProviders/endpoint-client.ts (dataProviders/delivery/);
 * the reference backend serves them through server/routes/declared.ts serve() (server/routes/merchant-support/delivery*.ts).
 */
import type { AccessAction, AccessRules } from '../binding';
import type { Endpoint, HttpMethod } from '../endpoint';
import {
  CARD_DELIVERY_UPDATE_KEY,
  DELIVERY_PARTNERS_KEY,
  DELIVERY_VIEW_KEY,
  MERCHANT_CARDS_APPROVE_KEY,
  MERCHANT_CARDS_KEY,
} from './rules';

/** Partners and pincodes: read with the view key, changed with the partners key. */
export const DELIVERY_PARTNER_ACCESS = {
  list: [DELIVERY_VIEW_KEY, DELIVERY_PARTNERS_KEY],
  create: [DELIVERY_PARTNERS_KEY],
  edit: [DELIVERY_PARTNERS_KEY],
} as const satisfies AccessRules;
/** The serviceability check: anyone who reads delivery, manages partners or places card orders (device allocation). */
export const SERVICEABILITY_ACCESS = {
  show: [DELIVERY_VIEW_KEY, DELIVERY_PARTNERS_KEY, MERCHANT_CARDS_KEY],
} as const satisfies AccessRules;
/** Card deliveries: read with the view key, moved with the update key. */
export const CARD_DELIVERY_ACCESS = {
  list: [DELIVERY_VIEW_KEY, CARD_DELIVERY_UPDATE_KEY],
  edit: [CARD_DELIVERY_UPDATE_KEY],
} as const satisfies AccessRules;
/** Merchant cards: read by makers and checkers, raised and ordered by makers, decided by checkers. */
export const MERCHANT_CARD_ACCESS = {
  list: [MERCHANT_CARDS_KEY, MERCHANT_CARDS_APPROVE_KEY],
  raise: [MERCHANT_CARDS_KEY],
  decide: [MERCHANT_CARDS_APPROVE_KEY],
} as const satisfies AccessRules;

const call = (
  method: HttpMethod,
  path: string,
  rules: AccessRules,
  action: AccessAction,
  more: Partial<Endpoint> = {},
): Endpoint => ({ backend: 'merchant-support', method, path, access: { rules, actions: [action] }, ...more });
const change = { idempotent: true } as const;

export const DELIVERY_CALLS = {
  /** Every partner with its pincode count, by code. */
  partners: call('GET', '/delivery-providers', DELIVERY_PARTNER_ACCESS, 'list', { paging: 'whole' }),
  addPartner: call('POST', '/delivery-providers', DELIVERY_PARTNER_ACCESS, 'create', change),
  /** Edit name, contact or active (deactivate): one conditional update on the version read. */
  editPartner: call('PUT', '/delivery-providers/:id', DELIVERY_PARTNER_ACCESS, 'edit', change),
  /** A partner's pincodes, Spring pages from 0, optional pincode prefix. */
  partnerPincodes: call('GET', '/delivery-providers/:id/pincodes', DELIVERY_PARTNER_ACCESS, 'list', {
    paging: 'spring',
  }),
  /** A partner's pincode CSV (multipart, one file): checked in the worker, all or nothing, replaces its pincodes. */
  uploadPincodes: call('POST', '/delivery-providers/:id/pincodes', DELIVERY_PARTNER_ACCESS, 'create', change),
  /** §7.4 GET /delivery/card/pincode/{pincode}: serviceable or not, by which active couriers, fastest SLA. */
  pincode: call('GET', '/delivery/card/pincode/:pincode', SERVICEABILITY_ACCESS, 'show'),
  /** §7.4 GET /meta-data/swipe-serviceable-cities: the cities active couriers serve, with pincode counts. */
  cities: call('GET', '/meta-data/swipe-serviceable-cities', SERVICEABILITY_ACCESS, 'show', { paging: 'whole' }),
  /** Card deliveries, newest first, Spring pages from 0; status, partner and search (reference, AWB, merchant). */
  deliveries: call('GET', '/delivery/card/deliveries', CARD_DELIVERY_ACCESS, 'list', { paging: 'spring' }),
  delivery: call('GET', '/delivery/card/deliveries/:id', CARD_DELIVERY_ACCESS, 'list'),
  /** One move (to, version, AWB when dispatching, remarks): 409 naming both states when illegal. */
  moveDelivery: call('POST', '/delivery/card/deliveries/:id/status', CARD_DELIVERY_ACCESS, 'edit', change),
  applications: call('GET', '/merchant-card/applications', MERCHANT_CARD_ACCESS, 'list', { paging: 'spring' }),
  apply: call('POST', '/merchant-card/applications', MERCHANT_CARD_ACCESS, 'raise', change),
  /** Approve or reject (remarks): someone other than the raiser; one conditional update on APPLIED. */
  decideApplication: call('POST', '/merchant-card/applications/:id/decision', MERCHANT_CARD_ACCESS, 'decide', change),
  orders: call('GET', '/merchant-card/orders', MERCHANT_CARD_ACCESS, 'list', { paging: 'spring' }),
  /** An approved application's card order: creates its card delivery with the fastest active courier. */
  order: call('POST', '/merchant-card/orders', MERCHANT_CARD_ACCESS, 'raise', change),
} as const satisfies Record<string, Endpoint>;

export const DELIVERY_ENDPOINTS: Readonly<Record<string, Endpoint>> = DELIVERY_CALLS;
