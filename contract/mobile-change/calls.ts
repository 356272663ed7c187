/**
 * /mobile-change-request (issue 43 item 3; the spec names the route only): a maker requests a change of a merchant's
 * registered mobile (the new number, a reason from the list and a proof document), a second person approves or
 * rejects it at the CRM maker-checker decision (kind MOBILE_CHANGE). Declared once (contract/endpoint.ts); the
 * numbers go out masked (contract/pii.ts) and come back whole only through the audited reveal.
 */
import { pathOf, type Binding } from '../binding';
import type { Endpoint } from '../endpoint';
import { MERCHANT_REVEAL } from '../merchant-changes/bindings';

/** Mobile change requests (CRM API): `raise` with a proof, `decide` by a second person. */
export const MOBILE_CHANGE_REQUESTS = {
  name: 'mobile-change-requests',
  backend: 'crm',
  path: 'merchants/mobile-change/requests',
  access: {
    list: ['CAN_RAISE_MOBILE_CHANGE', 'CAN_APPROVE_MOBILE_CHANGE'],
    show: ['CAN_RAISE_MOBILE_CHANGE', 'CAN_APPROVE_MOBILE_CHANGE'],
    raise: ['CAN_RAISE_MOBILE_CHANGE'],
    decide: ['CAN_APPROVE_MOBILE_CHANGE'],
  },
} as const satisfies Binding;

/** Why the registered mobile changes (one list: the form's choices and the server's check). */
export const MOBILE_CHANGE_REASONS = ['Lost SIM', 'Number changed', 'Owner changed', 'Others'] as const;
export type MobileChangeReason = (typeof MOBILE_CHANGE_REASONS)[number];

/** An Indian mobile: 10 digits, the first 6 to 9. */
export const MOBILE_PATTERN = /^[6-9]\d{9}$/;
/** The proof: a PDF, JPEG or PNG (checked by its content on the server), at most 5 MB. */
export const MOBILE_PROOF_MAX_BYTES = 5 * 1024 * 1024;
export const MOBILE_PROOF_ACCEPT = 'application/pdf,image/jpeg,image/png';
export const MOBILE_REMARKS_MAX = 300;

export const MOBILE_CHANGE_MESSAGES = {
  placed: 'Mobile change request placed successfully!',
  mobileFormat: 'Mobile number: 10 digits starting with 6, 7, 8 or 9.',
  sameMobile: 'The new mobile number is the same as the current one.',
  pending: (id?: number) =>
    `Mobile change request ${id === undefined ? '' : `#${id} `}for this merchant is already waiting for approval.`,
  proofTooLarge: 'Proof file must not exceed 5 MB.',
  proofRequired: 'Attach a proof document.',
  reasonRequired: 'Choose a reason from the list.',
  remarksRequired: 'Remarks are required.',
  changedSince: 'The merchant’s registered mobile changed since this request was raised; raise it again.',
} as const;

const requests = pathOf(MOBILE_CHANGE_REQUESTS, 'list');
const by = (...actions: ('list' | 'raise')[]) => ({ rules: MOBILE_CHANGE_REQUESTS.access, actions });

export const MOBILE_CHANGE_ENDPOINTS = {
  /** The merchant a request is raised for: name, masked registered mobile, the request waiting on it. */
  merchant: { backend: 'crm', method: 'GET', path: '/merchants/:merchantId/mobile-change', access: by('raise') },
  /** Resource mobile-change-requests: newest first, Spring pages from 0, by status and merchant. */
  requests: { backend: 'crm', method: 'GET', path: requests, access: by('list'), paging: 'spring' },
  /** The proof's bytes, served as what their content is. */
  proof: { backend: 'crm', method: 'GET', path: `${requests}/:id/proof`, access: by('list'), answer: 'file' },
  raise: {
    backend: 'crm',
    method: 'POST',
    path: '/merchants/:merchantId/mobile-change/request',
    access: by('raise'),
    idempotent: true,
  },
  /** The old or new number of a request whole, with a reason (audited), under the merchant reveal permission. */
  reveal: {
    backend: 'crm',
    method: 'POST',
    path: `${requests}/:id/reveal`,
    access: { rules: MERCHANT_REVEAL.access, actions: ['show'] },
    idempotent: true,
  },
} as const satisfies Record<string, Endpoint>;
