/**
 * The /swipe invoice downloads (issue 44, /swipe sub-pages "invoice download" and "chargeback invoice"), declared once
 * (contract/endpoint.ts) on the merchant-support backend: a merchant's card-swipe rent invoice of a month (its swipe
 * devices' monthly rent, from the one device table) and its chargeback invoice of a month (its SWIPE chargeback
 * transactions), each a real PDF from the shared builder. Read with a devices key.
 */
import type { Endpoint } from '../endpoint';
import { DEVICE_ACCESS } from '../devices/calls';

const pdf = (path: string): Endpoint => ({
  backend: 'merchant-support',
  method: 'GET',
  path,
  access: { rules: DEVICE_ACCESS, actions: ['list'] },
  answer: 'file',
});

export const SWIPE_BILLING_ENDPOINTS = {
  invoicePdf: pdf('/swipe/merchants/:merchantId/invoices/:month/pdf'),
  chargebackInvoicePdf: pdf('/swipe/merchants/:merchantId/chargeback-invoices/:month/pdf'),
} as const satisfies Record<string, Endpoint>;

/** A month as the downloads name it: YYYY-MM (IST). */
export const MONTH_PATTERN = /^20[0-9]{2}-(0[1-9]|1[0-2])$/;

export const SWIPE_BILLING_MESSAGES = {
  month: 'Month: YYYY-MM.',
  noDevices: 'This merchant had no card-swipe device on rent in that month.',
  noChargebacks: 'This merchant had no card-swipe chargebacks in that month.',
} as const;
