/**
 * /merchant-alerts 'Merchant Alerts' (issue 43 item 5; the spec names the route only): alerts shown in the merchants'
 * app, on the merchant-support backend, declared once (contract/endpoint.ts). The shape of the deposit alerts
 * (contract/entities/alerts.ts: header, body, a future expiry, enable and disable, a log), with an audience in place
 * of the alert type and account: every merchant, one business category, or a CSV of merchant ids checked in the
 * server's worker (an upload job: valid ids kept, the others in its errors file).
 */
import { pathOf } from '../binding';
import { MERCHANT_ALERTS, MERCHANT_ALERT_LOGS } from '../bindings';
import type { Endpoint } from '../endpoint';

export const MERCHANT_ALERT_AUDIENCES = ['ALL', 'CATEGORY', 'CSV'] as const;
export type MerchantAlertAudience = (typeof MERCHANT_ALERT_AUDIENCES)[number];
/** What the list shows of an alert: on and not expired, past its expiry, or turned off. */
export const MERCHANT_ALERT_STATES = ['ACTIVE', 'EXPIRED', 'DISABLED'] as const;
export type MerchantAlertState = (typeof MERCHANT_ALERT_STATES)[number];
/** The upload kind of an audience file (contract/uploads), and the status of its rows. */
export const AUDIENCE_UPLOAD_KIND = 'merchant-alert-audience';
export const AUDIENCE_ROW_STATUSES = { valid: 'VALID', rejected: 'REJECTED' } as const;

export const MERCHANT_ALERT_MESSAGES = {
  enabled: 'Merchant alert enabled.',
  disabled: 'Merchant alert disabled.',
  alreadyDisabled: 'This merchant alert is already disabled.',
  category: 'Choose a business category.',
  noCategory: 'Only a CATEGORY audience has a category.',
  file: 'Upload a CSV of merchant ids and wait for its check.',
  noFile: 'Only a CSV audience has a file.',
  unknownFile: 'No checked merchant id file with this id.',
  noValidIds: 'The file has no valid merchant id; nothing to send.',
  unknownMerchant: 'Merchant not found.',
  checked: 'Merchant ids checked.',
} as const;

const rules = MERCHANT_ALERTS.access;

export const MERCHANT_ALERT_ENDPOINTS = {
  /** The alerts, newest first (Spring pages from 0), each with its audience, recipients and state. */
  alerts: {
    backend: 'merchant-support',
    method: 'GET',
    path: pathOf(MERCHANT_ALERTS, 'list'),
    access: { rules, actions: ['list'] },
    paging: 'spring',
  },
  /** Enable: a new alert for an audience; header, body and a future expiry (as the deposit alerts). */
  enable: {
    backend: 'merchant-support',
    method: 'POST',
    path: pathOf(MERCHANT_ALERTS, 'list'),
    access: { rules, actions: ['create'] },
    idempotent: true,
  },
  disable: {
    backend: 'merchant-support',
    method: 'POST',
    path: `${pathOf(MERCHANT_ALERTS, 'list')}/:id/disable`,
    access: { rules, actions: ['edit'] },
    idempotent: true,
  },
  /** A CSV of merchant ids (multipart, one file), checked in the worker: its job id and counts (valid / rejected). */
  audienceFile: {
    backend: 'merchant-support',
    method: 'POST',
    path: `${pathOf(MERCHANT_ALERTS, 'list')}/audience-files`,
    access: { rules, actions: ['create'] },
    idempotent: true,
  },
  /** The rejected rows of a checked file as a CSV (line, merchantId, error). */
  audienceErrors: {
    backend: 'merchant-support',
    method: 'GET',
    path: `${pathOf(MERCHANT_ALERTS, 'list')}/audience-files/:jobId/errors`,
    access: { rules, actions: ['create'] },
    answer: 'file',
  },
  /** Who enabled or disabled what, when: newest first, 10 a page from 0 (the deposit alert log's paging). */
  logs: {
    backend: 'merchant-support',
    method: 'GET',
    path: pathOf(MERCHANT_ALERT_LOGS, 'list'),
    access: { rules: MERCHANT_ALERT_LOGS.access, actions: ['list'] },
  },
} as const satisfies Record<string, Endpoint>;
