import type { Binding } from '../binding';

/**
 * The merchant 360 (spec §2.3, §6, §7.3, §7.4): who may read a merchant and who may change it. Reads need
 * CAN_LIST_MERCHANT_DETAILS; everyday changes (QR name, referral code, business category, SMS, notifications,
 * tickets, device returns, loan actions) CAN_UPDATE_MERCHANT_FIELDS; settlement update and on-demand settlement
 * CAN_PERFORM_SETTLEMENT. `access` guards the pages; `edit` the change buttons; `decide` the settlement actions.
 */
export const MERCHANT_DETAILS = {
  name: 'merchant-details',
  backend: 'merchant-support',
  path: 'merchants',
  access: {
    access: ['CAN_LIST_MERCHANT_DETAILS'],
    list: ['CAN_LIST_MERCHANT_DETAILS'],
    show: ['CAN_LIST_MERCHANT_DETAILS'],
    edit: ['CAN_UPDATE_MERCHANT_FIELDS'],
  },
} as const satisfies Binding;

/** The CRM side of the merchant calls (§7.3): same keys, on the CRM API. */
export const MERCHANT_CRM = {
  name: 'merchant-crm',
  backend: 'crm',
  path: 'merchants',
  access: {
    list: ['CAN_LIST_MERCHANT_DETAILS'],
    show: ['CAN_LIST_MERCHANT_DETAILS'],
    edit: ['CAN_UPDATE_MERCHANT_FIELDS'],
  },
} as const satisfies Binding;

/** Settlements (§7.4): read with the merchant; `decide` (update, on-demand) only with CAN_PERFORM_SETTLEMENT. */
export const MERCHANT_SETTLEMENTS = {
  name: 'merchant-settlements',
  backend: 'merchant-support',
  access: { list: ['CAN_LIST_MERCHANT_DETAILS'], decide: ['CAN_PERFORM_SETTLEMENT'] },
} as const satisfies Binding;

/** The analytics event of each merchant action (§3.7, §7.4 /users/events/send-events): anyone who may read one. */
export const MERCHANT_EVENTS = {
  name: 'merchant-events',
  backend: 'merchant-support',
  access: { create: ['CAN_LIST_MERCHANT_DETAILS'] },
} as const satisfies Binding;
