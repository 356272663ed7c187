/**
 * Delivery (spec §2.3 'Delivery: /delivery-provider, /delivery/card (prefix)', Other: /merchant-card with card-app and
 * card-order, /swipe serviceable pincode; §7.4 GET /meta-data/swipe-serviceable-cities and
 * /delivery/card/pincode/{pincode}; issue 44 items 2 (part) and 4). The spec names the pages and the two reads only:
 * the fields, states and rules are ours (README "Choices where the spec is silent"). Pure data and pure functions the
 * server's routes and the console's pages both read, so they cannot disagree.
 */
import type { PermissionKey } from '../permissions';

/** Ours: reading partners, pincodes and card deliveries (the serviceability check included). */
export const DELIVERY_VIEW_KEY = 'CAN_VIEW_DELIVERY' satisfies PermissionKey;
/** Ours: adding, editing and deactivating courier partners and uploading their pincodes. */
export const DELIVERY_PARTNERS_KEY = 'CAN_MANAGE_DELIVERY_PARTNERS' satisfies PermissionKey;
/** Ours: moving a card delivery along its states. */
export const CARD_DELIVERY_UPDATE_KEY = 'CAN_UPDATE_CARD_DELIVERY' satisfies PermissionKey;
/** Ours: reading and raising merchant card applications and placing card orders (the maker). */
export const MERCHANT_CARDS_KEY = 'CAN_MANAGE_MERCHANT_CARDS' satisfies PermissionKey;
/** Ours: approving or rejecting a merchant card application (the checker: it grants credit). */
export const MERCHANT_CARDS_APPROVE_KEY = 'CAN_APPROVE_MERCHANT_CARDS' satisfies PermissionKey;

/** A card delivery: CREATED → DISPATCHED → IN_TRANSIT → DELIVERED, or RTO (returned to origin) once dispatched. */
export const CARD_DELIVERY_STATES = ['CREATED', 'DISPATCHED', 'IN_TRANSIT', 'DELIVERED', 'RTO'] as const;
export type CardDeliveryState = (typeof CARD_DELIVERY_STATES)[number];
export const CARD_DELIVERY_NEXT: Readonly<Record<CardDeliveryState, readonly CardDeliveryState[]>> = {
  CREATED: ['DISPATCHED'],
  DISPATCHED: ['IN_TRANSIT', 'RTO'],
  IN_TRANSIT: ['DELIVERED', 'RTO'],
  DELIVERED: [],
  RTO: [],
};
/** Pure: the states a delivery in `status` may move to (none for an unknown or final one). */
export function nextDeliveryStates(status: string): readonly CardDeliveryState[] {
  return (CARD_DELIVERY_NEXT as Record<string, readonly CardDeliveryState[]>)[status] ?? [];
}

/** A merchant card application: APPLIED → APPROVED or REJECTED, decided by someone other than who raised it. */
export const CARD_APPLICATION_STATES = ['APPLIED', 'APPROVED', 'REJECTED'] as const;
export type CardApplicationState = (typeof CARD_APPLICATION_STATES)[number];
export const CARD_TYPES = ['PREPAID', 'CREDIT'] as const;
export type CardType = (typeof CARD_TYPES)[number];

export const DELIVERY_RULES = {
  nameMax: 80,
  codeMax: 12,
  contactMax: 120,
  remarksMax: 300,
  slaMaxDays: 30,
  awbMax: 30,
  /** A credit card's limit, in rupees (contract/money.ts: rupees on this backend). */
  creditLimitMax: 500_000,
} as const;

/** An Indian pincode: the §5.5 pattern (contract/patterns.ts). */
export { PINCODE_PATTERN, isPincode } from '../patterns';
/** A partner's code: 2 to 12 capital letters or digits. */
export const PARTNER_CODE_PATTERN = /^[A-Z0-9]{2,12}$/;

/** Pure: a delivery's reference from its id, CD-000001; an application's, MCA-000001; an order's, MCO-000001. */
export const cardDeliveryReference = (id: number): string => `CD-${String(id).padStart(6, '0')}`;
export const cardApplicationReference = (id: number): string => `MCA-${String(id).padStart(6, '0')}`;
export const cardOrderReference = (id: number): string => `MCO-${String(id).padStart(6, '0')}`;

/** One courier that serves a pincode. */
export interface PincodeCourier {
  partnerId: number;
  code: string;
  name: string;
  slaDays: number;
  cod: boolean;
  prepaid: boolean;
}
/** The serviceability check's answer (GET /delivery/card/pincode/{pincode}). */
export interface PincodeServiceability {
  pincode: string;
  serviceable: boolean;
  city: string | null;
  state: string | null;
  fastestSlaDays: number | null;
  cod: boolean;
  couriers: PincodeCourier[];
}

/** Pure: a pincode's serviceability from the active couriers that serve it (fastest first, then by code). */
export function serviceabilityOf(
  pincode: string,
  rows: readonly (PincodeCourier & { city: string | null; state: string | null })[],
): PincodeServiceability {
  const couriers = [...rows]
    .sort((a, b) => a.slaDays - b.slaDays || a.code.localeCompare(b.code))
    .map(({ partnerId, code, name, slaDays, cod, prepaid }) => ({ partnerId, code, name, slaDays, cod, prepaid }));
  return {
    pincode,
    serviceable: couriers.length > 0,
    city: rows[0]?.city ?? null,
    state: rows[0]?.state ?? null,
    fastestSlaDays: couriers[0]?.slaDays ?? null,
    cod: couriers.some((c) => c.cod),
    couriers,
  };
}

/** The server's refusals, which the console shows as they come. */
export const DELIVERY_MESSAGES = {
  partnerNotFound: 'No such delivery partner.',
  codeTaken: (code: string) => `A delivery partner with code ${code} already exists.`,
  partnerInactive: (code: string) => `Delivery partner ${code} is inactive.`,
  pincode: 'A pincode is six digits and does not start with 0.',
  deliveryNotFound: 'No such card delivery.',
  transition: (from: string, to: string) => `A card delivery cannot move from ${from} to ${to}.`,
  awbNeeded: 'An AWB number is needed to dispatch a card delivery.',
  applicationNotFound: 'No such merchant card application.',
  notApplied: (reference: string, status: string) => `Merchant card application ${reference} is already ${status}.`,
  ownApplication: 'You raised this application: another approver must decide it.',
  openApplication: (reference: string) => `This merchant already has an open card application: ${reference}.`,
  limitForCredit: 'A credit card needs a credit limit; a prepaid card has none.',
  notApproved: (reference: string) => `Merchant card application ${reference} is not approved.`,
  alreadyOrdered: (reference: string) => `A card order already exists for this application: ${reference}.`,
  notServiceable: (pincode: string) => `Pincode ${pincode} is not serviceable by any active delivery partner.`,
  merchantNotFound: 'No such merchant.',
} as const;
