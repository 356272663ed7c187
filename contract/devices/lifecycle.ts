/**
 * The device lifecycle (issue 44 item 1), written once: the states a card-swipe terminal or a payment speaker passes
 * through from the warehouse to a merchant and back, the moves allowed between them and what each move needs. The
 * server enforces it (server/routes/merchant-support/device-lifecycle.ts: one conditional update on state + version)
 * and the console offers exactly these moves as buttons. Pure data and pure functions: the console's first load reads it.
 */

export const DEVICE_STATES = [
  'IN_STOCK',
  'ALLOCATED',
  'SHIPPED',
  'DELIVERED',
  'ACTIVE',
  'RETURN_REQUESTED',
  'RETURNED',
  'QC_PASSED',
  'QC_FAILED',
  'REPAIR',
  'SCRAPPED',
] as const;
export type DeviceState = (typeof DEVICE_STATES)[number];

/** The two device products: card-swipe terminals and payment speakers (soundboxes). */
export const DEVICE_KINDS = ['SWIPE', 'SPEAKER'] as const;
export type DeviceKind = (typeof DEVICE_KINDS)[number];

/**
 * What a move needs besides the device: a merchant and store (allocation), a courier and AWB number (shipping; free
 * text until the delivery pages name couriers), a QC checklist result (all passed, or at least one failed), a reason.
 */
export type MoveNeed = 'allocation' | 'shipment' | 'qcPass' | 'qcFail' | 'reason';

export interface DeviceMove {
  readonly from: DeviceState;
  readonly to: DeviceState;
  readonly needs: readonly MoveNeed[];
}

/** Every allowed move; any other pair of states is refused (409). */
export const DEVICE_MOVES: readonly DeviceMove[] = [
  { from: 'IN_STOCK', to: 'ALLOCATED', needs: ['allocation'] },
  { from: 'ALLOCATED', to: 'SHIPPED', needs: ['shipment'] },
  { from: 'SHIPPED', to: 'DELIVERED', needs: [] },
  { from: 'DELIVERED', to: 'ACTIVE', needs: [] },
  { from: 'ACTIVE', to: 'RETURN_REQUESTED', needs: ['reason'] },
  { from: 'RETURN_REQUESTED', to: 'RETURNED', needs: [] },
  { from: 'RETURNED', to: 'QC_PASSED', needs: ['qcPass'] },
  { from: 'RETURNED', to: 'QC_FAILED', needs: ['qcFail', 'reason'] },
  { from: 'QC_PASSED', to: 'IN_STOCK', needs: [] },
  { from: 'QC_FAILED', to: 'REPAIR', needs: ['reason'] },
  { from: 'QC_FAILED', to: 'SCRAPPED', needs: ['reason'] },
  { from: 'REPAIR', to: 'IN_STOCK', needs: ['reason'] },
  { from: 'REPAIR', to: 'SCRAPPED', needs: ['reason'] },
];

/** The states a device is with a merchant in (its merchant and store are shown as its holder). */
export const WITH_MERCHANT: readonly DeviceState[] = [
  'ALLOCATED',
  'SHIPPED',
  'DELIVERED',
  'ACTIVE',
  'RETURN_REQUESTED',
];

/** The QC checklist of each product: every item is passed or failed. */
export const QC_CHECKLIST: Readonly<Record<DeviceKind, readonly string[]>> = {
  SWIPE: ['POWER_ON', 'DISPLAY', 'CARD_READER', 'PRINTER', 'BATTERY'],
  SPEAKER: ['POWER_ON', 'AUDIO', 'SIM_NETWORK', 'BATTERY'],
};

/** The models of each product (seeded; the stock is counted per warehouse and model). */
export const DEVICE_MODELS: Readonly<Record<DeviceKind, readonly string[]>> = {
  SWIPE: ['PAX D180', 'Sunmi P2', 'Ingenico Move 2500'],
  SPEAKER: ['SoundPe S1', 'SoundPe S2 Pro'],
};

/** The device's product column (the merchant 360's getDevices products for terminals; 'speaker' for speakers). */
export const SWIPE_DEVICE_PRODUCTS = ['bharat', 'android'] as const;
export const SPEAKER_DEVICE_PRODUCT = 'speaker';

export const DEVICE_MESSAGES = {
  moved: 'Device moved.',
  transferred: 'Devices transferred.',
  notFound: 'No Record Found!',
  stale: 'This device was changed by someone else. Reload it and try again.',
  noStore: 'This store does not belong to this merchant.',
  qcPass: 'Every checklist item must pass to pass QC.',
  qcFail: 'At least one checklist item must fail to fail QC.',
  qcItems: 'Record a result for every checklist item.',
  sameWarehouse: 'Choose two different warehouses.',
  notEnoughStock: 'Not enough devices of this model in stock at that warehouse.',
  unknownWarehouse: 'Unknown warehouse.',
  unknownModel: 'Unknown model for this product.',
} as const;

/** Pure: the 409 message of a move the table does not allow. */
export const illegalMoveMessage = (from: string, to: string): string => `Cannot move a device from ${from} to ${to}.`;

/** Pure: the allowed move from `from` to `to`, if any. */
export function moveOf(from: string, to: string): DeviceMove | undefined {
  return DEVICE_MOVES.find((m) => m.from === from && m.to === to);
}

/** Pure: the moves offered from a state, in the table's order. */
export function movesFrom(state: string): readonly DeviceMove[] {
  return DEVICE_MOVES.filter((m) => m.from === state);
}

/** Pure: whether a device in `state` is with a merchant. */
export const isWithMerchant = (state: string): boolean => (WITH_MERCHANT as readonly string[]).includes(state);

/** Pure: the kind of a device from its product column ('speaker' is a speaker, every other product a swipe terminal). */
export const kindOfProduct = (product: string): DeviceKind =>
  product === SPEAKER_DEVICE_PRODUCT ? 'SPEAKER' : 'SWIPE';

/**
 * Pure: why a QC result does not fit the move (null when it does): every item of the product's checklist answered,
 * all passed for QC_PASSED, at least one failed for QC_FAILED.
 */
export function qcProblem(
  kind: DeviceKind,
  need: 'qcPass' | 'qcFail',
  checklist: Record<string, boolean>,
): string | null {
  const items = QC_CHECKLIST[kind];
  if (items.some((i) => typeof checklist[i] !== 'boolean') || Object.keys(checklist).some((k) => !items.includes(k)))
    return DEVICE_MESSAGES.qcItems;
  const allPass = items.every((i) => checklist[i]);
  if (need === 'qcPass' && !allPass) return DEVICE_MESSAGES.qcPass;
  if (need === 'qcFail' && allPass) return DEVICE_MESSAGES.qcFail;
  return null;
}
