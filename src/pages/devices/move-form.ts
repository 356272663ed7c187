import { DEVICE_REASON_MAX } from '../../../contract/devices/rules';
import { QC_CHECKLIST, type DeviceKind, type DeviceMove, type MoveNeed } from '../../../contract/devices/lifecycle';
import type { Device, MoveInput, TransferInput } from '../../../dataProviders/merchant-support/devices';
import type { DecisionSummary } from '../../common/decision-summary';
import { withinLength } from '../../common/RequiredField';

type Translate = (key: string, args?: Record<string, unknown>) => string;
const T = 'devices';

/** What a move's form holds: only the fields its needs ask for are sent. */
export interface MoveForm {
  merchantId: string;
  storeId: string;
  courier: string;
  awb: string;
  checklist: Record<string, boolean>;
  reason: string;
}

export const EMPTY_MOVE: MoveForm = { merchantId: '', storeId: '', courier: '', awb: '', checklist: {}, reason: '' };

const has = (move: Pick<DeviceMove, 'needs'>, need: MoveNeed) => move.needs.includes(need);
const filled = (v: string, max = 60) => v.trim() !== '' && withinLength(v, max);

/** Pure: a new form for a move; a QC move starts with every checklist item passed (the usual case), to be unticked. */
export function startMove(move: Pick<DeviceMove, 'needs'>, kind: DeviceKind): MoveForm {
  const qc = has(move, 'qcPass') || has(move, 'qcFail');
  return { ...EMPTY_MOVE, checklist: qc ? Object.fromEntries(QC_CHECKLIST[kind].map((i) => [i, true])) : {} };
}

/** Pure: whether the form has what the move needs (the server checks the same, and the checklist's outcome). */
export function moveReady(move: Pick<DeviceMove, 'needs'>, f: MoveForm, kind: DeviceKind): boolean {
  const items = QC_CHECKLIST[kind];
  const passed = items.every((i) => f.checklist[i] === true);
  return (
    (!has(move, 'allocation') ||
      (/^[0-9]{1,10}$/.test(f.merchantId.trim()) && /^[0-9]{1,20}$/.test(f.storeId.trim()))) &&
    (!has(move, 'shipment') || (filled(f.courier) && /^[A-Za-z0-9-]{6,40}$/.test(f.awb.trim()))) &&
    (!has(move, 'qcPass') || passed) &&
    (!has(move, 'qcFail') || !passed) &&
    (!has(move, 'reason') || filled(f.reason, DEVICE_REASON_MAX))
  );
}

/** Pure: what is sent for the move (only when moveReady). */
export function moveBody(move: DeviceMove, f: MoveForm, device: Pick<Device, 'version'>): MoveInput {
  return {
    to: move.to,
    version: device.version,
    ...(has(move, 'allocation') && { merchantId: f.merchantId.trim(), storeId: f.storeId.trim() }),
    ...(has(move, 'shipment') && { courier: f.courier.trim(), awb: f.awb.trim() }),
    ...((has(move, 'qcPass') || has(move, 'qcFail')) && { checklist: f.checklist }),
    ...(has(move, 'reason') && { reason: f.reason.trim() }),
  };
}

/** Pure: the holder of a device: its merchant and store, or none yet. */
export const holderOf = (d: Pick<Device, 'merchantId' | 'storeId'>, translate: Translate): string =>
  d.merchantId
    ? translate(`${T}.holder`, { merchantId: d.merchantId, storeId: d.storeId })
    : translate(`${T}.no_holder`);

/**
 * Pure: what the move's confirmation restates: the device (serial, product and model, warehouse, holder), the state
 * before → after and every value the move sets (merchant and store, courier and AWB, the QC result, the reason), and
 * what happens next.
 */
export function moveSummary(device: Device, move: DeviceMove, f: MoveForm, translate: Translate): DecisionSummary {
  const label = (k: string) => translate(`${T}.f.${k}`);
  const state = (s: string) => translate(`${T}.states.${s}`);
  const changes = [{ label: label('status'), before: state(move.from), after: state(move.to) }];
  if (has(move, 'allocation'))
    changes.push({
      label: label('holder'),
      before: holderOf(device, translate),
      after: holderOf({ merchantId: f.merchantId.trim(), storeId: f.storeId.trim() }, translate),
    });
  if (has(move, 'shipment')) {
    changes.push({ label: label('courier'), before: device.courier ?? '—', after: f.courier.trim() });
    changes.push({ label: label('awb'), before: device.awb ?? '—', after: f.awb.trim() });
  }
  const facts: [string, string][] = [
    [label('serial'), device.deviceSerial],
    [label('model'), `${translate(`${T}.kinds.${device.kind}`)} · ${device.model}`],
    [label('warehouse'), device.warehouseId],
    [label('holder'), holderOf(device, translate)],
  ];
  if (has(move, 'qcPass') || has(move, 'qcFail')) {
    const failed = Object.entries(f.checklist)
      .filter(([, ok]) => !ok)
      .map(([i]) => translate(`${T}.qc.${i}`));
    facts.push([
      label('qc'),
      failed.length ? translate(`${T}.qc_failed_items`, { items: failed.join(', ') }) : translate(`${T}.qc_all_passed`),
    ]);
  }
  if (has(move, 'reason')) facts.push([label('reason'), f.reason.trim()]);
  return {
    subject: translate(`${T}.move_subject`, { serial: device.deviceSerial }),
    facts,
    changes,
    next: translate(`${T}.next.${move.to}`),
  };
}

/** Pure: whether a transfer form can be sent: two different warehouses, a model, 1 to 500 devices, a reason. */
export const transferReady = (t: TransferInput, inStock: number): boolean =>
  t.from !== '' &&
  t.to !== '' &&
  t.from !== t.to &&
  t.model !== '' &&
  Number.isInteger(t.count) &&
  t.count >= 1 &&
  t.count <= Math.min(500, inStock) &&
  filled(t.reason, DEVICE_REASON_MAX);

/** Pure: what a transfer's confirmation restates: how many of which model, from → to, the stock on each side after. */
export function transferSummary(
  t: TransferInput,
  stock: { from: number; to: number },
  translate: Translate,
): DecisionSummary {
  const label = (k: string) => translate(`${T}.f.${k}`);
  return {
    subject: translate(`${T}.transfer_subject`, { count: t.count, model: t.model }),
    facts: [
      [label('model'), `${translate(`${T}.kinds.${t.kind}`)} · ${t.model}`],
      [label('count'), String(t.count)],
      [label('reason'), t.reason.trim()],
    ],
    changes: [
      {
        label: translate(`${T}.in_stock_at`, { warehouse: t.from }),
        before: String(stock.from),
        after: String(stock.from - t.count),
      },
      {
        label: translate(`${T}.in_stock_at`, { warehouse: t.to }),
        before: String(stock.to),
        after: String(stock.to + t.count),
      },
    ],
    next: translate(`${T}.transfer_next`),
  };
}
