/**
 * Bank downtime, downtime alerts and the QR priority (contract/bank-downtime/calls.ts), unwrapped from the CRM
 * envelope (`success` true → `data`). Changes go with the caller's Idempotency-Key and answer the server's message.
 */
import { BANK_DOWNTIME_CALLS as CALLS } from '../../contract/bank-downtime/calls';
import type { DowntimeChannel, DowntimeSeverity, DowntimeState } from '../../contract/bank-downtime/rules';
import type { Endpoint } from '../../contract/endpoint';
import { callEndpoint } from '../endpoint-client';
import { requireSuccess } from '../rest/envelope-rules';

export interface PaymentBank {
  id: number;
  code: string;
  name: string;
  kind: string;
  qrAcquirer: boolean;
}

export interface Downtime {
  id: number;
  bankId: number;
  bankName: string;
  bankCode: string;
  channel: DowntimeChannel;
  /** Epoch ms (UTC). */
  start: number;
  end: number | null;
  severity: DowntimeSeverity;
  note: string;
  state: DowntimeState;
  version: number;
  declaredBy: string;
  createdAt: number;
  updatedBy: string | null;
  updatedAt: number | null;
}

export interface DowntimeAlert extends Downtime {
  recipients: { recipient: string; channel: string }[];
  notifications: { event: string; recipient: string; channel: string; severity: string; createdAt: number }[];
}

export interface DowntimeInput {
  bankId: number;
  channel: DowntimeChannel;
  start: number;
  end: number | null;
  severity: DowntimeSeverity;
  note: string;
}

export interface QrAcquirer {
  bankId: number;
  code: string;
  name: string;
  configuredRank: number;
  effectiveRank: number;
  down: boolean;
  downtimeId: number | null;
  downUntil: number | null;
}

export interface QrPriority {
  version: number;
  updatedBy: string | null;
  updatedAt: number | null;
  acquirers: QrAcquirer[];
  pending: { id: number; makerEmail: string; createdAt: number; bankIds: number[] } | null;
}

type Call = Parameters<typeof callEndpoint>[1];
const envelope = async <T>(endpoint: Endpoint, call: Call) =>
  requireSuccess(await callEndpoint(endpoint, call)) as { message: string; data: T };
const dataOf = async <T>(endpoint: Endpoint, call: Call) => (await envelope<T>(endpoint, call)).data;

export const listPaymentBanks = (signal?: AbortSignal) => dataOf<PaymentBank[]>(CALLS.banks, { signal });

export const listDowntimes = (
  filters: { state?: DowntimeState | '' },
  page: number,
  size: number,
  signal?: AbortSignal,
) =>
  dataOf<{ content: Downtime[]; totalElements: number }>(CALLS.downtimes, {
    values: filters.state ? { state: filters.state } : {},
    query: { page: page - 1, size },
    signal,
  });

export const declareDowntime = (body: DowntimeInput, idempotencyKey: string) =>
  envelope<Downtime>(CALLS.declare, { body, idempotencyKey });

export const editDowntime = (
  id: number,
  body: Omit<DowntimeInput, 'bankId' | 'channel'> & { version: number },
  idempotencyKey: string,
) => envelope<Downtime>(CALLS.edit, { values: { id }, body, idempotencyKey });

export const closeDowntime = (how: 'end' | 'cancel', d: Pick<Downtime, 'id' | 'version'>, idempotencyKey: string) =>
  envelope<Downtime>(CALLS[how], { values: { id: d.id }, body: { version: d.version }, idempotencyKey });

export const listDowntimeAlerts = (signal?: AbortSignal) => dataOf<DowntimeAlert[]>(CALLS.alerts, { signal });

export const getQrPriority = (signal?: AbortSignal) => dataOf<QrPriority>(CALLS.qrPriority, { signal });

export const raiseQrPriority = (body: { order: number[]; version: number; remarks: string }, idempotencyKey: string) =>
  envelope<{ id: number }>(CALLS.raiseQrPriority, { body, idempotencyKey });
