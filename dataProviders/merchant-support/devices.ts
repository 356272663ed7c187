/**
 * The devices (contract/devices/calls.ts; issue 44 items 1 and 2), unwrapped from the merchant-support envelope: the
 * device list, one device with its timeline and moves, a move, the warehouses, the stock and a transfer.
 */
import { DEVICE_ENDPOINTS as CALLS } from '../../contract/devices/calls';
import type { DeviceKind, DeviceState, MoveNeed } from '../../contract/devices/lifecycle';
import { callEndpoint } from '../endpoint-client';
import { requireSuccess } from '../rest/envelope-rules';
import { unwrapMerchantSupport } from './envelope';

export interface Device {
  deviceSerial: string;
  kind: DeviceKind;
  product: string;
  model: string;
  status: DeviceState;
  merchantId: string;
  storeId: string;
  terminalId: string;
  warehouseId: string;
  courier: string | null;
  awb: string | null;
  monthlyRental: number;
  stateChangedAt: number | null;
  version: number;
}

export interface DeviceEvent {
  id: number;
  deviceSerial: string;
  from: DeviceState;
  to: DeviceState;
  actor: string;
  at: number;
  details: Record<string, unknown>;
}

export interface DeviceDetail {
  device: Device;
  events: DeviceEvent[];
  moves: { from: DeviceState; to: DeviceState; needs: MoveNeed[] }[];
}

export interface DevicePage {
  content: Device[];
  totalElements: number;
}

export interface DeviceFilters {
  kind: DeviceKind;
  q?: string;
  status?: DeviceState | '';
  warehouseId?: string;
  model?: string;
}

export interface MoveInput {
  to: DeviceState;
  version: number;
  merchantId?: string;
  storeId?: string;
  courier?: string;
  awb?: string;
  checklist?: Record<string, boolean>;
  reason?: string;
}

export interface Warehouse {
  code: string;
  name: string;
  city: string;
}

export interface StockRow {
  warehouseId: string;
  model: string;
  state: DeviceState;
  count: number;
}

export interface TransferInput {
  kind: DeviceKind;
  model: string;
  from: string;
  to: string;
  count: number;
  reason: string;
}

const data = <T>(response: Parameters<typeof unwrapMerchantSupport>[0]): T => unwrapMerchantSupport(response) as T;
const defined = (o: object) => Object.fromEntries(Object.entries(o).filter(([, v]) => v !== undefined && v !== ''));

/** A page (from 1, as the page's pager counts) of the devices under the filters. */
export async function listDevices(filters: DeviceFilters, page: number, size: number, signal?: AbortSignal) {
  const query = { ...defined(filters), page: page - 1, size };
  return data<DevicePage>(await callEndpoint(CALLS.devices, { query, signal }));
}

export async function getDevice(serial: string, signal?: AbortSignal) {
  return data<DeviceDetail>(await callEndpoint(CALLS.device, { values: { serial }, signal }));
}

/** Moves a device: the device after, and the server's message ('Device moved. SN…: A → B.'). */
export async function moveDevice(serial: string, body: MoveInput, idempotencyKey: string) {
  const answer = requireSuccess(await callEndpoint(CALLS.move, { values: { serial }, body, idempotencyKey }));
  return { device: answer.data as Device, message: String(answer.message) };
}

export async function listWarehouses(signal?: AbortSignal) {
  return data<Warehouse[]>(await callEndpoint(CALLS.warehouses, { signal }));
}

export async function getStock(kind: DeviceKind, signal?: AbortSignal) {
  return data<StockRow[]>(await callEndpoint(CALLS.stock, { query: { kind }, signal }));
}

export async function transferStock(body: TransferInput, idempotencyKey: string) {
  const answer = requireSuccess(await callEndpoint(CALLS.transfer, { body, idempotencyKey }));
  return { ...(answer.data as { moved: number; serials: string[] }), message: String(answer.message) };
}
