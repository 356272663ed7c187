/**
 * Warehouse management (issue 44, /delivery/warehouse-management), declared once (contract/endpoint.ts) on the
 * merchant-support backend beside the device lifecycle's warehouses and stock (contract/devices/calls.ts): the
 * warehouses with the stock each holds, adding one, editing one and (de)activating one. The stock by model and state
 * is the inventory's own aggregate (DEVICE_ENDPOINTS.stock). Seeing needs a devices key; changing, the inventory key.
 */
import type { Endpoint } from '../endpoint';
import { DEVICE_ACCESS } from '../devices/calls';

export const WAREHOUSE_ENDPOINTS = {
  list: {
    backend: 'merchant-support',
    method: 'GET',
    path: '/warehouses',
    access: { rules: DEVICE_ACCESS, actions: ['list'] },
    paging: 'whole',
  },
  create: {
    backend: 'merchant-support',
    method: 'POST',
    path: '/warehouses',
    access: { rules: DEVICE_ACCESS, actions: ['access'] },
    idempotent: true,
  },
  update: {
    backend: 'merchant-support',
    method: 'PUT',
    path: '/warehouses/:code',
    access: { rules: DEVICE_ACCESS, actions: ['access'] },
    idempotent: true,
  },
  status: {
    backend: 'merchant-support',
    method: 'POST',
    path: '/warehouses/:code/status',
    access: { rules: DEVICE_ACCESS, actions: ['access'] },
    idempotent: true,
  },
} as const satisfies Record<string, Endpoint>;
