/**
 * /bp-resume (spec §2.3 Other, exact; issue 46 item 5): stuck merchant-onboarding journeys, their steps, and resuming
 * one from its failed step, declared once (contract/endpoint.ts). A journey is stuck when its last step is older than
 * the hours asked (default STUCK_HOURS) and it has not completed; only a FAILED one is resumed, once.
 */
import { pathOf, type Binding } from '../binding';
import type { Endpoint } from '../endpoint';
import type { PermissionKey } from '../permissions';

export const BP_VIEW_KEY = 'CAN_VIEW_BP_JOURNEYS' satisfies PermissionKey;
export const BP_RESUME_KEY = 'CAN_RESUME_BP_JOURNEY' satisfies PermissionKey;

/** The merchant-onboarding journey's steps, in order. */
export const BP_STEPS = [
  'APPLICATION',
  'KYC_DOCUMENTS',
  'BANK_VERIFICATION',
  'AGREEMENT',
  'QR_ISSUED',
  'ACTIVATED',
] as const;
export type BpStep = (typeof BP_STEPS)[number];
export const BP_STATES = ['IN_PROGRESS', 'FAILED', 'COMPLETED'] as const;
export type BpState = (typeof BP_STATES)[number];
/** A journey with no step for this many hours is stuck (the page may ask for another number, 1 to 720). */
export const STUCK_HOURS = 24;
export const STUCK_HOURS_MAX = 720;

export const BP_MESSAGES = {
  resumed: 'Journey resumed from its failed step.',
  notFailed: 'Only a journey that failed at a step can be resumed; this one has moved on.',
  notFound: 'Journey not found.',
} as const;

/** Pure: stuck at `now` (not completed, last step older than `hours`). */
export const isStuck = (j: { state: string; lastStepAt: number }, now: number, hours = STUCK_HOURS): boolean =>
  j.state !== 'COMPLETED' && now - j.lastStepAt >= hours * 3_600_000;

export const BP_JOURNEYS = {
  name: 'bp-journeys',
  backend: 'crm',
  path: 'bp/journeys',
  access: { access: [BP_VIEW_KEY, BP_RESUME_KEY], list: [BP_VIEW_KEY, BP_RESUME_KEY], edit: [BP_RESUME_KEY] },
} as const satisfies Binding;

const journeys = pathOf(BP_JOURNEYS, 'list');

export const BP_CALLS = {
  /** Stuck journeys (oldest last step first), Spring pages from 0; by state, merchant and the hours that make one stuck. */
  journeys: {
    backend: 'crm',
    method: 'GET',
    path: journeys,
    access: { rules: BP_JOURNEYS.access, actions: ['list'] },
    paging: 'spring',
  },
  /** A journey's steps, oldest first. */
  steps: {
    backend: 'crm',
    method: 'GET',
    path: `${journeys}/:id/steps`,
    access: { rules: BP_JOURNEYS.access, actions: ['list'] },
    paging: 'whole',
  },
  /** Resumes a FAILED journey from its failed step at the version seen: once (409 after). */
  resume: {
    backend: 'crm',
    method: 'POST',
    path: `${journeys}/:id/resume`,
    access: { rules: BP_JOURNEYS.access, actions: ['edit'] },
    idempotent: true,
  },
} as const satisfies Record<string, Endpoint>;

export const BP_ENDPOINTS: Readonly<Record<string, Endpoint>> = BP_CALLS;
