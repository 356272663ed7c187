/**
 * Warehouse management (contract/warehouses/calls.ts; issue 44), unwrapped from the merchant-support envelope: the
 * warehouses with the devices each holds, adding, editing and (de)activating one. Their stock by model and state is
 * the inventory's (devices.ts getStock).
 */
import { WAREHOUSE_ENDPOINTS as CALLS } from '../../contract/warehouses/calls';
import type { WarehouseFields } from '../../contract/warehouses/rules';
import { callEndpoint } from '../endpoint-client';
import { requireSuccess } from '../rest/envelope-rules';
import { unwrapMerchantSupport } from './envelope';

export interface ManagedWarehouse extends WarehouseFields {
  id: string;
  code: string;
  active: boolean;
  version: number;
  /** Devices held there (in stock, returned, in QC or repair). */
  held: number;
}

export async function listManagedWarehouses(signal?: AbortSignal) {
  return unwrapMerchantSupport(await callEndpoint(CALLS.list, { signal })) as ManagedWarehouse[];
}

const answer = (response: Awaited<ReturnType<typeof callEndpoint>>) =>
  requireSuccess(response).data as ManagedWarehouse;

export async function addWarehouse(body: WarehouseFields & { code: string }, idempotencyKey: string) {
  return answer(await callEndpoint(CALLS.create, { body, idempotencyKey }));
}

export async function editWarehouse(w: ManagedWarehouse, fields: WarehouseFields, idempotencyKey: string) {
  const body = { ...fields, version: w.version };
  return answer(await callEndpoint(CALLS.update, { values: { code: w.code }, body, idempotencyKey }));
}

export async function setWarehouseActive(w: ManagedWarehouse, active: boolean, idempotencyKey: string) {
  const body = { active, version: w.version };
  return answer(await callEndpoint(CALLS.status, { values: { code: w.code }, body, idempotencyKey }));
}
