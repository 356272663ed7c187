/**
 * Returns, QC breakup and repairs (contract/devices/returns.ts; issue 44 items 2 and 3, parts), unwrapped from the
 * merchant-support envelope: the QC outcomes by checklist item and model, the repair tickets, and a repair ticket
 * that sends a QC-failed device to repair.
 */
import { DEVICE_RETURN_ENDPOINTS as CALLS } from '../../contract/devices/returns';
import type { DeviceKind } from '../../contract/devices/lifecycle';
import { callEndpoint } from '../endpoint-client';
import { requireSuccess } from '../rest/envelope-rules';
import type { Device, DeviceEvent } from './devices';
import { unwrapMerchantSupport } from './envelope';

export interface QcBreakupRow {
  id: string;
  kind: DeviceKind;
  model: string;
  item: string;
  passed: number;
  failed: number;
  qcPassed: number;
  qcFailed: number;
}

export interface RepairTicket {
  id: number;
  deviceSerial: string;
  model: string;
  vendor: string;
  fault: string;
  /** Rupees. */
  cost: number;
  status: 'OPEN' | 'FIXED' | 'SCRAPPED';
  openedBy: string;
  openedAt: number;
  closedBy: string | null;
  closedAt: number | null;
  outcome: string | null;
}

export interface RepairInput {
  version: number;
  vendor: string;
  fault: string;
  cost: number;
}

export async function getQcBreakup(kind: DeviceKind, signal?: AbortSignal) {
  return unwrapMerchantSupport(await callEndpoint(CALLS.qcBreakup, { query: { kind }, signal })) as QcBreakupRow[];
}

export async function listRepairs(kind: DeviceKind, signal?: AbortSignal) {
  return unwrapMerchantSupport(await callEndpoint(CALLS.repairs, { query: { kind }, signal })) as RepairTicket[];
}

/** Opens a repair ticket: the device after (in REPAIR) and the server's message ('Repair ticket opened. SN…: vendor.'). */
export async function openRepair(serial: string, body: RepairInput, idempotencyKey: string) {
  const answer = requireSuccess(await callEndpoint(CALLS.openRepair, { values: { serial }, body, idempotencyKey }));
  return { device: answer.data as Device, message: String(answer.message) };
}

export interface ReturnDevice extends Device {
  returnReason: string | null;
  returnedAt: number | null;
}

export interface ReplacementInput {
  returnSerial: string;
  returnVersion: number;
  newSerial: string;
  newVersion: number;
  reason: string;
}

/** getReturnTerminalStatus: the merchant's devices on their way back (RETURN_REQUESTED or RETURNED). */
export async function getReturnStatus(merchantId: string, signal?: AbortSignal) {
  const answer = await callEndpoint(CALLS.returnStatus, { query: { merchantId }, signal });
  return unwrapMerchantSupport(answer) as ReturnDevice[];
}

/** A speaker replacement: the old speaker returned and the new one allocated, in one transaction. */
export async function replaceSpeaker(body: ReplacementInput, idempotencyKey: string) {
  const answer = requireSuccess(await callEndpoint(CALLS.replace, { body, idempotencyKey }));
  return { ...(answer.data as { returned: Device; allocated: Device }), message: String(answer.message) };
}

/** reactivate-device: an inactive ACTIVE terminal of the merchant reactivated (the server's message names it). */
export async function reactivateDevice(
  body: { merchantId: string; deviceSerial: string; reason: string },
  idempotencyKey: string,
) {
  const answer = requireSuccess(await callEndpoint(CALLS.reactivate, { body, idempotencyKey }));
  return { message: String(answer.message) };
}

/** getReturnDeviceDetails: one device of the merchant on its way back (or back), with its timeline. */
export async function getReturnDetails(merchantId: string, deviceSerial: string, signal?: AbortSignal) {
  const answer = await callEndpoint(CALLS.returnDetails, { query: { merchantId, deviceSerial }, signal });
  return unwrapMerchantSupport(answer) as { device: ReturnDevice; events: DeviceEvent[] };
}
