/** /speaker/orders (contract/devices/orders.ts): the speaker orders across merchants, a page at a time. */
import { SPEAKER_ORDER_ENDPOINTS as CALLS, type SpeakerOrderState } from '../../contract/devices/orders';
import { callEndpoint } from '../endpoint-client';
import { unwrapMerchantSupport } from './envelope';

export interface SpeakerOrder {
  id: number;
  orderId: string;
  merchantId: string;
  storeId: string;
  plan: string;
  /** Rupees. */
  amount: number;
  state: SpeakerOrderState;
  serial: string | null;
  model: string | null;
  deviceState: string | null;
  courier: string | null;
  awb: string | null;
  createdAt: number;
  updatedAt: number;
}

export interface SpeakerOrderFilters {
  state?: SpeakerOrderState | '';
  q?: string;
}

export interface SpeakerOrderPage {
  content: SpeakerOrder[];
  totalElements: number;
}

/** A page of speaker orders (pages from 1 here, from 0 on the wire). */
export async function listSpeakerOrders(f: SpeakerOrderFilters, page: number, size: number, signal?: AbortSignal) {
  const query = { ...(f.state ? { state: f.state } : {}), ...(f.q ? { q: f.q } : {}), page: page - 1, size };
  return unwrapMerchantSupport(await callEndpoint(CALLS.speakerOrders, { query, signal })) as SpeakerOrderPage;
}
