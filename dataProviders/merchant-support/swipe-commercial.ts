/**
 * The card-swipe commercial terms (contract/swipe-commercial/calls.ts; issue 44 item 2): plans, coupons, a merchant's
 * MDR, the MDR and rental change raises and the bulk reject, each answer unwrapped from its backend's envelope. A
 * merchant's devices come from the merchant 360's device lists (the one notion of a merchant's devices).
 */
import { MERCHANT_LISTS } from '../../contract/merchant/calls';
import type { BulkRejectAnswer } from '../../contract/swipe-commercial/bulk-reject';
import { SWIPE_COMMERCIAL_CALLS as C } from '../../contract/swipe-commercial/calls';
import type {
  BulkRejectBody,
  CouponCreateBody,
  MdrChangeBody,
  PlanCreateBody,
  PlanUpdateBody,
  RentalChangeBody,
} from '../../contract/swipe-commercial/schemas';
import { callEndpoint } from '../endpoint-client';
import { requireSuccess } from '../rest/envelope-rules';
import { unwrapMerchantSupport } from './envelope';

export interface SwipePlan {
  planCode: string;
  name: string;
  product: 'SWIPE' | 'SPEAKER';
  monthlyRent: number;
  oneTimeFee: number;
  debitMdr: number;
  creditMdr: number;
  active: boolean;
  updatedAt: number;
  updatedBy: string;
  version: number;
}

export interface SwipeCoupon {
  code: string;
  discountType: 'PERCENT' | 'FLAT';
  discountValue: number;
  appliesTo: 'RENT' | 'FEE';
  validFrom: number;
  validTo: number;
  maxUses: number;
  usedCount: number;
  status: 'ACTIVE' | 'DISABLED';
  createdAt: number;
  createdBy: string;
}

export interface MdrRate {
  id: number;
  cardNetwork: string;
  cardType: string;
  rate: number;
  effectiveFrom: number;
}

export interface PendingChange {
  id: number;
  makerEmail: string;
  createdAt: number;
  proposed: Record<string, unknown>;
}

export interface MerchantMdr {
  merchantId: string;
  rates: MdrRate[];
  pendingMdr: PendingChange[];
  pendingRental: PendingChange[];
}

export interface MerchantDevice {
  id: string;
  deviceSerial: string;
  storeId: string;
  product: string;
  model: string;
  status: string;
  monthlyRental: number;
}

const ms = async <T>(call: Promise<Parameters<typeof unwrapMerchantSupport>[0]>): Promise<T> =>
  unwrapMerchantSupport(await call) as T;

export const listPlans = (signal?: AbortSignal) => ms<SwipePlan[]>(callEndpoint(C.plans, { signal }));
export const createPlan = (body: PlanCreateBody, idempotencyKey: string) =>
  ms<SwipePlan>(callEndpoint(C.createPlan, { body, idempotencyKey }));
export const updatePlan = (planCode: string, body: PlanUpdateBody, idempotencyKey: string) =>
  ms<SwipePlan>(callEndpoint(C.updatePlan, { values: { planCode }, body, idempotencyKey }));
export const retirePlan = (planCode: string, idempotencyKey: string) =>
  ms<SwipePlan>(callEndpoint(C.retirePlan, { values: { planCode }, idempotencyKey }));

export const listCoupons = (signal?: AbortSignal) => ms<SwipeCoupon[]>(callEndpoint(C.coupons, { signal }));
export const createCoupon = (body: CouponCreateBody, idempotencyKey: string) =>
  ms<SwipeCoupon>(callEndpoint(C.createCoupon, { body, idempotencyKey }));
export const disableCoupon = (code: string, idempotencyKey: string) =>
  ms<SwipeCoupon>(callEndpoint(C.disableCoupon, { values: { code }, idempotencyKey }));

export const merchantMdr = (merchantId: string, signal?: AbortSignal) =>
  ms<MerchantMdr>(callEndpoint(C.merchantMdr, { values: { merchantId }, signal }));

/** The merchant's card-swipe devices of both products (the merchant 360's bharat and android device lists). */
export async function merchantDevices(merchantId: string, signal?: AbortSignal): Promise<MerchantDevice[]> {
  const lists = await Promise.all(
    (['m360-devices-bharat', 'm360-devices-android'] as const).map((name) =>
      ms<MerchantDevice[]>(callEndpoint(MERCHANT_LISTS[name], { values: { merchantId }, signal })),
    ),
  );
  return lists.flat();
}

/** A raise on the CRM API: the server's message and the request's id. */
async function raise(call: ReturnType<typeof callEndpoint>): Promise<{ message: string; id: number }> {
  const envelope = requireSuccess(await call) as { message: string; data: { id: number } };
  return { message: envelope.message, id: envelope.data.id };
}
export const raiseMdrChange = (body: MdrChangeBody, idempotencyKey: string) =>
  raise(callEndpoint(C.raiseMdr, { body, idempotencyKey }));
export const raiseRentalChange = (body: RentalChangeBody, idempotencyKey: string) =>
  raise(callEndpoint(C.raiseRental, { body, idempotencyKey }));

/** The dry run (nothing changes) and the confirmation of a bulk reject: each row's outcome. */
export async function previewBulkReject(body: BulkRejectBody): Promise<BulkRejectAnswer> {
  return requireSuccess(await callEndpoint(C.bulkRejectPreview, { body })).data as BulkRejectAnswer;
}
export async function confirmBulkReject(body: BulkRejectBody, idempotencyKey: string): Promise<BulkRejectAnswer> {
  return requireSuccess(await callEndpoint(C.bulkReject, { body, idempotencyKey })).data as BulkRejectAnswer;
}
