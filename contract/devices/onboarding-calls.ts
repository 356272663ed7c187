/**
 * Device onboarding's endpoints (its rules and bodies are in contract/devices/onboarding.ts), apart so that the route
 * table, which reads their access on the first screen, does not bring the bodies' zod schemas with it.
 */
import type { Endpoint } from '../endpoint';
import { DEVICE_ACCESS } from './calls';

export const ONBOARDING_ENDPOINTS = {
  /** Allocate one IN_STOCK device (serial + the version read) to a store with a plan and an optional coupon. */
  onboard: {
    backend: 'merchant-support',
    method: 'POST',
    path: '/device-onboardings',
    access: { rules: DEVICE_ACCESS, actions: ['edit'] },
    idempotent: true,
  },
  /** The devices waiting to ship and shipped (ALLOCATED, SHIPPED, DELIVERED), oldest first; Spring pages from 0. */
  shipments: {
    backend: 'merchant-support',
    method: 'GET',
    path: '/delivery/courier-assignment',
    access: { rules: DEVICE_ACCESS, actions: ['list'] },
    paging: 'spring',
  },
  /** An ALLOCATED device's courier and AWB: the SHIPPED move. */
  assign: {
    backend: 'merchant-support',
    method: 'POST',
    path: '/delivery/courier-assignment/:serial/ship',
    access: { rules: DEVICE_ACCESS, actions: ['edit'] },
    idempotent: true,
  },
  /** A SHIPPED device reached its store: the DELIVERED move. */
  deliver: {
    backend: 'merchant-support',
    method: 'POST',
    path: '/delivery/courier-assignment/:serial/delivered',
    access: { rules: DEVICE_ACCESS, actions: ['edit'] },
    idempotent: true,
  },
  /** Counts by state and by courier and the SLA breaches of a product (aggregate queries). */
  dashboard: {
    backend: 'merchant-support',
    method: 'GET',
    path: '/delivery/device-dashboard',
    access: { rules: DEVICE_ACCESS, actions: ['list'] },
  },
} as const satisfies Record<string, Endpoint>;
