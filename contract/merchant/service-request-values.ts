/**
 * Card-swipe device service requests (spec §7.4: POST and PUT bharat-swipe/crm/service/request). The spec names the
 * calls only; their fields, types and states are ours (README): a request is raised for one device of one store, and
 * moves OPEN → ASSIGNED → IN_PROGRESS → RESOLVED → CLOSED, or is CANCELLED while not yet resolved; a RESOLVED one may
 * be reopened (IN_PROGRESS). The constants live here, zod-free, for the console's tabs (./service-requests.ts
 * re-exports them with the request schemas).
 */
export const SERVICE_REQUEST_TYPES = ['REPAIR', 'REPLACEMENT', 'PAPER_ROLL', 'TRAINING', 'DEACTIVATION'] as const;
export const SERVICE_REQUEST_STATES = ['OPEN', 'ASSIGNED', 'IN_PROGRESS', 'RESOLVED', 'CLOSED', 'CANCELLED'] as const;
export type ServiceRequestState = (typeof SERVICE_REQUEST_STATES)[number];

/** Which status a request may move to from each status (the server checks it; the console offers only these). */
export const SERVICE_REQUEST_NEXT: Readonly<Record<ServiceRequestState, readonly ServiceRequestState[]>> = {
  OPEN: ['ASSIGNED', 'IN_PROGRESS', 'CANCELLED'],
  ASSIGNED: ['IN_PROGRESS', 'RESOLVED', 'CANCELLED'],
  IN_PROGRESS: ['RESOLVED', 'CANCELLED'],
  RESOLVED: ['CLOSED', 'IN_PROGRESS'],
  CLOSED: [],
  CANCELLED: [],
};

/** The states of a request still being worked on: a device has at most one of each type in these. */
export const SERVICE_REQUEST_OPEN: readonly ServiceRequestState[] = ['OPEN', 'ASSIGNED', 'IN_PROGRESS'];

/** Pure: the statuses a request in `status` may move to (none for an unknown one). */
export function nextServiceStates(status: string): readonly ServiceRequestState[] {
  return (SERVICE_REQUEST_NEXT as Record<string, readonly ServiceRequestState[]>)[status] ?? [];
}

export const SERVICE_REQUEST_MESSAGES = {
  deviceNotFound: 'No such device in this store of the merchant.',
  deviceReturned: 'This device is returned: a service request cannot be raised for it.',
  duplicate: 'An open service request of this type already exists for this device.',
  transition: 'This service request cannot move to that status from its current one.',
  changed: 'This service request was changed since you opened it. Reload and try again.',
  resolutionNeeded: 'A resolution is needed to resolve a request.',
} as const;
