import { describe, expect, it } from 'vitest';
import * as lifecycle from '../../../../../contract/devices/lifecycle';
import type { Device } from '../../../../../dataProviders/merchant-support/devices';
import { devices } from '../../../../../src/i18n/en/devices';
import {
  moveBody,
  moveReady,
  moveSummary,
  startMove,
  transferReady,
  transferSummary,
} from '../../../../../src/pages/devices/move-form';
import { inStockAt, stockTable } from '../../../../../src/pages/devices/stock-table';
import { SPEAKER_SUB_PAGES, subPageOf, SWIPE_SUB_PAGES } from '../../../../../src/pages/devices/sub-pages';
import { detailsText } from '../../../../../src/pages/devices/timeline-text';
import {
  emptyRepair,
  repairBody,
  repairCost,
  repairReady,
  repairSummary,
  replacementReady,
  replacementSummary,
} from '../../../../../src/pages/devices/repair-form';
import { qcBreakupOf } from '../../../../../server/routes/merchant-support/device-returns';

const { DEVICE_MOVES, DEVICE_STATES, illegalMoveMessage, kindOfProduct, moveOf, movesFrom, qcProblem } = lifecycle;

/** A translate over the devices strings: 'devices.a.b' → its text with %{x} filled. */
const translate = (key: string, args: Record<string, unknown> = {}): string => {
  const value = key
    .replace(/^devices\./, '')
    .split('.')
    .reduce<unknown>((o, k) => (o as Record<string, unknown>)?.[k], devices);
  return String(value ?? key).replace(/%\{(\w+)\}/g, (_, k: string) => String(args[k]));
};

const device: Device = {
  deviceSerial: 'SW100003',
  kind: 'SWIPE',
  product: 'android',
  model: 'PAX D180',
  status: 'IN_STOCK',
  merchantId: '',
  storeId: '',
  terminalId: '',
  warehouseId: 'WH-PNQ',
  courier: null,
  awb: null,
  monthlyRental: 499,
  stateChangedAt: null,
  version: 4,
};
const move = (from: string, to: string) => moveOf(from, to)!;

describe('the lifecycle table', () => {
  it('goes from stock to a merchant and back, through QC, repair or scrap; scrapped is the end', () => {
    expect(movesFrom('IN_STOCK').map((m) => m.to)).toEqual(['ALLOCATED']);
    expect(movesFrom('RETURNED').map((m) => m.to)).toEqual(['QC_PASSED', 'QC_FAILED']);
    expect(movesFrom('QC_FAILED').map((m) => m.to)).toEqual(['REPAIR', 'SCRAPPED']);
    expect(movesFrom('SCRAPPED')).toEqual([]);
    expect(moveOf('IN_STOCK', 'ACTIVE')).toBeUndefined();
    expect(illegalMoveMessage('IN_STOCK', 'ACTIVE')).toBe('Cannot move a device from IN_STOCK to ACTIVE.');
    for (const m of DEVICE_MOVES) expect(DEVICE_STATES).toContain(m.to);
    expect(kindOfProduct('speaker')).toBe('SPEAKER');
    expect(kindOfProduct('bharat')).toBe('SWIPE');
  });

  it('checks a QC result against the product checklist', () => {
    const all = { POWER_ON: true, DISPLAY: true, CARD_READER: true, PRINTER: true, BATTERY: true };
    expect(qcProblem('SWIPE', 'qcPass', all)).toBeNull();
    expect(qcProblem('SWIPE', 'qcFail', all)).toBe('At least one checklist item must fail to fail QC.');
    expect(qcProblem('SWIPE', 'qcPass', { ...all, PRINTER: false })).toBe('Every checklist item must pass to pass QC.');
    expect(qcProblem('SWIPE', 'qcFail', { POWER_ON: false })).toBe('Record a result for every checklist item.');
    expect(
      qcProblem('SPEAKER', 'qcFail', { POWER_ON: true, AUDIO: false, SIM_NETWORK: true, BATTERY: true }),
    ).toBeNull();
  });
});

describe('the move form', () => {
  it('asks each move only for what it needs, and sends only that, at the version read', () => {
    const alloc = move('IN_STOCK', 'ALLOCATED');
    const f = { ...startMove(alloc, 'SWIPE'), merchantId: ' 1000012 ', storeId: '5000012', reason: 'ignored' };
    expect(moveReady(alloc, { ...f, storeId: '' }, 'SWIPE')).toBe(false);
    expect(moveReady(alloc, f, 'SWIPE')).toBe(true);
    expect(moveBody(alloc, f, device)).toEqual({
      to: 'ALLOCATED',
      version: 4,
      merchantId: '1000012',
      storeId: '5000012',
    });
    const ship = move('ALLOCATED', 'SHIPPED');
    expect(moveReady(ship, { ...startMove(ship, 'SWIPE'), courier: 'BlueDart', awb: 'x' }, 'SWIPE')).toBe(false);
    expect(moveReady(ship, { ...startMove(ship, 'SWIPE'), courier: 'BlueDart', awb: 'BD123456' }, 'SWIPE')).toBe(true);
    expect(moveReady(move('SHIPPED', 'DELIVERED'), startMove(move('SHIPPED', 'DELIVERED'), 'SWIPE'), 'SWIPE')).toBe(
      true,
    );
  });

  it('starts QC with every item passed: ready to pass, not to fail until an item is unticked and a reason given', () => {
    const pass = move('RETURNED', 'QC_PASSED');
    const fail = move('RETURNED', 'QC_FAILED');
    const f = startMove(fail, 'SPEAKER');
    expect(moveReady(pass, startMove(pass, 'SPEAKER'), 'SPEAKER')).toBe(true);
    expect(moveReady(fail, { ...f, reason: 'No sound' }, 'SPEAKER')).toBe(false);
    const failed = { ...f, checklist: { ...f.checklist, AUDIO: false }, reason: 'No sound' };
    expect(moveReady(fail, failed, 'SPEAKER')).toBe(true);
    expect(moveBody(fail, failed, device).checklist).toMatchObject({ AUDIO: false, POWER_ON: true });
  });

  it('restates the device, from → to and what the move sets', () => {
    const alloc = move('IN_STOCK', 'ALLOCATED');
    const s = moveSummary(
      device,
      alloc,
      { ...startMove(alloc, 'SWIPE'), merchantId: '1000012', storeId: '5000012' },
      translate,
    );
    expect(s.subject).toBe('Device SW100003');
    expect(s.facts).toContainEqual(['Model', 'Card-swipe terminal · PAX D180']);
    expect(s.changes).toEqual([
      { label: 'State', before: 'In stock', after: 'Allocated' },
      { label: 'Merchant and store', before: 'Not allocated', after: 'Merchant 1000012, store 5000012' },
    ]);
    expect(s.next).toBe('The device is reserved for this store; ship it next.');
    const fail = move('RETURNED', 'QC_FAILED');
    const f = startMove(fail, 'SWIPE');
    const q = moveSummary(
      { ...device, status: 'RETURNED' },
      fail,
      { ...f, checklist: { ...f.checklist, CARD_READER: false }, reason: 'Chip dead' },
      translate,
    );
    expect(q.facts).toContainEqual(['QC result', 'Failed: Card reader']);
    expect(q.facts).toContainEqual(['Reason', 'Chip dead']);
  });
});

describe('stock, transfers, the frame and the timeline', () => {
  const rows = [
    { warehouseId: 'WH-BLR', model: 'PAX D180', state: 'IN_STOCK', count: 7 },
    { warehouseId: 'WH-BLR', model: 'PAX D180', state: 'ACTIVE', count: 5 },
    { warehouseId: 'WH-DEL', model: 'PAX D180', state: 'IN_STOCK', count: 2 },
  ] as const;

  it('pivots the stock per warehouse and model, and counts what is in stock', () => {
    expect(stockTable(rows)).toEqual([
      {
        id: 'WH-BLR|PAX D180',
        warehouseId: 'WH-BLR',
        model: 'PAX D180',
        counts: { IN_STOCK: 7, ACTIVE: 5 },
        total: 12,
      },
      { id: 'WH-DEL|PAX D180', warehouseId: 'WH-DEL', model: 'PAX D180', counts: { IN_STOCK: 2 }, total: 2 },
    ]);
    expect(inStockAt(rows, 'WH-BLR', 'PAX D180')).toBe(7);
  });

  it('lets a transfer through only between two warehouses, within the stock, with a reason; restates both sides', () => {
    const t = { kind: 'SWIPE' as const, model: 'PAX D180', from: 'WH-BLR', to: 'WH-DEL', count: 3, reason: 'Demand' };
    expect(transferReady(t, 7)).toBe(true);
    expect(transferReady({ ...t, to: 'WH-BLR' }, 7)).toBe(false);
    expect(transferReady({ ...t, count: 8 }, 7)).toBe(false);
    expect(transferReady({ ...t, reason: ' ' }, 7)).toBe(false);
    expect(transferSummary(t, { from: 7, to: 2 }, translate).changes).toEqual([
      { label: 'In stock at WH-BLR', before: '7', after: '4' },
      { label: 'In stock at WH-DEL', before: '2', after: '5' },
    ]);
  });

  it('opens the sub-page the path names, else the first', () => {
    expect(subPageOf(SWIPE_SUB_PAGES, '/crm/swipe/inventory', '/crm/swipe').segment).toBe('inventory');
    expect(subPageOf(SWIPE_SUB_PAGES, '/crm/swipe', '/crm/swipe').segment).toBe('management');
    expect(subPageOf(SWIPE_SUB_PAGES, '/crm/swipe/nope', '/crm/swipe').segment).toBe('management');
  });

  it('writes a timeline row in words', () => {
    expect(detailsText({ merchantId: '1000012', storeId: '5000012', warehouseId: 'WH-PNQ' }, translate)).toBe(
      'Merchant 1000012, store 5000012',
    );
    expect(detailsText({ courier: 'BlueDart', awb: 'BD1' }, translate)).toBe('BlueDart · AWB number BD1');
    expect(detailsText({ checklist: { POWER_ON: true, PRINTER: false }, reason: 'x' }, translate)).toBe(
      'Failed: Printer; x',
    );
    expect(detailsText({ transfer: { from: 'WH-BLR', to: 'WH-DEL' } }, translate)).toBe('Transferred WH-BLR → WH-DEL');
    expect(detailsText({}, translate)).toBe('—');
  });
});

describe('a repair ticket', () => {
  const failed: Device = { ...device, status: 'QC_FAILED', version: 9 };
  it('needs a vendor, a fault and a cost from ₹0 to ₹50,000 with two decimals at most', () => {
    const ok = { vendor: ' RepairHub ', fault: 'Chip reader dead', cost: '1,250.50' };
    expect(repairReady(emptyRepair())).toBe(false);
    expect(repairReady(ok)).toBe(true);
    expect(repairReady({ ...ok, vendor: '  ' })).toBe(false);
    expect(repairCost({ ...ok, cost: '0' })).toBe(0);
    expect(repairCost({ ...ok, cost: '50001' })).toBeNull();
    expect(repairCost({ ...ok, cost: '10.005' })).toBeNull();
    expect(repairBody(ok, failed)).toEqual({
      version: 9,
      vendor: 'RepairHub',
      fault: 'Chip reader dead',
      cost: 1250.5,
    });
  });

  it('restates the device, QC failed → in repair, and the vendor, fault and cost in rupees', () => {
    const s = repairSummary(failed, { vendor: 'RepairHub', fault: 'Chip reader dead', cost: '1250.5' }, translate);
    expect(s.subject).toBe('Device SW100003');
    expect(s.changes).toEqual([{ label: 'State', before: 'QC failed', after: 'In repair' }]);
    expect(s.facts).toContainEqual(['Cost (₹)', '₹1,250.50']);
    expect(s.facts).toContainEqual(['Vendor', 'RepairHub']);
  });

  it('reads in the timeline: the ticket sent, then closed', () => {
    const sent = { repair: { vendor: 'RepairHub', cost: 1200, id: 3 }, reason: 'Chip reader dead' };
    expect(detailsText(sent, translate)).toBe('Repair ticket: RepairHub, ₹1,200.00; Chip reader dead');
    expect(detailsText({ repair: { id: 3, status: 'FIXED' } }, translate)).toBe('Repair ticket closed: fixed');
  });
});

describe('the QC breakup', () => {
  it('counts each checklist item passed and failed per model, with the model’s QC outcomes', () => {
    const pass = Object.fromEntries(lifecycle.QC_CHECKLIST.SPEAKER.map((i) => [i, true]));
    const rows = qcBreakupOf([
      { kind: 'SPEAKER', model: 'SoundPe S1', to: 'QC_PASSED', checklist: pass },
      { kind: 'SPEAKER', model: 'SoundPe S1', to: 'QC_FAILED', checklist: { ...pass, AUDIO: false } },
    ]);
    expect(rows.find((r) => r.item === 'AUDIO')).toMatchObject({ passed: 1, failed: 1, qcPassed: 1, qcFailed: 1 });
    expect(rows.find((r) => r.item === 'BATTERY')).toMatchObject({ passed: 2, failed: 0 });
    expect(rows).toHaveLength(lifecycle.QC_CHECKLIST.SPEAKER.length);
  });

  it('adds the QC tools and repairs sub-pages to both frames', () => {
    for (const pages of [SWIPE_SUB_PAGES, SPEAKER_SUB_PAGES])
      expect(pages.map((p) => p.segment)).toEqual(expect.arrayContaining(['qc', 'repairs', 'returns']));
    expect(subPageOf(SWIPE_SUB_PAGES, '/crm/swipe/repairs', '/crm/swipe').label).toBe('devices.tabs.repairs');
  });
});

describe('a speaker replacement', () => {
  const old: Device = { ...device, kind: 'SPEAKER', status: 'ACTIVE', merchantId: '1000007', storeId: '5000007' };
  const next: Device = { ...device, kind: 'SPEAKER', deviceSerial: 'SP100001', model: 'SoundPe S1' };
  it('needs an ACTIVE speaker, another IN_STOCK one and a reason', () => {
    expect(replacementReady(old, next, 'Not announcing')).toBe(true);
    expect(replacementReady(old, next, ' ')).toBe(false);
    expect(replacementReady(old, old, 'x')).toBe(false);
    expect(replacementReady({ ...old, kind: 'SWIPE' }, next, 'x')).toBe(false);
    expect(replacementReady(old, undefined, 'x')).toBe(false);
  });
  it('restates both moves and the store they serve', () => {
    const s = replacementSummary(old, next, 'Not announcing', translate);
    expect(s.subject).toBe('Speaker SW100003 → SP100001');
    expect(s.facts).toContainEqual(['Merchant and store', 'Merchant 1000007, store 5000007']);
    expect(s.changes).toEqual([
      { label: 'SW100003 · PAX D180', before: 'Active', after: 'Return requested' },
      { label: 'SP100001 · SoundPe S1', before: 'In stock', after: 'Allocated' },
    ]);
  });
});
