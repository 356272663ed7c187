/**
 * /speaker/orders (issue 44 item 3, part): the speaker orders across merchants. An order is the bharat-swipe order
 * (table swipe_orders, the rows orders/list and orders/status answer), of product SPEAKER, and once a device is
 * allocated to it, that device (merchant_devices): its state is the order's cancellation or, before that, how far
 * its device has come in the lifecycle. Never a second notion of an order.
 */
import type { Endpoint } from '../endpoint';
import { DEVICE_ACCESS } from './calls';
import { DEVICE_STATES, type DeviceState } from './lifecycle';

export const SPEAKER_ORDER_STATES = ['PLACED', 'ALLOCATED', 'SHIPPED', 'DELIVERED', 'CANCELLED'] as const;
export type SpeakerOrderState = (typeof SPEAKER_ORDER_STATES)[number];

/** The product of an order (swipe_orders.product; the merchant 360's card-swipe orders are SWIPE). */
export const ORDER_PRODUCTS = ['SWIPE', 'SPEAKER'] as const;

/** The device states that mean an order's device has reached the merchant (DELIVERED and every state after it). */
export const DELIVERED_OR_LATER: readonly DeviceState[] = DEVICE_STATES.slice(DEVICE_STATES.indexOf('DELIVERED'));

/** Pure: an order's state from its own status and its device's state (null: no device allocated yet). */
export function speakerOrderState(orderStatus: string, deviceState: string | null): SpeakerOrderState {
  if (orderStatus === 'CANCELLED') return 'CANCELLED';
  if (deviceState === null || deviceState === 'IN_STOCK') return 'PLACED';
  if (deviceState === 'ALLOCATED') return 'ALLOCATED';
  if (deviceState === 'SHIPPED') return 'SHIPPED';
  return 'DELIVERED';
}

export const SPEAKER_ORDER_ENDPOINTS = {
  /** Speaker orders across merchants, newest first, Spring pages from 0, by state, merchant and order id or serial. */
  speakerOrders: {
    backend: 'merchant-support',
    method: 'GET',
    path: '/speaker-orders',
    access: { rules: DEVICE_ACCESS, actions: ['list'] },
    paging: 'spring',
  },
} as const satisfies Record<string, Endpoint>;
