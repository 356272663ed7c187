/**
 * The devices (issue 44 items 1 and 2: /swipe and /speaker management, inventory and warehouse), declared once
 * (contract/endpoint.ts) on the merchant-support backend, beside the merchant 360's `{product}-swipe/getDevices`:
 * the device list (Spring pages from 0), one device with its timeline and the moves it may make, a move (POSTed with
 * an Idempotency-Key), the warehouses, the stock per warehouse, model and state, and a transfer between warehouses.
 */
import type { AccessRules } from '../binding';
import type { Endpoint } from '../endpoint';

// Ours (the spec names the tools, not their keys): seeing devices, moving them through the lifecycle, and the stock.
export const DEVICE_VIEW_KEY = 'CAN_VIEW_DEVICES';
export const DEVICE_MOVE_KEY = 'CAN_MOVE_DEVICES';
export const DEVICE_INVENTORY_KEY = 'CAN_MANAGE_INVENTORY';

export const DEVICE_ACCESS = {
  list: [DEVICE_VIEW_KEY, DEVICE_MOVE_KEY, DEVICE_INVENTORY_KEY],
  edit: [DEVICE_MOVE_KEY],
  access: [DEVICE_INVENTORY_KEY],
} as const satisfies AccessRules;

export const DEVICE_ENDPOINTS = {
  devices: {
    backend: 'merchant-support',
    method: 'GET',
    path: '/devices',
    access: { rules: DEVICE_ACCESS, actions: ['list'] },
    paging: 'spring',
  },
  device: {
    backend: 'merchant-support',
    method: 'GET',
    path: '/devices/:serial',
    access: { rules: DEVICE_ACCESS, actions: ['list'] },
  },
  move: {
    backend: 'merchant-support',
    method: 'POST',
    path: '/devices/:serial/move',
    access: { rules: DEVICE_ACCESS, actions: ['edit'] },
    idempotent: true,
  },
  warehouses: {
    backend: 'merchant-support',
    method: 'GET',
    path: '/device-warehouses',
    access: { rules: DEVICE_ACCESS, actions: ['list'] },
    paging: 'whole',
  },
  stock: {
    backend: 'merchant-support',
    method: 'GET',
    path: '/device-warehouses/stock',
    access: { rules: DEVICE_ACCESS, actions: ['list'] },
    paging: 'whole',
  },
  transfer: {
    backend: 'merchant-support',
    method: 'POST',
    path: '/device-warehouses/transfers',
    access: { rules: DEVICE_ACCESS, actions: ['access'] },
    idempotent: true,
  },
} as const satisfies Record<string, Endpoint>;
