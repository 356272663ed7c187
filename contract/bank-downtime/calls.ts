/**
 * Bank downtime, downtime alerts and the QR routing priority (issue 45 item 3) on the CRM API, declared once
 * (contract/endpoint.ts): the banks and PSPs, the downtimes (listed, declared, edited, ended early, cancelled), the
 * current and upcoming ones with who is told, and the QR acquirer order with its change under four eyes.
 */
import { pathOf, type Binding } from '../binding';
import type { Endpoint } from '../endpoint';
import { crmRead } from '../endpoint-parts';
import { DOWNTIME_MANAGE_KEY, DOWNTIME_VIEW_KEY, QR_PRIORITY_APPROVE_KEY, QR_PRIORITY_RAISE_KEY } from './rules';

/** Downtimes: read by whoever views or manages them; declared, edited, ended and cancelled by their managers. */
export const BANK_DOWNTIMES = {
  name: 'bank-downtimes',
  backend: 'crm',
  path: 'bank-downtimes',
  access: {
    access: [DOWNTIME_VIEW_KEY, DOWNTIME_MANAGE_KEY],
    list: [DOWNTIME_VIEW_KEY, DOWNTIME_MANAGE_KEY],
    create: [DOWNTIME_MANAGE_KEY],
    edit: [DOWNTIME_MANAGE_KEY],
  },
} as const satisfies Binding;

/** The QR routing order: read by its makers, checkers and downtime viewers; a new order raised and decided (four eyes). */
export const QR_PRIORITY = {
  name: 'qr-priority',
  backend: 'crm',
  path: 'qr-priority',
  access: {
    access: [QR_PRIORITY_RAISE_KEY, QR_PRIORITY_APPROVE_KEY, DOWNTIME_VIEW_KEY],
    list: [QR_PRIORITY_RAISE_KEY, QR_PRIORITY_APPROVE_KEY, DOWNTIME_VIEW_KEY],
    raise: [QR_PRIORITY_RAISE_KEY],
    decide: [QR_PRIORITY_APPROVE_KEY],
  },
} as const satisfies Binding;

const downtimes = pathOf(BANK_DOWNTIMES, 'list');
const read = crmRead;
const change = (path: string): Endpoint => ({
  backend: 'crm',
  method: 'POST',
  path,
  access: { rules: BANK_DOWNTIMES.access, actions: ['edit'] },
  idempotent: true,
});

export const BANK_DOWNTIME_CALLS = {
  /** The banks and PSPs a downtime can be declared for, by name. */
  banks: read(`${downtimes}/banks`, BANK_DOWNTIMES.access, 'whole'),
  /** Downtimes, newest start first, Spring pages from 0, by state, bank and channel. */
  downtimes: read(downtimes, BANK_DOWNTIMES.access, 'spring'),
  /** Declares a downtime (201); 409 when it overlaps another of the same bank and channel. */
  declare: {
    backend: 'crm',
    method: 'POST',
    path: downtimes,
    access: { rules: BANK_DOWNTIMES.access, actions: ['create'] },
    idempotent: true,
  },
  /** Edits an upcoming or ongoing downtime at the version the editor saw (412 when stale). */
  edit: change(`${downtimes}/:id`),
  /** Ends an ongoing downtime now. */
  end: change(`${downtimes}/:id/end`),
  /** Cancels an upcoming downtime. */
  cancel: change(`${downtimes}/:id/cancel`),
  /** The current and upcoming downtimes, soonest first, each with who is told and what was sent. */
  alerts: read(`${downtimes}/alerts`, BANK_DOWNTIMES.access, 'whole'),
  /** The QR acquirer order in force, the order in effect now, and the change waiting for a checker. */
  qrPriority: read(pathOf(QR_PRIORITY, 'list'), QR_PRIORITY.access),
  /** A maker's new order (201 with the PENDING request). */
  raiseQrPriority: {
    backend: 'crm',
    method: 'POST',
    path: `${pathOf(QR_PRIORITY, 'list')}/requests`,
    access: { rules: QR_PRIORITY.access, actions: ['raise'] },
    idempotent: true,
  },
} as const satisfies Record<string, Endpoint>;

export const BANK_DOWNTIME_ENDPOINTS: Readonly<Record<string, Endpoint>> = BANK_DOWNTIME_CALLS;

export const BANK_DOWNTIME_BINDINGS: readonly Binding[] = [BANK_DOWNTIMES, QR_PRIORITY];
