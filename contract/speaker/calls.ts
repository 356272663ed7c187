/**
 * /speaker's pricing, audio test, rental waive-off and invoice download (issue 44 item 3, part) on the CRM API,
 * declared once (contract/endpoint.ts). Devices are the merchant 360's merchant_devices rows of product 'speaker',
 * found by serial; everything here is keyed by serial and merchant.
 */
import { pathOf, type Binding } from '../binding';
import type { Endpoint } from '../endpoint';
import { crmRead } from '../endpoint-parts';
import {
  SPEAKER_AUDIO_TEST_KEY,
  SPEAKER_INVOICES_KEY,
  SPEAKER_PRICING_MANAGE_KEY,
  SPEAKER_PRICING_VIEW_KEY,
  SPEAKER_WAIVER_APPROVE_KEY,
  SPEAKER_WAIVER_RAISE_KEY,
} from './rules';

/** The speaker price list: read by whoever views or manages it, a new version added by its managers. */
export const SPEAKER_PRICES = {
  name: 'speaker-prices',
  backend: 'crm',
  path: 'speaker/prices',
  access: {
    access: [SPEAKER_PRICING_VIEW_KEY, SPEAKER_PRICING_MANAGE_KEY],
    list: [SPEAKER_PRICING_VIEW_KEY, SPEAKER_PRICING_MANAGE_KEY],
    create: [SPEAKER_PRICING_MANAGE_KEY],
  },
} as const satisfies Binding;

/** Test announcements: sent and read by whoever runs audio tests. */
export const SPEAKER_AUDIO_TESTS = {
  name: 'speaker-audio-tests',
  backend: 'crm',
  path: 'speaker/audio-tests',
  access: { access: [SPEAKER_AUDIO_TEST_KEY], list: [SPEAKER_AUDIO_TEST_KEY], create: [SPEAKER_AUDIO_TEST_KEY] },
} as const satisfies Binding;

/** Rent waive-offs under four eyes: `raise` by a maker, `decide` by a checker (kind SPEAKER_RENT_WAIVER). */
export const SPEAKER_RENT_WAIVERS = {
  name: 'speaker-rent-waivers',
  backend: 'crm',
  path: 'speaker/rent-waivers',
  access: {
    access: [SPEAKER_WAIVER_RAISE_KEY, SPEAKER_WAIVER_APPROVE_KEY],
    list: [SPEAKER_WAIVER_RAISE_KEY, SPEAKER_WAIVER_APPROVE_KEY],
    raise: [SPEAKER_WAIVER_RAISE_KEY],
    decide: [SPEAKER_WAIVER_APPROVE_KEY],
  },
} as const satisfies Binding;

/** A merchant's speaker invoices and their PDFs. */
export const SPEAKER_INVOICES = {
  name: 'speaker-invoices',
  backend: 'crm',
  path: 'speaker/invoices',
  access: { access: [SPEAKER_INVOICES_KEY], list: [SPEAKER_INVOICES_KEY], show: [SPEAKER_INVOICES_KEY] },
} as const satisfies Binding;

/** The device a serial names, for whoever runs tests, raises waive-offs or reads invoices. */
const DEVICE_RULES = {
  list: [SPEAKER_AUDIO_TEST_KEY, SPEAKER_WAIVER_RAISE_KEY, SPEAKER_WAIVER_APPROVE_KEY, SPEAKER_INVOICES_KEY],
} as const;

const read = crmRead;

const tests = pathOf(SPEAKER_AUDIO_TESTS, 'list');

export const SPEAKER_CALLS = {
  /** One speaker device by serial: its merchant, store, model, status and monthly rent. */
  device: read('/speaker/devices/:serial', DEVICE_RULES),
  /** Every price version, newest effective date first per model. */
  prices: read(pathOf(SPEAKER_PRICES, 'list'), SPEAKER_PRICES.access, 'whole'),
  addPrice: {
    backend: 'crm',
    method: 'POST',
    path: pathOf(SPEAKER_PRICES, 'create'),
    access: { rules: SPEAKER_PRICES.access, actions: ['create'] },
    idempotent: true,
  },
  /** A device's test announcements, newest first. */
  deviceTests: read('/speaker/devices/:serial/audio-tests', SPEAKER_AUDIO_TESTS.access, 'whole'),
  /** Sends a test announcement; the answer is the test WAITING (or OFFLINE at once); 409 while another waits. */
  sendTest: {
    backend: 'crm',
    method: 'POST',
    path: '/speaker/devices/:serial/audio-tests',
    access: { rules: SPEAKER_AUDIO_TESTS.access, actions: ['create'] },
    idempotent: true,
  },
  /** One test, as it stands now (the console polls it while it waits). */
  test: read(`${tests}/:id`, SPEAKER_AUDIO_TESTS.access),
  /** Waive-off requests, newest first, Spring pages from 0, by status and merchant. */
  waivers: read(pathOf(SPEAKER_RENT_WAIVERS, 'list'), SPEAKER_RENT_WAIVERS.access, 'spring'),
  raiseWaiver: {
    backend: 'crm',
    method: 'POST',
    path: pathOf(SPEAKER_RENT_WAIVERS, 'list'),
    access: { rules: SPEAKER_RENT_WAIVERS.access, actions: ['raise'] },
    idempotent: true,
  },
  /** A merchant's speaker invoices, newest month first, each after the waivers covering its month. */
  invoices: read('/speaker/merchants/:merchantId/invoices', SPEAKER_INVOICES.access, 'whole'),
  invoicePdf: {
    backend: 'crm',
    method: 'GET',
    path: `${pathOf(SPEAKER_INVOICES, 'list')}/:id/pdf`,
    access: { rules: SPEAKER_INVOICES.access, actions: ['show'] },
    answer: 'file',
  },
} as const satisfies Record<string, Endpoint>;

export const SPEAKER_ENDPOINTS: Readonly<Record<string, Endpoint>> = SPEAKER_CALLS;

export const SPEAKER_BINDINGS: readonly Binding[] = [
  SPEAKER_PRICES,
  SPEAKER_AUDIO_TESTS,
  SPEAKER_RENT_WAIVERS,
  SPEAKER_INVOICES,
];
