/**
 * Device onboarding, courier assignment and the delivery dashboard (contract/devices/onboarding.ts; issue 44 items 2,
 * 3, 4 parts), unwrapped from the merchant-support envelope.
 */
import type { DeliveryDeviceState } from '../../contract/devices/onboarding';
import { ONBOARDING_ENDPOINTS as CALLS } from '../../contract/devices/onboarding-calls';
import type { DeviceKind } from '../../contract/devices/lifecycle';
import { callEndpoint } from '../endpoint-client';
import { requireSuccess } from '../rest/envelope-rules';
import type { Device } from './devices';
import { unwrapMerchantSupport } from './envelope';

export interface OnboardInput {
  serial: string;
  version: number;
  merchantId: string;
  storeId: string;
  planCode: string;
  couponCode?: string;
}

export interface Shipment {
  id: number;
  deviceSerial: string;
  model: string;
  status: DeliveryDeviceState;
  version: number;
  merchantId: string;
  storeId: string;
  storeName: string | null;
  pincode: string | null;
  monthlyRental: number;
  allocatedAt: number;
  courier: string | null;
  awb: string | null;
  shippedAt: number | null;
  slaDays: number | null;
  deliveredAt: number | null;
  slaBreached: boolean;
}

export interface ShipmentFilters {
  kind: DeviceKind;
  serial?: string;
  state?: DeliveryDeviceState | '';
  courier?: string;
  slaBreached?: 'true' | 'false' | '';
}

export interface DeliveryDashboard {
  byState: { state: DeliveryDeviceState; count: number }[];
  byCourier: { courier: string; state: DeliveryDeviceState; count: number }[];
  slaBreaches: number;
}

const data = <T>(response: Parameters<typeof unwrapMerchantSupport>[0]): T => unwrapMerchantSupport(response) as T;
const defined = (o: object) => Object.fromEntries(Object.entries(o).filter(([, v]) => v !== undefined && v !== ''));

/** Allocates a device with a plan: the device after and the server's message ('Device allocated. SN… to …'). */
export async function onboardDevice(body: OnboardInput, idempotencyKey: string) {
  const answer = requireSuccess(await callEndpoint(CALLS.onboard, { body: defined(body), idempotencyKey }));
  return { ...(answer.data as { device: Device; monthlyRent: number }), message: String(answer.message) };
}

/** A page (from 1) of the devices allocated, shipped or delivered, under the filters. */
export async function listShipments(filters: ShipmentFilters, page: number, size: number, signal?: AbortSignal) {
  const query = { ...defined(filters), page: page - 1, size };
  return data<{ content: Shipment[]; totalElements: number }>(await callEndpoint(CALLS.shipments, { query, signal }));
}

export async function assignCourier(
  s: Pick<Shipment, 'deviceSerial' | 'version'>,
  partnerId: number,
  awb: string,
  idempotencyKey: string,
) {
  const body = { version: s.version, partnerId, awb: awb.trim() };
  const answer = requireSuccess(
    await callEndpoint(CALLS.assign, { values: { serial: s.deviceSerial }, body, idempotencyKey }),
  );
  return { device: answer.data as Device, message: String(answer.message) };
}

export async function markDelivered(s: Pick<Shipment, 'deviceSerial' | 'version'>, idempotencyKey: string) {
  const answer = requireSuccess(
    await callEndpoint(CALLS.deliver, {
      values: { serial: s.deviceSerial },
      body: { version: s.version },
      idempotencyKey,
    }),
  );
  return { device: answer.data as Device, message: String(answer.message) };
}

export async function getDeliveryDashboard(kind: DeviceKind, signal?: AbortSignal) {
  return data<DeliveryDashboard>(await callEndpoint(CALLS.dashboard, { query: { kind }, signal }));
}
