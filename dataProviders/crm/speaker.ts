/**
 * /speaker's pricing, audio test, rent waive-off and invoices (contract/speaker/calls.ts), unwrapped from the CRM
 * envelope (`success` true → `data`). Changes go with the caller's Idempotency-Key and answer the server's message.
 */
import type { Endpoint } from '../../contract/endpoint';
import { SPEAKER_CALLS } from '../../contract/speaker/calls';
import type { AudioTestState } from '../../contract/speaker/rules';
import { callEndpoint, fetchEndpointFile } from '../endpoint-client';
import { requireSuccess } from '../rest/envelope-rules';

export interface SpeakerDevice {
  serial: string;
  merchantId: string;
  storeId: string;
  model: string;
  status: string;
  monthlyRental: number;
  returned: boolean;
}

export interface SpeakerPrice {
  id: number;
  model: string;
  oneTimePrice: number;
  monthlyRent: number;
  deposit: number;
  /** `yyyy-MM-dd`. */
  effectiveFrom: string;
  current: boolean;
  createdBy: string;
  createdAt: number;
}
export type SpeakerPriceInput = Pick<
  SpeakerPrice,
  'model' | 'oneTimePrice' | 'monthlyRent' | 'deposit' | 'effectiveFrom'
>;

export interface AudioTest {
  id: number;
  serial: string;
  merchantId: string;
  text: string;
  amount: number;
  language: string;
  status: AudioTestState;
  latencyMs: number | null;
  sentBy: string;
  sentAt: number;
  answeredAt: number | null;
  timeoutSeconds: number;
}
export type AudioTestInput = Pick<AudioTest, 'text' | 'amount' | 'language'>;

export interface WaiverInput {
  merchantId: string;
  serial: string;
  monthlyAmount: number;
  months: number;
  reason: string;
}

/** A waive-off request as its list shows it (the merchant changes' request shape). */
export interface WaiverRequest {
  id: number;
  merchantId: string;
  status: string;
  proposed: Partial<WaiverInput> & { totalWaived?: number };
  makerEmail: string;
  checkerEmail: string | null;
  checkerRemarks: string | null;
  createdAt: number;
  decidedAt: number | null;
}

export interface SpeakerInvoice {
  id: number;
  invoiceNo: string;
  merchantId: string;
  serial: string;
  month: string;
  status: string;
  issuedAt: number;
  rent: number;
  waived: number;
  amount: number;
}

type Call = Parameters<typeof callEndpoint>[1];
const envelope = async <T>(endpoint: Endpoint, call: Call) =>
  requireSuccess(await callEndpoint(endpoint, call)) as { message: string; data: T };
const dataOf = async <T>(endpoint: Endpoint, call: Call) => (await envelope<T>(endpoint, call)).data;

export const getSpeakerDevice = (serial: string, signal?: AbortSignal) =>
  dataOf<SpeakerDevice>(SPEAKER_CALLS.device, { values: { serial }, signal });

export const listSpeakerPrices = (signal?: AbortSignal) => dataOf<SpeakerPrice[]>(SPEAKER_CALLS.prices, { signal });

export const addSpeakerPrice = (body: SpeakerPriceInput, idempotencyKey: string) =>
  envelope<SpeakerPrice>(SPEAKER_CALLS.addPrice, { body, idempotencyKey });

export const listAudioTests = (serial: string, signal?: AbortSignal) =>
  dataOf<AudioTest[]>(SPEAKER_CALLS.deviceTests, { values: { serial }, signal });

export const sendAudioTest = (serial: string, body: AudioTestInput, idempotencyKey: string) =>
  envelope<AudioTest>(SPEAKER_CALLS.sendTest, { values: { serial }, body, idempotencyKey });

export const getAudioTest = (id: number, signal?: AbortSignal) =>
  dataOf<AudioTest>(SPEAKER_CALLS.test, { values: { id }, signal });

export const listWaivers = (query: { status?: string; merchantId?: string; page: number }, signal?: AbortSignal) =>
  dataOf<{ content: WaiverRequest[]; totalElements: number }>(SPEAKER_CALLS.waivers, {
    values: Object.fromEntries(Object.entries(query).filter(([, v]) => v !== undefined && v !== '')),
    query: { size: 20 },
    signal,
  });

export const raiseWaiver = (body: WaiverInput, idempotencyKey: string) =>
  envelope<WaiverRequest>(SPEAKER_CALLS.raiseWaiver, { body, idempotencyKey });

export const listSpeakerInvoices = (merchantId: string, signal?: AbortSignal) =>
  dataOf<SpeakerInvoice[]>(SPEAKER_CALLS.invoices, { values: { merchantId }, signal });

export const downloadSpeakerInvoice = (id: number) => fetchEndpointFile(SPEAKER_CALLS.invoicePdf, { values: { id } });
