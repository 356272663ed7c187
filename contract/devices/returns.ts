/**
 * Returns, QC, repairs and reactivation (issue 44 items 2, 3 and 5, parts), declared once (contract/endpoint.ts) on the
 * merchant-support backend: the spec §7.4 bharat-swipe/crm calls answered from the device lifecycle (a merchant's
 * devices on their way back and one of them with its timeline, the QC outcomes broken down by checklist item and
 * model, the reactivation of an inactive device), a repair ticket (vendor, fault, cost) that sends a QC-failed device
 * to repair, and a speaker replacement (one device returned and another allocated in one transaction).
 */
import type { Endpoint } from '../endpoint';
import { DEVICE_ACCESS } from './calls';
import type { DeviceState } from './lifecycle';

const BASE = '/bharat-swipe/crm';
const BACKEND = 'merchant-support';

/** The states of a device on its way back from a merchant (getReturnTerminalStatus lists these). */
export const RETURN_STATES: readonly DeviceState[] = ['RETURN_REQUESTED', 'RETURNED'];

/** A repair ticket: open while the device is in REPAIR; FIXED (back to stock) or SCRAPPED when it leaves. */
export const REPAIR_STATES = ['OPEN', 'FIXED', 'SCRAPPED'] as const;
export type RepairState = (typeof REPAIR_STATES)[number];

/** Ours, where the spec is silent: the most a repair may cost (rupees). */
export const REPAIR_COST_MAX = 50_000;

export const RETURN_MESSAGES = {
  repairOpened: 'Repair ticket opened.',
  replaced: 'Speaker replaced.',
  reactivated: 'Device reactivated.',
  needTicket: 'Open a repair ticket (vendor, fault and cost) to send a device to repair.',
  notInactive: 'This device is not inactive: only a device idle for 60 days or more can be reactivated.',
  notActive: 'Only an ACTIVE device can be reactivated.',
  notMerchants: 'This device does not belong to this merchant.',
  speakersOnly: 'Only payment speakers are replaced here.',
  sameDevice: 'Choose a different device to allocate.',
  notFound: 'No Record Found!',
  costRange: `Cost must be between ₹0 and ₹50,000.`,
} as const;

export const DEVICE_RETURN_ENDPOINTS = {
  returnStatus: {
    backend: BACKEND,
    method: 'GET',
    path: `${BASE}/getReturnTerminalStatus`,
    access: { rules: DEVICE_ACCESS, actions: ['list'] },
    paging: 'whole',
  },
  returnDetails: {
    backend: BACKEND,
    method: 'GET',
    path: `${BASE}/getReturnDeviceDetails`,
    access: { rules: DEVICE_ACCESS, actions: ['list'] },
  },
  qcBreakup: {
    backend: BACKEND,
    method: 'GET',
    path: `${BASE}/qc/breakup`,
    access: { rules: DEVICE_ACCESS, actions: ['list'] },
    paging: 'whole',
  },
  reactivate: {
    backend: BACKEND,
    method: 'POST',
    path: `${BASE}/reactivate-device`,
    access: { rules: DEVICE_ACCESS, actions: ['edit'] },
    idempotent: true,
  },
  repairs: {
    backend: BACKEND,
    method: 'GET',
    path: '/device-repairs',
    access: { rules: DEVICE_ACCESS, actions: ['list'] },
    paging: 'whole',
  },
  openRepair: {
    backend: BACKEND,
    method: 'POST',
    path: '/devices/:serial/repair',
    access: { rules: DEVICE_ACCESS, actions: ['edit'] },
    idempotent: true,
  },
  replace: {
    backend: BACKEND,
    method: 'POST',
    path: '/devices/replacements',
    access: { rules: DEVICE_ACCESS, actions: ['edit'] },
    idempotent: true,
  },
} as const satisfies Record<string, Endpoint>;
