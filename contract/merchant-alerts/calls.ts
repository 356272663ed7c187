/**
 * /merchant-alerts 'Merchant Alerts' (issue 43 item 5; the spec names the route only): alerts shown in the merchants'
 * app, on the merchant-support backend, declared once (contract/endpoint.ts). The shape of the deposit alerts
 * (contract/entities/alerts.ts: header, body, a future expiry, enable and disable, a log), with an audience in place
 * of the alert type and account: every merchant, one business category, or a CSV of merchant ids checked in the
 * server's worker (an upload job: valid ids kept, the others in its errors file).
 */
import { pathOf, type AccessAction, type AccessRules } from '../binding';
import { MERCHANT_ALERTS, MERCHANT_ALERT_LOGS } from '../bindings';
import type { Endpoint, HttpMethod } from '../endpoint';

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
const base = pathOf(MERCHANT_ALERTS, 'list');

/** One merchant-support call under the alerts' rules (the log under its own binding's). */
const call = (
  method: HttpMethod,
  path: string,
  action: AccessAction,
  more: Partial<Endpoint> = {},
  access: AccessRules = rules,
): Endpoint => ({ backend: 'merchant-support', method, path, access: { rules: access, actions: [action] }, ...more });

export const MERCHANT_ALERT_ENDPOINTS = {
  /** The alerts, newest first (Spring pages from 0), each with its audience, recipients and state. */
  alerts: call('GET', base, 'list', { paging: 'spring' }),
  /** Enable: a new alert for an audience; header, body and a future expiry (as the deposit alerts). */
  enable: call('POST', base, 'create', { idempotent: true }),
  disable: call('POST', `${base}/:id/disable`, 'edit', { idempotent: true }),
  /** A CSV of merchant ids (multipart, one file), checked in the worker: its job id and counts (valid / rejected). */
  audienceFile: call('POST', `${base}/audience-files`, 'create', { idempotent: true }),
  /** The rejected rows of a checked file as a CSV (line, merchantId, error). */
  audienceErrors: call('GET', `${base}/audience-files/:jobId/errors`, 'create', { answer: 'file' }),
  /** Who enabled or disabled what, when: newest first, 10 a page from 0 (the deposit alert log's paging). */
  logs: call('GET', pathOf(MERCHANT_ALERT_LOGS, 'list'), 'list', {}, MERCHANT_ALERT_LOGS.access),
} as const satisfies Record<string, Endpoint>;
