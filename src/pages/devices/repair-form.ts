import { DEVICE_REASON_MAX } from '../../../contract/devices/rules';
import { REPAIR_COST_MAX } from '../../../contract/devices/returns';
import type { Device } from '../../../dataProviders/merchant-support/devices';
import type { RepairInput } from '../../../dataProviders/merchant-support/device-returns';
import type { DecisionSummary } from '../../common/decision-summary';
import { withinLength } from '../../common/RequiredField';
import { formatInr, parseAmount } from '../../format';

type Translate = (key: string, args?: Record<string, unknown>) => string;
const T = 'devices';

/** What a repair ticket's form holds (the cost as typed, in rupees). */
export interface RepairForm {
  vendor: string;
  fault: string;
  cost: string;
}

export const emptyRepair = (): RepairForm => ({ vendor: '', fault: '', cost: '' });

/** Pure: the cost in rupees, if it is one (₹0 to ₹50,000, two decimals at most). */
export function repairCost(f: RepairForm): number | null {
  const parsed = parseAmount(f.cost);
  if (!parsed) return null;
  return parsed.value >= 0 && parsed.value <= REPAIR_COST_MAX ? parsed.value : null;
}

/** Pure: whether the ticket can be sent: a vendor, a fault, a cost in range. */
export const repairReady = (f: RepairForm): boolean =>
  f.vendor.trim() !== '' &&
  withinLength(f.vendor, 80) &&
  f.fault.trim() !== '' &&
  withinLength(f.fault, DEVICE_REASON_MAX) &&
  repairCost(f) !== null;

/** Pure: the body sent (at the version read). */
export const repairBody = (f: RepairForm, device: Device): RepairInput => ({
  version: device.version,
  vendor: f.vendor.trim(),
  fault: f.fault.trim(),
  cost: repairCost(f) ?? 0,
});

/** Pure: what the confirmation restates: the device, QC failed → in repair, the vendor, fault and cost. */
export function repairSummary(device: Device, f: RepairForm, translate: Translate): DecisionSummary {
  const label = (k: string) => translate(`${T}.f.${k}`);
  const cost = repairCost(f);
  return {
    subject: translate(`${T}.move_subject`, { serial: device.deviceSerial }),
    facts: [
      [label('serial'), device.deviceSerial],
      [label('model'), `${translate(`${T}.kinds.${device.kind}`)} · ${device.model}`],
      [label('warehouse'), device.warehouseId],
      [translate(`${T}.repairs.vendor`), f.vendor.trim()],
      [translate(`${T}.repairs.fault`), f.fault.trim()],
      [translate(`${T}.repairs.cost`), cost === null ? '—' : formatInr(cost)],
    ],
    changes: [
      {
        label: label('status'),
        before: translate(`${T}.states.${device.status}`),
        after: translate(`${T}.states.REPAIR`),
      },
    ],
    next: translate(`${T}.repairs.next`),
  };
}

/** Pure: whether a replacement can be sent: the old speaker ACTIVE, the new one IN_STOCK and another, a reason. */
export const replacementReady = (old: Device | undefined, next: Device | undefined, reason: string): boolean =>
  !!old &&
  !!next &&
  old.kind === 'SPEAKER' &&
  next.kind === 'SPEAKER' &&
  old.status === 'ACTIVE' &&
  next.status === 'IN_STOCK' &&
  old.deviceSerial !== next.deviceSerial &&
  reason.trim() !== '' &&
  withinLength(reason, DEVICE_REASON_MAX);

/** Pure: what a replacement's confirmation restates: both speakers, each from → to, and the store they serve. */
export function replacementSummary(old: Device, next: Device, reason: string, translate: Translate): DecisionSummary {
  const state = (s: string) => translate(`${T}.states.${s}`);
  const holder = translate(`${T}.holder`, { merchantId: old.merchantId, storeId: old.storeId });
  return {
    subject: translate(`${T}.replace.subject`, { from: old.deviceSerial, to: next.deviceSerial }),
    facts: [
      [translate(`${T}.f.holder`), holder],
      [translate(`${T}.f.reason`), reason.trim()],
    ],
    changes: [
      { label: `${old.deviceSerial} · ${old.model}`, before: state(old.status), after: state('RETURN_REQUESTED') },
      { label: `${next.deviceSerial} · ${next.model}`, before: state(next.status), after: state('ALLOCATED') },
    ],
    next: translate(`${T}.replace.next`),
  };
}
