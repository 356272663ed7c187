/**
 * Delivery's calls (contract/delivery/calls.ts; issue 44 items 2, 4), unwrapped from the merchant-support envelope
 * (`success` true → `data`): courier partners and their pincode files, the serviceability check, card deliveries and
 * their moves, merchant card applications and orders.
 */
import { DELIVERY_CALLS as CALLS } from '../../contract/delivery/calls';
import type {
  CardApplicationState,
  CardDeliveryState,
  CardType,
  PincodeServiceability,
} from '../../contract/delivery/rules';
import { callEndpoint } from '../endpoint-client';
import { unwrapMerchantSupport } from '../merchant-support/envelope';

export type { PincodeServiceability };

export interface DeliveryPartner {
  id: number;
  code: string;
  name: string;
  contact: string;
  active: boolean;
  pincodes: number;
  updatedAt: number;
  version: number;
}

export interface PartnerInput {
  code: string;
  name: string;
  contact: string;
}

export interface PincodeUpload {
  jobId: string;
  rows: number;
  replaced: number;
  partner: DeliveryPartner;
}

export interface CardDelivery {
  id: number;
  reference: string;
  merchantId: string;
  cardType: string;
  partnerId: number;
  partnerCode: string;
  partnerName: string;
  awb: string | null;
  pincode: string;
  address: string;
  status: CardDeliveryState;
  createdAt: number;
  updatedAt: number;
  version: number;
}

export interface CardDeliveryDetail extends CardDelivery {
  timeline: { from: string | null; to: string; remarks: string | null; actor: string; at: number }[];
}

export interface DeliveryFilters {
  status?: string;
  q?: string;
}

export interface CardApplication {
  id: number;
  reference: string;
  merchantId: string;
  cardType: CardType;
  creditLimit: number | null;
  remarks: string;
  status: CardApplicationState;
  appliedBy: string;
  appliedAt: number;
  decidedBy: string | null;
  decidedAt: number | null;
  decisionRemarks: string | null;
  orderReference: string | null;
}

export interface CardOrder {
  id: number;
  reference: string;
  merchantId: string;
  applicationReference: string;
  cardType: string;
  deliveryId: number;
  deliveryReference: string;
  deliveryStatus: string;
  partnerCode: string;
  orderedBy: string;
  orderedAt: number;
}

export interface Page<T> {
  content: T[];
  totalElements: number;
}

const data = <T>(response: Parameters<typeof unwrapMerchantSupport>[0]): T => unwrapMerchantSupport(response) as T;
const given = (filters: object) =>
  Object.fromEntries(Object.entries(filters).filter(([, v]) => v !== undefined && v !== ''));

export async function listPartners(signal?: AbortSignal) {
  return data<DeliveryPartner[]>(await callEndpoint(CALLS.partners, { signal }));
}

export async function addPartner(body: PartnerInput, idempotencyKey: string) {
  return data<DeliveryPartner>(await callEndpoint(CALLS.addPartner, { body, idempotencyKey }));
}

export async function editPartner(
  partner: Pick<DeliveryPartner, 'id' | 'version'>,
  body: { name: string; contact: string; active: boolean },
  idempotencyKey: string,
) {
  return data<DeliveryPartner>(
    await callEndpoint(CALLS.editPartner, {
      values: { id: partner.id },
      body: { ...body, version: partner.version },
      idempotencyKey,
    }),
  );
}

/** Multipart, one file: checked in the server's worker, all or nothing (a refusal names each row by line). */
export async function uploadPincodes(partnerId: number, file: Blob, fileName: string, idempotencyKey: string) {
  const form = new FormData();
  form.append('file', file, fileName);
  return data<PincodeUpload>(
    await callEndpoint(CALLS.uploadPincodes, { values: { id: partnerId }, body: form, idempotencyKey }),
  );
}

/** §7.4 GET /delivery/card/pincode/{pincode}: the reusable serviceability check. */
export async function checkPincode(pincode: string, signal?: AbortSignal) {
  return data<PincodeServiceability>(await callEndpoint(CALLS.pincode, { values: { pincode }, signal }));
}

export async function listCardDeliveries(filters: DeliveryFilters, page: number, size: number, signal?: AbortSignal) {
  return data<Page<CardDelivery>>(
    await callEndpoint(CALLS.deliveries, { values: given(filters), query: { page: page - 1, size }, signal }),
  );
}

export async function getCardDelivery(id: number, signal?: AbortSignal) {
  return data<CardDeliveryDetail>(await callEndpoint(CALLS.delivery, { values: { id }, signal }));
}

export interface MoveInput {
  to: CardDeliveryState;
  version: number;
  awb?: string;
  remarks?: string;
}

export async function moveCardDelivery(id: number, body: MoveInput, idempotencyKey: string) {
  return data<CardDeliveryDetail>(await callEndpoint(CALLS.moveDelivery, { values: { id }, body, idempotencyKey }));
}

export async function listCardApplications(
  filters: { status?: string; q?: string },
  page: number,
  size: number,
  signal?: AbortSignal,
) {
  return data<Page<CardApplication>>(
    await callEndpoint(CALLS.applications, { values: given(filters), query: { page: page - 1, size }, signal }),
  );
}

export interface ApplyInput {
  merchantId: string;
  cardType: CardType;
  creditLimit: number | null;
  remarks: string;
}

export async function applyForCard(body: ApplyInput, idempotencyKey: string) {
  return data<CardApplication>(await callEndpoint(CALLS.apply, { body, idempotencyKey }));
}

export async function decideCardApplication(
  id: number,
  body: { approve: boolean; remarks: string },
  idempotencyKey: string,
) {
  return data<CardApplication>(await callEndpoint(CALLS.decideApplication, { values: { id }, body, idempotencyKey }));
}

export async function listCardOrders(_filters: object, page: number, size: number, signal?: AbortSignal) {
  return data<Page<CardOrder>>(await callEndpoint(CALLS.orders, { query: { page: page - 1, size }, signal }));
}

export async function orderCard(
  body: { applicationId: number; pincode: string; address: string },
  idempotencyKey: string,
) {
  return data<CardOrder>(await callEndpoint(CALLS.order, { body, idempotencyKey }));
}
